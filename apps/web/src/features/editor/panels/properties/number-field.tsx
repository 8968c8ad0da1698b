import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { parseNumberField } from '../state/parse-number-field.ts';
import { useEditGesture } from './use-edit-gesture.ts';

export interface NumberFieldProps {
  label: string;
  testId: string;
  /** `undefined` shows the placeholder. */
  value: number | undefined;
  /** Called with every valid typed or stepped value; all calls from one focus share `gesture` (one undo step). */
  onValue: (value: number, gesture: string) => void;
  /** Called when the field is emptied, where empty means something (a clip playing to the end of its file). */
  onClear?: (gesture: string) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the point that are kept. */
  decimals?: number;
  suffix?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The label is read out but not shown (a number beside a slider that shows it). */
  isLabelHidden?: boolean;
}

/**
 * A number the user can type or step with ↑ and ↓. While it has focus it
 * shows what was typed; a value is written only when it parses
 * (`parseNumberField`), clamped into [min, max].
 */
export function NumberField({
  label,
  testId,
  value,
  onValue,
  onClear,
  min,
  max,
  step = 1,
  decimals = 0,
  suffix,
  placeholder,
  disabled,
  isLabelHidden,
}: NumberFieldProps) {
  const gesture = useEditGesture();
  const [draft, setDraft] = useState<string | number | null>(null);
  const range = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), decimals };
  return (
    <NumberInput
      label={isLabelHidden ? undefined : label}
      aria-label={isLabelHidden ? label : undefined}
      data-testid={testId}
      size="xs"
      value={draft ?? value ?? ''}
      min={min}
      max={max}
      step={step}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={min === undefined || min < 0}
      clampBehavior="none"
      suffix={suffix}
      placeholder={placeholder}
      disabled={disabled}
      onFocus={() => setDraft(value ?? '')}
      onBlur={() => {
        setDraft(null);
        gesture.end();
      }}
      onChange={(raw) => {
        setDraft(raw);
        if (raw === '' && onClear) {
          onClear(gesture.id());
          return;
        }
        const parsed = parseNumberField(raw, range);
        if (parsed !== undefined) onValue(parsed, gesture.id());
      }}
    />
  );
}
