import type { TemplateDetail, TemplateSummary, TemplateVariable } from '@talkreel/contract';
import { similarTemplates } from '@talkreel/templates';
import type { AppContext } from '../../app-context.ts';
import { withReadUrls } from '../projects/workspace-read-urls.ts';
import type { LoadedTemplate, TemplateLibrary } from './template-library.ts';

/** A template as a gallery card: its preview and cover as read URLs once rendered, '' until then. */
export async function summarizeTemplate(context: AppContext, library: TemplateLibrary, loaded: LoadedTemplate): Promise<TemplateSummary> {
  const { template } = loaded;
  const preview = await library.findPreview(template.id);
  const { storage } = context.runtime;
  return {
    id: template.id,
    name: template.name,
    category: template.category,
    aspect_ratio: template.aspectRatio,
    preview_url: preview ? await storage.createReadUrl(preview.videoKey) : '',
    cover_url: preview ? await storage.createReadUrl(preview.coverKey) : '',
    duration_ms: template.durationMs,
    has_presenter: template.hasPresenter,
  };
}

/**
 * A template in full: its workspace filled with its defaults (media as read
 * URLs, so a browser preview can load them), its variables (an image or
 * video default as the read URL of the template's stored file, which
 * `/template/use` takes back), its scene thumbnails once rendered, and up
 * to 16 similar templates.
 */
export async function describeTemplate(context: AppContext, library: TemplateLibrary, loaded: LoadedTemplate): Promise<TemplateDetail> {
  const { storage } = context.runtime;
  const all = library.all();
  const similar = similarTemplates(
    all.map((other) => other.template),
    loaded.template,
  );
  const preview = await library.findPreview(loaded.template.id);
  const variables: TemplateVariable[] = await Promise.all(
    loaded.template.variables.map(async (variable) => {
      const key = loaded.mediaKeys.get(variable.default);
      return key && (variable.type === 'image' || variable.type === 'video') ? { ...variable, default: await storage.createReadUrl(key) } : variable;
    }),
  );
  return {
    ...(await summarizeTemplate(context, library, loaded)),
    workspace: (await withReadUrls(storage, loaded.workspace as unknown as Record<string, unknown>)).workspace,
    scene_thumbnails: preview ? await Promise.all(preview.thumbnailKeys.map((key) => storage.createReadUrl(key))) : [],
    variables,
    similar_template: await Promise.all(similar.map((template) => summarizeTemplate(context, library, library.find(template.id)!))),
  };
}
