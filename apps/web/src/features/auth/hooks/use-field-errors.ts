import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthValidationKey } from '../state/auth-validators.ts';

export interface FieldErrors<Field extends string> {
  /** The translated message under the field, once it was left or its form submitted. */
  errorOf: (field: Field) => string | undefined;
  /** Call on blur: from then on the field's message follows every keystroke. */
  reveal: (field: Field) => void;
  /** Reveals `fields` and says whether all of them are valid now. */
  check: (fields: Field[]) => boolean;
}

/**
 * Inline validation (DESIGN.md: validation inline under the field): each
 * render passes the current verdicts; a field's message shows after the
 * field is first left or the form is first submitted.
 */
export function useFieldErrors<Field extends string>(verdicts: Record<Field, AuthValidationKey | null>): FieldErrors<Field> {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<ReadonlySet<Field>>(() => new Set());

  const revealAll = (fields: Field[]) =>
    setRevealed((previous) => (fields.every((field) => previous.has(field)) ? previous : new Set([...previous, ...fields])));

  return {
    errorOf: (field) => {
      const verdict = verdicts[field];
      return revealed.has(field) && verdict ? t(`auth.validation.${verdict}`) : undefined;
    },
    reveal: (field) => revealAll([field]),
    check: (fields) => {
      revealAll(fields);
      return fields.every((field) => verdicts[field] === null);
    },
  };
}
