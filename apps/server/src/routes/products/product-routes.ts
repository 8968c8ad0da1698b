import type { FastifyInstance } from 'fastify';
import {
  analyzeProductRoute,
  createManualProductRoute,
  createProductVideoRoute,
  getProductRoute,
  saveProductRoute,
  writeProductScriptsRoute,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { analyzeProductLink, createManualProduct, getProduct, saveProduct } from '../../services/products/product-records.ts';
import { createProductVideo, writeProductScripts } from '../../services/products/product-video.ts';
import { registerRoute } from '../register-route.ts';

/** The product record (analyse a link as a job, start one by hand, read it, save its form) and its video (three scripts, the workspace). */
export function registerProductRoutes(api: FastifyInstance, context: AppContext): void {
  registerRoute(api, analyzeProductRoute, async (request) => analyzeProductLink(context, requireSessionUser(request), request.body));
  registerRoute(api, createManualProductRoute, async (request) => createManualProduct(context, requireSessionUser(request)));
  registerRoute(api, getProductRoute, async (request) => getProduct(context, requireSessionUser(request), request.query.id));
  registerRoute(api, saveProductRoute, async (request) => saveProduct(context, requireSessionUser(request), request.body));
  registerRoute(api, writeProductScriptsRoute, async (request) => writeProductScripts(context, requireSessionUser(request), request.body));
  registerRoute(api, createProductVideoRoute, async (request) => createProductVideo(context, requireSessionUser(request), request.body));
}
