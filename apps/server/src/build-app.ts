import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BusinessCode, UPLOAD_RULES } from '@talkreel/contract';
import type { AppContext } from './app-context.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { envelopePlugin, failure } from './plugins/envelope.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { rejectZeroBytesPlugin } from './plugins/reject-zero-bytes.ts';
import { RouteMethodIndex } from './plugins/route-method-index.ts';
import { answerClientError, requestEdgesPlugin } from './plugins/request-edges.ts';
import { sessionPlugin } from './plugins/session.ts';
import { apiKeyPlugin } from './plugins/api-key-auth.ts';
import { registerDeveloperRoutes } from './routes/developer/register-developer-routes.ts';
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
import { registerBillingRoutes } from './routes/billing/register-billing-routes.ts';
import { registerGetCreditLedger } from './routes/credits/get-credit-ledger.ts';
import { registerGetDevCaptcha } from './routes/dev/get-dev-captcha.ts';
import { registerGetDevOutbox } from './routes/dev/get-dev-outbox.ts';
import { registerGrantOperatorCredits } from './routes/operator/grant-operator-credits.ts';
import { registerConvertUpload } from './routes/files/convert-upload.ts';
import { registerGetFile } from './routes/files/get-file.ts';
import { registerPutSignedUpload } from './routes/files/put-signed-upload.ts';
import { registerSignUpload } from './routes/files/sign-upload.ts';
import { registerUploadFile } from './routes/files/upload-file.ts';
import { registerBatchRender } from './routes/projects/batch-render.ts';
import { registerDeleteProject } from './routes/projects/delete-project.ts';
import { registerGetRenderStatus } from './routes/projects/get-render-status.ts';
import { registerGetWorkspace } from './routes/projects/get-workspace.ts';
import { registerListProjects } from './routes/projects/list-projects.ts';
import { registerRenameProject } from './routes/projects/rename-project.ts';
import { registerSaveWorkspace } from './routes/projects/save-workspace.ts';
import { registerSpeakPerson } from './routes/projects/speak-person.ts';
import { registerGetPersonSpeech } from './routes/projects/get-person-speech.ts';
import { registerSubmitRenderTasks } from './routes/projects/submit-render-tasks.ts';
import { registerCreateAvatarFromLook } from './routes/avatars/create-avatar-from-look.ts';
import { registerCreateTalkingAvatar } from './routes/avatars/create-talking-avatar.ts';
import { registerListAvatars } from './routes/avatars/list-avatars.ts';
import { registerLookRoutes } from './routes/looks/look-routes.ts';
import { registerCheckTalkingPhoto } from './routes/talking-photo/check-talking-photo.ts';
import { registerCreateTalkingPhoto } from './routes/talking-photo/create-talking-photo.ts';
import { registerListTalkingPhotoPersons } from './routes/talking-photo/list-talking-photo-persons.ts';
import { registerRemoveTalkingPhotoPerson } from './routes/talking-photo/remove-talking-photo-person.ts';
import { registerScriptRoutes, registerSampleArticlePages } from './routes/scripts/script-routes.ts';
import { defaultFeaturePageSource, listFeatureSitemapPages, loadFeaturePages } from '@talkreel/site';
import { registerBlogPages } from './routes/site/blog-pages.ts';
import { registerFeaturePages } from './routes/site/feature-pages.ts';
import { createSiteOrigin } from './routes/site/site-origin.ts';
import { registerGetCmsPage } from './routes/site/get-cms-page.ts';
import { registerSiteVideos } from './routes/site/site-videos.ts';
import { SiteVideoLibrary } from './services/site-videos/site-video-library.ts';
import { registerListCmsBlogs } from './routes/site/list-cms-blogs.ts';
import { registerTemplateRoutes } from './routes/templates/register-template-routes.ts';
import { siteTemplateCards } from './services/templates/site-template-cards.ts';
import { TemplateLibrary } from './services/templates/template-library.ts';
import { registerBatchCreateRoutes } from './routes/batches/batch-create-routes.ts';
import { registerBatchDownloadRoutes } from './routes/batches/batch-download-routes.ts';
import { registerBatchStatusRoutes } from './routes/batches/batch-status-routes.ts';
import { registerProductRoutes } from './routes/products/product-routes.ts';
import { registerTranslationRoutes } from './routes/translation/translation-routes.ts';
import { registerGetHealth } from './routes/system/get-health.ts';
import { registerCloneVoice } from './routes/voices/clone-voice.ts';
import { registerFavoriteVoices } from './routes/voices/favorite-voices.ts';
import { registerGetCloneVoiceStatus } from './routes/voices/get-clone-voice-status.ts';
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

/**
 * Off unless configured: believing anyone's X-Forwarded-For would let a client
 * pick its own IP and dodge every per-IP limit. A hop count trusts the nearest
 * N hops whatever their address (Fastify's own number form now trusts none),
 * so it suits a server only its proxies can reach; addresses are safer.
 */
function toFastifyTrustProxy(trustProxy: false | number | string[]): boolean | string[] | ((address: string, hopIndex: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hopIndex) => hopIndex < trustProxy;
}

const largestUploadBytes = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** The HTTP server: the API under `/api`, signed files under `/files`, the web app at `/`. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  // Read first: a broken template file stops the start before anything listens.
  const templates = await TemplateLibrary.load(context, context.templatesDirectory);
  const app = Fastify({
    // A longer path parameter is refused before routing (40000); voice ids are at most 120 characters.
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    // Room above MAX_URL_CHARS (16 KB), so an overlong URL reaches the 41400 check; beyond 32 KB Node answers 43100.
    http: { maxHeaderSize: 32 * 1024 },
    // Malformed percent-encoding or an overlong parameter in the path: refused before routing, with the envelope.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send(failure(BusinessCode.invalidInput, 'The address is not valid: a part of it is too long or wrongly percent-encoded.'));
    },
    loggerInstance: context.runtime.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    trustProxy: toFastifyTrustProxy(context.runtime.config.TRUST_PROXY),
    // One access-log line per request (accessLogPlugin) instead of Fastify's two with the whole request in each.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const routeMethods = new RouteMethodIndex();
  app.addHook('onRoute', routeMethods.add);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(accessLogPlugin);
  await app.register(envelopePlugin);
  await app.register(requestEdgesPlugin);
  await app.register(rejectZeroBytesPlugin);
  await registerOpenApi(app);
  // Our own byte counter enforces each purpose's limit; this cap only stops runaway streams.
  await app.register(multipart, { limits: { fileSize: largestUploadBytes + 1, files: 1, fields: 10 } });
  await app.register(sessionPlugin, context);
  await app.register(apiKeyPlugin, context);
  // One library for the video routes, the pages and their CMS content: the pages leave out the site videos this server cannot make.
  const siteVideos = new SiteVideoLibrary(context);
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
      await registerGrantOperatorCredits(api, context);
      await registerBillingRoutes(api, context);
      registerUploadFile(api, context);
      registerSignUpload(api, context);
      await registerPutSignedUpload(api, context);
      registerConvertUpload(api, context);
      registerListProjects(api, context);
      registerGetWorkspace(api, context);
      registerSaveWorkspace(api, context);
      registerSpeakPerson(api, context);
      registerGetPersonSpeech(api, context);
      await registerBatchRender(api, context);
      registerSubmitRenderTasks(api, context);
      registerGetRenderStatus(api, context);
      registerRenameProject(api, context);
      registerDeleteProject(api, context);
      registerCreateTalkingPhoto(api, context);
      registerCheckTalkingPhoto(api, context);
      registerLookRoutes(api, context);
      registerListAvatars(api, context);
      registerCreateAvatarFromLook(api, context);
      registerCreateTalkingAvatar(api, context);
      registerListTalkingPhotoPersons(api, context);
      registerRemoveTalkingPhotoPerson(api, context);
      registerSearchPublicVoices(api, context);
      registerGetVoiceFilterOptions(api, context);
      registerSavePublicVoice(api, context);
      registerGetVoiceByTimbre(api, context);
      registerFavoriteVoices(api, context);
      registerListMyVoices(api, context);
      registerCloneVoice(api, context);
      registerGetCloneVoiceStatus(api, context);
      registerPreviewVoice(api, context);
      registerGetDefaultVoice(api, context);
      registerGetVoiceAudition(api, context);
      registerScriptRoutes(api, context);
      registerTemplateRoutes(api, context, templates);
      registerBatchCreateRoutes(api, context, templates);
      registerBatchStatusRoutes(api, context);
      registerBatchDownloadRoutes(api, context);
      registerProductRoutes(api, context);
      registerTranslationRoutes(api, context);
      registerListCmsBlogs(api);
      registerGetCmsPage(api, { unmadeVideos: () => siteVideos.findUnmade() });
      registerDeveloperRoutes(api, context);
    },
    { prefix: '/api' },
  );
  registerGetFile(app, context);
  registerSampleArticlePages(app);
  const siteOrigin = createSiteOrigin(context.runtime.config, app.log);
  registerFeaturePages(app, {
    origin: siteOrigin,
    templates: () => siteTemplateCards(context, templates),
    unmadeVideos: () => siteVideos.findUnmade(),
  });
  registerSiteVideos(app, context, siteVideos);
  registerBlogPages(app, { origin: siteOrigin, sitemapPages: async () => listFeatureSitemapPages(await loadFeaturePages(defaultFeaturePageSource)) });
  await registerWebApp(app, context.webDistDir, routeMethods);
  return app;
}
