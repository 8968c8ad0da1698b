import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';

export interface ChoiceFieldProps<V extends string> {
  label: string;
  testId: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValue: (value: V) => void;
}

/** A few choices side by side (a radio group: Tab reaches it, ← → choose). */
export function ChoiceField<V extends string>({ label, testId, value, options, onValue }: ChoiceFieldProps<V>) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} size="xs">
      <SegmentedControl
        aria-labelledby={labelId}
        data-testid={testId}
        size="xs"
        fullWidth
        value={value}
        data={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(next) => onValue(next as V)}
      />
    </Input.Wrapper>
  );
}
