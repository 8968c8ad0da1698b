import type { AnyJobDefinition } from '@talkreel/platform';
import { analyzeProductJob } from './analyze-product.job.ts';
import { convertMovJob } from './convert-mov.job.ts';
import { createVoiceJob } from './create-voice.job.ts';
import { generateLooksJob } from './generate-looks.job.ts';
import { renderWorkspaceJob } from './render-workspace.job.ts';
import { sendMailJob } from './send-mail.job.ts';
import { speakPersonJob } from './speak-person.job.ts';
import { dubVideoJob, transcribeVideoJob, translateVideoJob } from './translate-video.job.ts';
import { webhookDeliveryJob } from './webhook-delivery.job.ts';
import { writeScriptJob } from './write-script.job.ts';

export * from './analyze-product.job.ts';
export * from './convert-mov.job.ts';
export * from './create-voice.job.ts';
export * from './generate-looks.job.ts';
export * from './render-workspace.job.ts';
export * from './script-options.ts';
export * from './send-mail.job.ts';
export * from './speak-person.job.ts';
export * from './translate-video.job.ts';
export * from './webhook-delivery.job.ts';
export * from './write-script.job.ts';

/** Every job of the product: each process creates their queues; the worker must implement each one. */
export const allJobDefinitions: readonly AnyJobDefinition[] = [
  convertMovJob,
  renderWorkspaceJob,
  createVoiceJob,
  generateLooksJob,
  writeScriptJob,
  speakPersonJob,
  analyzeProductJob,
  webhookDeliveryJob,
  sendMailJob,
  translateVideoJob,
  transcribeVideoJob,
  dubVideoJob,
];
