import type { LipSyncEngineSet } from '@talkreel/face';
import type { Runtime } from '@talkreel/platform';
import type { SpeechEngineSet, VoiceCatalogue } from '@talkreel/speech';
import type { SpeechRecognizerSet } from '@talkreel/transcribe';
import type { TextTranslatorSet } from '@talkreel/translate';
import type { ScriptWriterSet } from '@talkreel/writer';
import type { VerifiedIdentity } from './services/auth/verify-google-id-token.ts';
import type { BillingContext } from './services/billing/billing-context.ts';
import type { Mailer } from './services/mail/mailer.ts';

/** What every plugin and route of the server is built on. */
export interface AppContext {
  runtime: Runtime;
  mailer: Mailer;
  /** The same engines the jobs use (`createEngines`, wired once per role). */
  speech: SpeechEngineSet;
  /** The script writers the jobs write with (`createEngines`): which one writes, and which topic languages they cover. */
  writers: ScriptWriterSet;
  /** Text translation (`createEngines`): Apertium for the pairs installed, a language model when configured. */
  translators: TextTranslatorSet;
  /** Speech recognition of uploads (`createEngines`): pocketsphinx (English) when installed, a Whisper-style service when configured. */
  recognizers: SpeechRecognizerSet;
  /** Lip-sync services (`createEngines`): the translation options say whether a video model re-syncs dubbed uploads. */
  lipSync: LipSyncEngineSet;
  /** The public voice library as content/voices defines it (seeded into the voices table on start). */
  voiceCatalogue: VoiceCatalogue;
  /** Set when GOOGLE_CLIENT_ID is configured. */
  verifyGoogleIdToken: ((idToken: string) => Promise<VerifiedIdentity>) | undefined;
  /** The built web app to serve at `/`, if there is one. */
  webDistDir: string | undefined;
  /** Payments (Stripe), when STRIPE_SECRET_KEY is set; without it the store says payments are not configured. */
  billing?: BillingContext | undefined;
  /** Where the template library is read from (default content/templates; tests pass their own). */
  templatesDirectory?: string;
}
