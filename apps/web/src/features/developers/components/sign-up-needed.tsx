import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';

/** A guest's page: keys and endpoints belong to signed-up accounts (the server refuses a guest's with 40300). */
export function SignUpNeeded() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" icon={<IconLock aria-hidden />} title={t('developers.signUpNeeded.title')} data-testid="developers-sign-up-needed">
      <Text size="sm" mb="sm">
        {t('developers.signUpNeeded.body')}
      </Text>
      <Button size="xs" onClick={() => void openLogin()}>
        {t('developers.signUpNeeded.action')}
      </Button>
    </Alert>
  );
}
