import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { UPLOAD_RULES } from '@talkreel/contract';
import type { AppContext } from './app-context.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { sessionPlugin } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerCheckCode } from './routes/auth/check-code.ts';
import { registerCreateGuestSession } from './routes/auth/create-guest-session.ts';
import { registerDiscordCode } from './routes/auth/discord-code.ts';
import { registerGetAuthProviders } from './routes/auth/get-auth-providers.ts';
import { registerGetCaptcha } from './routes/auth/get-captcha.ts';
import { registerGoogleToken } from './routes/auth/google-token.ts';
import { registerLogin } from './routes/auth/login.ts';
import { registerLogout } from './routes/auth/logout.ts';
import { registerRegister } from './routes/auth/register.ts';
import { registerResetPassword } from './routes/auth/reset-password.ts';
import { registerSendCode } from './routes/auth/send-code.ts';
import { registerGetCreditLedger } from './routes/credits/get-credit-ledger.ts';
import { registerGetDevCaptcha } from './routes/dev/get-dev-captcha.ts';
import { registerGetDevOutbox } from './routes/dev/get-dev-outbox.ts';
import { registerConvertUpload } from './routes/files/convert-upload.ts';
import { registerGetFile } from './routes/files/get-file.ts';
import { registerPutSignedUpload } from './routes/files/put-signed-upload.ts';
import { registerSignUpload } from './routes/files/sign-upload.ts';
import { registerUploadFile } from './routes/files/upload-file.ts';
import { registerBatchRender } from './routes/projects/batch-render.ts';
import { registerGetRenderStatus } from './routes/projects/get-render-status.ts';
import { registerGetWorkspace } from './routes/projects/get-workspace.ts';
import { registerListProjects } from './routes/projects/list-projects.ts';
import { registerSaveWorkspace } from './routes/projects/save-workspace.ts';
import { registerSubmitRenderTasks } from './routes/projects/submit-render-tasks.ts';
import { registerGetHealth } from './routes/system/get-health.ts';
import { registerCloneVoice } from './routes/voices/clone-voice.ts';
import { registerFavoriteVoices } from './routes/voices/favorite-voices.ts';
import { registerGetDefaultVoice } from './routes/voices/get-default-voice.ts';
import { registerGetVoiceAudition } from './routes/voices/get-voice-audition.ts';
import { registerGetVoiceByTimbre } from './routes/voices/get-voice-by-timbre.ts';
import { registerGetVoiceFilterOptions } from './routes/voices/get-voice-filter-options.ts';
import { registerListMyVoices } from './routes/voices/list-my-voices.ts';
import { registerPreviewVoice } from './routes/voices/preview-voice.ts';
import { registerSavePublicVoice } from './routes/voices/save-public-voice.ts';
import { registerSearchPublicVoices } from './routes/voices/search-public-voices.ts';
import { registerGetUserInfo } from './routes/user/get-user-info.ts';
import { registerGetUserPlan } from './routes/user/get-user-plan.ts';

const largestUploadBytes = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** The HTTP server: the API under `/api`, signed files under `/files`, the web app at `/`. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: context.runtime.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    trustProxy: true,
    // One access-log line per request (accessLogPlugin) instead of Fastify's two with the whole request in each.
    disableRequestLogging: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(accessLogPlugin);
  await app.register(envelopePlugin);
  await registerOpenApi(app);
  // Our own byte counter enforces each purpose's limit; this cap only stops runaway streams.
  await app.register(multipart, { limits: { fileSize: largestUploadBytes + 1, files: 1, fields: 10 } });
  await app.register(sessionPlugin, context);
  await app.register(
    async (api) => {
      registerGetHealth(api, context);
      registerCreateGuestSession(api, context);
      registerLogin(api, context);
      registerSendCode(api, context);
      registerCheckCode(api, context);
      registerRegister(api, context);
      registerResetPassword(api, context);
      registerGoogleToken(api, context);
      registerDiscordCode(api, context);
      registerLogout(api, context);
      registerGetCaptcha(api, context);
      registerGetAuthProviders(api, context);
      registerGetUserInfo(api);
      registerGetUserPlan(api);
      registerGetCreditLedger(api, context);
      registerGetDevOutbox(api, context);
      registerGetDevCaptcha(api, context);
      registerUploadFile(api, context);
      registerSignUpload(api, context);
      await registerPutSignedUpload(api, context);
      registerConvertUpload(api, context);
      registerListProjects(api, context);
      registerGetWorkspace(api, context);
      registerSaveWorkspace(api, context);
      await registerBatchRender(api, context);
      registerSubmitRenderTasks(api, context);
      registerGetRenderStatus(api, context);
      registerSearchPublicVoices(api, context);
      registerGetVoiceFilterOptions(api, context);
      registerSavePublicVoice(api, context);
      registerGetVoiceByTimbre(api, context);
      registerFavoriteVoices(api, context);
      registerListMyVoices(api, context);
      registerCloneVoice(api, context);
      registerPreviewVoice(api, context);
      registerGetDefaultVoice(api, context);
      registerGetVoiceAudition(api, context);
    },
    { prefix: '/api' },
  );
  registerGetFile(app, context);
  await registerWebApp(app, context.webDistDir);
  return app;
}
