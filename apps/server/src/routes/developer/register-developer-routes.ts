import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerApiKeyRoutes } from './api-key-routes.ts';
import { registerWebhookDeliveryRoutes } from './webhook-delivery-routes.ts';
import { registerWebhookEndpointRoutes } from './webhook-endpoint-routes.ts';

/** The developer area: API keys (`/v1/api-keys`) and webhooks (`/v1/webhooks`). */
export function registerDeveloperRoutes(app: FastifyInstance, context: AppContext): void {
  registerApiKeyRoutes(app, context);
  registerWebhookEndpointRoutes(app, context);
  registerWebhookDeliveryRoutes(app, context);
}
