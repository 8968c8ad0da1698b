import type { Runtime } from '@talkreel/platform';
import type { VerifiedIdentity } from './services/auth/verify-google-id-token.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { VoiceServices } from './services/voices/create-voice-services.ts';

/** What every plugin and route of the server is built on. */
export interface AppContext {
  runtime: Runtime;
  mailer: Mailer;
  voices: VoiceServices;
  /** Set when GOOGLE_CLIENT_ID is configured. */
  verifyGoogleIdToken: ((idToken: string) => Promise<VerifiedIdentity>) | undefined;
  /** The built web app to serve at `/`, if there is one. */
  webDistDir: string | undefined;
}
