import { Modal } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authProvidersQueryOptions } from '../api/auth-providers-query-options.ts';
import { loginDialog } from '../../../ui/login-dialog/login-dialog-store.ts';
import { LoginFromQuery, useAuthQuery } from './login-from-query.tsx';
import { LoginPanel } from './login-panel.tsx';

/** Spec §2: 820 wide. */
const LOGIN_DIALOG_WIDTH_PX = 820;

/**
 * The login dialog, mounted once in the app providers and opened with
 * `openLogin()`. Clicking outside never closes it; the close icon and Escape
 * do, unless it was opened with `closable: false`. Each opening starts fresh.
 * The social providers are asked for as the app starts, so the first opening
 * usually finds them known. `?auth=sign-in|sign-up` opens it (links from the public site).
 */
export function LoginDialog() {
  const { t } = useTranslation();
  usePrefetchQuery(authProvidersQueryOptions());
  const authQuery = useAuthQuery();
  const request = loginDialog.useCurrent();
  const shown = loginDialog.useLatest();
  const isClosable = shown?.payload.closable ?? true;

  return (
    <>
      {authQuery !== null && <LoginFromQuery requested={authQuery} />}
      <Modal.Root
        opened={request !== null}
        onClose={loginDialog.dismiss}
        size={LOGIN_DIALOG_WIDTH_PX}
        centered
        closeOnClickOutside={false}
        closeOnEscape={isClosable}
        radius="lg"
      >
        <Modal.Overlay backgroundOpacity={0.5} blur={2} />
        <Modal.Content data-testid="login-dialog" style={{ overflow: 'hidden' }}>
          {isClosable && <Modal.CloseButton aria-label={t('auth.close')} pos="absolute" top={12} right={12} style={{ zIndex: 1 }} />}
          <Modal.Body p={0}>{shown && <LoginPanel key={shown.id} initialMode={shown.payload.mode} onSignedIn={() => loginDialog.settle(true)} />}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
