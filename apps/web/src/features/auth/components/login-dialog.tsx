import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loginDialog } from '../state/login-dialog-store.ts';
import { LoginPanel } from './login-panel.tsx';

/** Spec §2: 820 wide. */
const LOGIN_DIALOG_WIDTH_PX = 820;

/**
 * The login dialog, mounted once in the app providers and opened with
 * `openLogin()`. Clicking outside never closes it; the close icon and Escape
 * do, unless it was opened with `closable: false`. Each opening starts fresh.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const request = loginDialog.useCurrent();
  const shown = loginDialog.useLatest();
  const isClosable = shown?.payload.closable ?? true;

  return (
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
  );
}
