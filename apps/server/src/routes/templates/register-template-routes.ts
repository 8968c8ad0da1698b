import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isSiteVideoRenderingOn } from '../../services/site-videos/site-video-library.ts';
import type { TemplateLibrary } from '../../services/templates/template-library.ts';
import { registerGetTemplateDetail } from './get-template-detail.ts';
import { registerListTemplates } from './list-templates.ts';
import { registerUseTemplate } from './use-template.ts';

/**
 * `/template/list`, `/template/detail` and `/template/use` over the template
 * library (read by buildApp: a broken template file stops the server's
 * start). Previews render on start where site videos do (SITE_VIDEOS; never
 * in tests), queued once the app is ready.
 */
export function registerTemplateRoutes(app: FastifyInstance, context: AppContext, library: TemplateLibrary): void {
  if (isSiteVideoRenderingOn(context.runtime.config)) {
    app.addHook('onReady', async () => {
      // Queueing must not hold the server's start: it runs beside the first requests.
      void library.start().catch((error: unknown) => context.runtime.logger.error({ err: error }, 'templates: could not queue their previews'));
    });
  }
  app.addHook('onClose', async () => library.stop());
  registerListTemplates(app, context, library);
  registerGetTemplateDetail(app, context, library);
  registerUseTemplate(app, context, library);
}
