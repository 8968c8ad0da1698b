import { Group, Input, Slider } from '@mantine/core';
import { useId } from 'react';
import { NumberField } from './number-field.tsx';
import { useEditGesture } from './use-edit-gesture.ts';

export interface SliderFieldProps {
  label: string;
  testId: string;
  value: number;
  onValue: (value: number, gesture: string) => void;
  min: number;
  max: number;
  step?: number;
  suffix?: string;
}

/** A slider (drag, or ← → with focus) with a number beside it to type; a drag is one undo step. */
export function SliderField({ label, testId, value, onValue, min, max, step = 1, suffix }: SliderFieldProps) {
  const gesture = useEditGesture();
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} size="xs">
      <Group gap="xs" wrap="nowrap" align="center">
        <Slider
          data-testid={testId}
          aria-labelledby={labelId}
          thumbLabel={label}
          style={{ flex: 1 }}
          size="sm"
          min={min}
          max={max}
          step={step}
          value={value}
          label={(shown) => `${shown}${suffix ?? ''}`}
          onChange={(next) => onValue(next, gesture.id())}
          onChangeEnd={() => gesture.end()}
        />
        <div style={{ width: 76 }}>
          <NumberField label={label} isLabelHidden testId={`${testId}-input`} value={value} onValue={onValue} min={min} max={max} step={step} suffix={suffix} />
        </div>
      </Group>
    </Input.Wrapper>
  );
}
