import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createLogger, createRuntime, type JobRunner, type Runtime, type RuntimeOptions } from '@talkreel/platform';
import { createPaymentProvider } from '@talkreel/billing';
import { allJobDefinitions } from '@talkreel/jobs';
import { listCloudVoices, loadVoiceCatalogue, type SpeechEngineSet } from '@talkreel/speech';
// The one place that composes roles: routes and services enqueue by definition (@talkreel/jobs) and never import the worker.
import { createEngines, scheduleWebhookDispatch, startWorker } from '@talkreel/worker';
import { buildApp } from './build-app.ts';
import type { ProductConfig } from './config/product-config.ts';
import { createGoogleIdTokenVerifier } from './services/auth/verify-google-id-token.ts';
import { createOutboxMailer, createSmtpMailer } from './services/mail/mailer.ts';
import { createBillingContext, type BillingContext } from './services/billing/billing-context.ts';
import { scheduleBillingResync } from './services/billing/resync-due-accounts.ts';
import { scheduleMonthlyCredits } from './services/credits/grant-monthly-credits.ts';
import { seedDemoHostPairs } from './services/podcasts/podcast-hosts.ts';
import { seedAvatarLibrary } from './services/avatars/seed-avatar-library.ts';
import { seedCloudVoices } from './services/voices/seed-cloud-voices.ts';
import { seedVoiceLibrary } from './services/voices/seed-voice-library.ts';

export const defaultWebDistDir = path.resolve(fileURLToPath(import.meta.url), '../../../web/dist');

export interface StartedProduct {
  runtime: Runtime;
  app: FastifyInstance | undefined;
  runner: JobRunner | undefined;
  /** The speech engines of this process's routes (on the interactive pool; its jobs get the same engines on the batch pool). */
  speech: SpeechEngineSet;
  /** Payments, when STRIPE_SECRET_KEY is set. */
  billing: BillingContext | undefined;
  /** Stops taking requests and jobs, lets in-flight ones finish (up to graceMs), releases the rest, closes the database. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions extends RuntimeOptions {
  /** `server`: the API (and the worker unless RUN_WORKER=false); `worker`: jobs only. */
  role: 'server' | 'worker';
  webDistDir?: string;
  listen?: boolean;
  /** Where log lines go (default stdout). */
  logDestination?: NodeJS.WritableStream;
  /** The template library's directory (default content/templates). */
  templatesDirectory?: string;
  /** The clock billing syncs decide by (tests: the fake Stripe's); the real one unless given. */
  billingClock?: () => Date;
}

/** Starts Talkreel in this process in one of its two roles. */
export async function startProduct(config: ProductConfig, options: StartOptions): Promise<StartedProduct> {
  const logger = createLogger({
    level: config.LOG_LEVEL,
    name: `talkreel-${options.role}`,
    ...(options.logDestination ? { destination: options.logDestination } : {}),
  });
  // Payments when STRIPE_SECRET_KEY is set: the prices are checked against Stripe before anything opens.
  const paymentProvider = await createPaymentProvider(config);
  const runtime = await createRuntime(config, logger, options);
  // One wiring for both roles: a job speaks with the same engines as an HTTP request, each on its own CPU pool
  // (a preview answers a person and must never wait behind a render or a voice match).
  const engines = createEngines(config, { cpuPool: runtime.interactivePool, ffmpegPath: runtime.ffmpegPath });
  const { speech } = engines;
  await runtime.queue.register(allJobDefinitions);
  const runsWorker = options.role === 'worker' || config.RUN_WORKER;
  const jobEngines = runsWorker ? createEngines(config, { cpuPool: runtime.batchPool, ffmpegPath: runtime.ffmpegPath }) : undefined;
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(runtime.repositories.outboxMail, logger);
  const runner = jobEngines ? await startWorker(runtime, jobEngines, mailer) : undefined;
  const billing = paymentProvider
    ? createBillingContext({
        provider: paymentProvider,
        repositories: runtime.repositories,
        logger,
        ...(options.billingClock ? { now: options.billingClock } : {}),
      })
    : undefined;
  // The month of credits of every plan not paid by subscription, granted by whichever processes run jobs; paid plans' come from their invoices.
  const monthlyCredits = runsWorker ? scheduleMonthlyCredits(runtime.repositories, logger) : undefined;
  const billingResync = runsWorker && billing ? scheduleBillingResync(billing, runtime.repositories, logger) : undefined;
  // Webhook events become deliveries wherever jobs run.
  const webhookDispatch = runsWorker
    ? scheduleWebhookDispatch({ repositories: runtime.repositories, queue: runtime.queue, logger, now: () => new Date() })
    : undefined;
  const voiceCatalogue = options.role === 'server' ? loadVoiceCatalogue() : undefined;
  if (voiceCatalogue) {
    await seedVoiceLibrary(runtime.repositories.voices, voiceCatalogue);
    const cloudVoices = await listCloudVoices(speech.engines, (engine, error) =>
      logger.warn({ err: error, engine }, 'could not list the voices of a speech service'),
    );
    await seedCloudVoices(runtime.repositories.voices, cloudVoices, voiceCatalogue.voices.length);
  }
  if (options.role === 'server') {
    await seedAvatarLibrary(runtime.repositories.avatars);
    await seedDemoHostPairs(runtime.repositories.hostPairs);
  }
  const app =
    options.role === 'server' && voiceCatalogue
      ? await buildApp({
          runtime,
          speech,
          writers: engines.writers,
          translators: engines.translators,
          recognizers: engines.recognizers,
          lipSync: engines.lipSync,
          voiceCatalogue,
          mailer,
          verifyGoogleIdToken: config.GOOGLE_CLIENT_ID
            ? createGoogleIdTokenVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, issuer: config.GOOGLE_ISSUER })
            : undefined,
          webDistDir: options.webDistDir ?? defaultWebDistDir,
          billing,
          ...(options.templatesDirectory ? { templatesDirectory: options.templatesDirectory } : {}),
        })
      : undefined;
  if (app) {
    logger.info(
      paymentProvider
        ? `payments: Stripe, ${paymentProvider.config.plans.length} plans and ${paymentProvider.config.packs.length} credit packs for sale`
        : 'payments are not configured (STRIPE_SECRET_KEY unset): the operator gives credits with `talkreel credits grant`',
    );
  }
  if (app && options.listen !== false) {
    await app.listen({ port: config.PORT, host: config.HOST });
  }
  return {
    runtime,
    app,
    runner,
    speech,
    billing,
    stop: async (graceMs = 10_000) => {
      await app?.close();
      await monthlyCredits?.stop();
      await billingResync?.stop();
      await webhookDispatch?.stop();
      await runner?.stop(graceMs);
      await speech.close();
      await jobEngines?.speech.close();
      await runtime.close();
    },
  };
}
