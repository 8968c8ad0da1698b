import type { FastifyInstance } from 'fastify';
import { templateListRoute } from '@talkreel/contract';
import { findTemplates } from '@talkreel/templates';
import type { AppContext } from '../../app-context.ts';
import { summarizeTemplate } from '../../services/templates/describe-template.ts';
import type { TemplateLibrary } from '../../services/templates/template-library.ts';
import { registerRoute } from '../register-route.ts';

/** The gallery: a page of templates; `show_page` is accepted and lists the same templates everywhere. */
export function registerListTemplates(app: FastifyInstance, context: AppContext, library: TemplateLibrary): void {
  registerRoute(app, templateListRoute, async (request) => {
    const loaded = library.all();
    const found = findTemplates(
      loaded.map((entry) => entry.template),
      request.body,
    );
    return {
      data: await Promise.all(found.templates.map((template) => summarizeTemplate(context, library, library.find(template.id)!))),
      total: found.total,
      page: found.page,
      page_size: found.pageSize,
    };
  });
}
