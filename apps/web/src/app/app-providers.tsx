import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CaptchaDialog } from '../features/auth/components/captcha-dialog.tsx';
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { CreditsConfirmDialog } from '../features/credits/components/credits-confirm-dialog.tsx';
import { ensureSession } from '../ui/session/api/ensure-session.ts';
import { VoiceDialog } from '../features/voices/components/voice-dialog.tsx';
import { GlobalLoadingOverlay } from '../ui/global-loading-overlay/global-loading-overlay.tsx';
import { UploadSessionContext, type UploadSession } from '../ui/upload-widget/upload-session-context.ts';
import { appCssVariablesResolver, appTheme } from './app-theme.ts';
import notificationClasses from './app-notifications.module.css';
import { createAppQueryClient } from './query-client.ts';

const uploadSession: UploadSession = { ensureSession };

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
      {/* Top right, below the top bar (app-notifications.module.css): never over the credit balance and the account menu. */}
      <Notifications position="top-right" limit={4} zIndex={1000} classNames={{ root: notificationClasses.root }} />
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
