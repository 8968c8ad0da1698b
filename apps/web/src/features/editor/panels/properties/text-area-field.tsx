import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useEditGesture } from './use-edit-gesture.ts';

export interface TextAreaFieldProps {
  label: string;
  testId: string;
  value: string;
  /** Every keystroke; the typing of one focus is one undo step. */
  onValue: (value: string, gesture: string) => void;
}

/** Multi-line text that grows with its content. */
export function TextAreaField({ label, testId, value, onValue }: TextAreaFieldProps) {
  const gesture = useEditGesture();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Textarea
      label={label}
      data-testid={testId}
      size="xs"
      autosize
      minRows={2}
      maxRows={8}
      value={draft ?? value}
      onFocus={() => setDraft(value)}
      onBlur={() => {
        setDraft(null);
        gesture.end();
      }}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        onValue(event.currentTarget.value, gesture.id());
      }}
    />
  );
}
