import type { FastifyInstance } from 'fastify';
import {
  createTranslationRoute,
  dubTranslationRoute,
  getTranslationOptionsRoute,
  getTranslationRoute,
  listTranslationsRoute,
  quoteTranslationRoute,
  saveTranslationSegmentsRoute,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { dubTranslation, saveTranslationReview } from '../../services/translation/review-translation.ts';
import { createTranslation, getTranslationOptions, quoteTranslation } from '../../services/translation/start-translation.ts';
import { getTranslation, listTranslations } from '../../services/translation/translation-record.ts';
import { registerRoute } from '../register-route.ts';

/** Video translation: what it can do here, its price, starting one, reading it, reviewing an upload's transcript and dubbing it. */
export function registerTranslationRoutes(api: FastifyInstance, context: AppContext): void {
  registerRoute(api, getTranslationOptionsRoute, async (request) => {
    requireSessionUser(request);
    return getTranslationOptions(context, request.query.from);
  });
  registerRoute(api, quoteTranslationRoute, async (request) => quoteTranslation(context, requireSessionUser(request), request.body));
  registerRoute(api, createTranslationRoute, async (request) => createTranslation(context, requireSessionUser(request), request.body));
  registerRoute(api, getTranslationRoute, async (request) => getTranslation(context, requireSessionUser(request), request.query.id));
  registerRoute(api, listTranslationsRoute, async (request) => listTranslations(context, requireSessionUser(request), request.query.page, request.query.size));
  registerRoute(api, saveTranslationSegmentsRoute, async (request) => saveTranslationReview(context, requireSessionUser(request), request.body));
  registerRoute(api, dubTranslationRoute, async (request) => dubTranslation(context, requireSessionUser(request), request.body.id));
}
