import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is reachable by keyboard and
 * says what it will do ('Show password' / 'Hide password').
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? t('auth.hidePassword') : t('auth.showPassword'),
        'aria-pressed': isVisible,
        tabIndex: 0,
      }}
    />
  );
}
