export * from './create-job-handlers.ts';
export * from './start-worker.ts';
export * from './create-engines.ts';
export type * from './engines.ts';
export { scheduleWebhookDispatch } from './webhooks/webhook-dispatcher.ts';
export type { MailSender } from './handlers/send-mail.handler.ts';
