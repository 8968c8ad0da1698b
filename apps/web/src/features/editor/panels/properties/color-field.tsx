import { ColorInput } from '@mantine/core';
import { useState } from 'react';
import { parseColorField } from '../state/color-value.ts';
import { useEditGesture } from './use-edit-gesture.ts';

/** The design tokens (DESIGN.md) and black and white, offered under every colour picker. */
export const colorSwatches = [
  '#FFFFFF',
  '#000000',
  '#111827',
  '#6B7280',
  '#E5E7EB',
  '#F7F7FB',
  '#6D5AE6',
  '#5B48D6',
  '#FF6B57',
  '#16A34A',
  '#D97706',
  '#DC2626',
];

export interface ColorFieldProps {
  label: string;
  testId: string;
  value: string | undefined;
  /** A valid colour, or `undefined` when the field is emptied (the default applies); one gesture per focus. */
  onValue: (value: string | undefined, gesture: string) => void;
  placeholder?: string;
  /** Whether emptying the field is allowed (a scene's background always has a colour). */
  isClearable?: boolean;
}

/** A colour typed, picked or taken from the swatches; half-typed colours are not written. */
export function ColorField({ label, testId, value, onValue, placeholder, isClearable = true }: ColorFieldProps) {
  const gesture = useEditGesture();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <ColorInput
      label={label}
      data-testid={testId}
      size="xs"
      format="hexa"
      swatches={colorSwatches}
      swatchesPerRow={6}
      value={draft ?? value ?? ''}
      placeholder={placeholder}
      onFocus={() => setDraft(value ?? '')}
      onBlur={() => {
        setDraft(null);
        gesture.end();
      }}
      onChange={(text) => {
        setDraft(text);
        const parsed = parseColorField(text);
        if (parsed === null || (parsed === undefined && !isClearable)) return;
        onValue(parsed, gesture.id());
      }}
    />
  );
}
