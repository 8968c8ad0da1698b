import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The login dialog's email input: first field of its form, focused when the form opens. */
export function EmailField({ value, onChange, onBlur, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      data-autofocus
    />
  );
}
