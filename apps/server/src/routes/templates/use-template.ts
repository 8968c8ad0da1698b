import type { FastifyInstance } from 'fastify';
import { useTemplateRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import type { TemplateLibrary } from '../../services/templates/template-library.ts';
import { useTemplate } from '../../services/templates/use-template.ts';
import { registerRoute } from '../register-route.ts';

export function registerUseTemplate(app: FastifyInstance, context: AppContext, library: TemplateLibrary): void {
  registerRoute(app, useTemplateRoute, async (request) => {
    const user = requireSessionUser(request);
    const { projectId, index } = await useTemplate(context, library, user, request.body);
    return { project_id: projectId, index };
  });
}
