import { allJobDefinitions } from '@talkreel/jobs';
import type { AnyRunnableJob, Runtime } from '@talkreel/platform';
import { createAnalyzeProductHandler } from './handlers/analyze-product.handler.ts';
import { createConvertMovHandler } from './handlers/convert-mov.handler.ts';
import { createCreateVoiceHandler } from './handlers/create-voice.handler.ts';
import { createDubVideoHandler } from './handlers/dub-video.handler.ts';
import { createGenerateLooksHandler } from './handlers/generate-looks.handler.ts';
import { createRenderWorkspaceHandler } from './handlers/render-workspace.handler.ts';
import { createSendMailHandler, type MailSender } from './handlers/send-mail.handler.ts';
import { createSpeakPersonHandler } from './handlers/speak-person.handler.ts';
import { createTranscribeVideoHandler } from './handlers/transcribe-video.handler.ts';
import { createTranslateVideoHandler } from './handlers/translate-video.handler.ts';
import { createWebhookDeliveryHandler } from './handlers/webhook-delivery.handler.ts';
import { createWriteScriptHandler } from './handlers/write-script.handler.ts';
import type { Engines } from './engines.ts';

/** Every job of the product with its handler, built on one runtime; `mailer` sends the notices jobs queue. */
export function createJobHandlers(runtime: Runtime, engines: Engines, mailer: MailSender): AnyRunnableJob[] {
  const handlers: AnyRunnableJob[] = [
    createConvertMovHandler(runtime),
    createRenderWorkspaceHandler(runtime, engines),
    createCreateVoiceHandler(runtime, engines.speech),
    createGenerateLooksHandler(runtime, engines.images),
    createWriteScriptHandler(runtime, engines.writers),
    createSpeakPersonHandler(runtime, engines.speech),
    createAnalyzeProductHandler(runtime),
    createWebhookDeliveryHandler(runtime),
    createSendMailHandler(mailer),
    createTranslateVideoHandler(runtime, engines),
    createTranscribeVideoHandler(runtime, engines),
    createDubVideoHandler(runtime, engines),
  ];
  // A definition without a handler would wait in its queue forever: refuse to start instead.
  const missing = allJobDefinitions.filter((definition) => !handlers.some((handler) => handler.name === definition.name));
  if (missing.length > 0) throw new Error(`No handler for job ${missing.map((definition) => definition.name).join(', ')}`);
  return handlers;
}
