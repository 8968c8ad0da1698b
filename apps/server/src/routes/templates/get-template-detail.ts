import type { FastifyInstance } from 'fastify';
import { templateDetailRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { describeTemplate } from '../../services/templates/describe-template.ts';
import type { TemplateLibrary } from '../../services/templates/template-library.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetTemplateDetail(app: FastifyInstance, context: AppContext, library: TemplateLibrary): void {
  registerRoute(app, templateDetailRoute, async (request) => {
    const loaded = library.find(request.query.id);
    if (!loaded) throw ApiError.notFound('No such template');
    return describeTemplate(context, library, loaded);
  });
}
