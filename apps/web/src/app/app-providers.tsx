import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CaptchaDialog } from '../features/auth/components/captcha-dialog.tsx';
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { CreditsConfirmDialog } from '../features/credits/components/credits-confirm-dialog.tsx';
import { ensureSession } from '../features/session/api/ensure-session.ts';
import { VoiceDialog } from '../features/voices/components/voice-dialog.tsx';
import { GlobalLoadingOverlay } from '../ui/global-loading-overlay/global-loading-overlay.tsx';
import { UploadSessionContext, type UploadSession } from '../ui/upload-widget/upload-session-context.ts';
import { appCssVariablesResolver, appTheme } from './app-theme.ts';
import { HEADER_HEIGHT_PX } from './layout/app-layout.tsx';
import { createAppQueryClient } from './query-client.ts';

const uploadSession: UploadSession = { ensureSession };
/** Space between the top bar and the first toast. */
const TOAST_GAP_PX = 8;

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Theme, toasts, server state, the router, the upload widget's session hook,
 * and what any screen can open: the login, captcha, credits and voice dialogs
 * (`openLogin()`, `confirmCredits()`, `openVoiceDialog()`) and the global loading overlay.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={appCssVariablesResolver} defaultColorScheme="light">
      {/* Below the top bar, never over the credit balance and the account menu. */}
      <Notifications position="top-right" limit={4} zIndex={1000} styles={{ root: { top: HEADER_HEIGHT_PX + TOAST_GAP_PX } }} />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <UploadSessionContext value={uploadSession}>
            {children}
            <LoginDialog />
            <CaptchaDialog />
            <CreditsConfirmDialog />
            <VoiceDialog />
            <GlobalLoadingOverlay />
          </UploadSessionContext>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
