import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import type { DigitalPersonRow } from '@talkreel/platform';
import { demoTemplateNames, fillTemplate, parseTemplateFile, type Template } from '@talkreel/templates';
import type { Workspace } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { coverKeyOf, ensureCovers } from '../avatars/avatar-media.ts';
import { findSiteVideoRender, queueSiteVideoRender } from '../site-videos/queue-site-video-render.ts';
import { readTemplateMedia, storeTemplateMedia, type TemplateMediaFile } from './template-media.ts';
import { templatePreviewCacheKey, templatePreviewKeys, type TemplatePreviewKeys } from './template-preview-keys.ts';
import { storeTemplatePreview } from './store-template-preview.ts';

/** content/templates of this repository. */
export const defaultTemplatesDirectory = fileURLToPath(new URL('../../../../../content/templates', import.meta.url));

/** How often a server that queued previews looks whether their renders finished. */
const pollIntervalMs = 5_000;

/** A template as this server serves it: checked, its media stored, its defaults filled, its preview keyed. */
export interface LoadedTemplate {
  template: Template;
  /** The template filled with its defaults: the detail's workspace, and what the preview renders. */
  workspace: Workspace;
  cacheKey: string;
  previewKeys: TemplatePreviewKeys;
  /** Its media files by their name in the template (`media/lamp.jpg`) → storage key. */
  mediaKeys: ReadonlyMap<string, string>;
}

/** What an avatar variable needs of a person row. */
export const templateAvatarOf = (person: DigitalPersonRow) => ({ stillKey: coverKeyOf(person), lookId: person.look_id ?? person.id, design: person.design });

/**
 * The templates of `content/templates` (or another directory, for tests):
 * read and checked once when the server starts (a broken file stops the
 * start, naming the file and what is wrong), their media stored as the
 * library's files, and (with `start`) their previews rendered once at low
 * priority through the render queue, under a cache key of the filled
 * workspace. Several server processes may each run one: the database
 * decides who queues, and storing a finished preview twice is harmless.
 */
export class TemplateLibrary {
  readonly #templates = new Map<string, LoadedTemplate>();
  readonly #ready = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #isStopped = false;

  private constructor(private readonly context: AppContext) {}

  /** Reads, checks and stores every template of `directory` (a missing directory is an empty library). */
  static async load(context: AppContext, directory = defaultTemplatesDirectory): Promise<TemplateLibrary> {
    const library = new TemplateLibrary(context);
    const label = directory === defaultTemplatesDirectory ? 'content/templates' : directory;
    const names = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    const files = names
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort();
    const byName = new Map<string, string>();
    const media = new Map<string, TemplateMediaFile>();
    for (const file of files) {
      const fileLabel = `${label}/${file}`;
      const text = await readFile(path.join(directory, file), 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new Error(`${fileLabel}: is not JSON (${(error as Error).message})`);
      }
      const template = parseTemplateFile(file.slice(0, -'.json'.length), json, fileLabel);
      const other = byName.get(template.name);
      if (other) throw new Error(`${fileLabel}: the name "${template.name}" is taken by ${label}/${other}`);
      byName.set(template.name, file);
      for (const mediaFile of template.mediaFiles) {
        if (!media.has(mediaFile)) media.set(mediaFile, await readTemplateMedia(directory, label, mediaFile));
      }
      const workspace = await library.#fillDefaults(template, media, fileLabel);
      const cacheKey = templatePreviewCacheKey(workspace);
      library.#templates.set(template.id, {
        template,
        workspace,
        cacheKey,
        previewKeys: templatePreviewKeys(cacheKey, workspace.scenes.length),
        mediaKeys: new Map(template.mediaFiles.map((mediaFile) => [mediaFile, media.get(mediaFile)!.key])),
      });
    }
    for (const file of media.values()) await storeTemplateMedia(context.runtime, file);
    return library;
  }

  async #fillDefaults(template: Template, media: ReadonlyMap<string, TemplateMediaFile>, fileLabel: string): Promise<Workspace> {
    const { avatars, voices } = this.context.runtime.repositories;
    const persons = new Map<string, DigitalPersonRow>();
    for (const variable of template.variables) {
      if (variable.type === 'avatar') {
        const person = await avatars.findPublic(variable.default);
        if (!person) throw new Error(`${fileLabel}: variable "${variable.key}": no library avatar ${variable.default} (content/avatars/library.json)`);
        persons.set(variable.default, person);
      }
      if (variable.type === 'voice' && !(await voices.findById(variable.default))) {
        throw new Error(`${fileLabel}: variable "${variable.key}": no public voice ${variable.default}`);
      }
    }
    const avatarOf = (id: string) => {
      const person = persons.get(id);
      return person && templateAvatarOf(person);
    };
    return fillTemplate(template, {}, { avatar: avatarOf, mediaKey: (file) => media.get(file)!.key });
  }

  /**
   * Every template in library order: the site's demo list first
   * (`demoTemplateNames`, in its order: what the gallery opens on), then the
   * rest by file name.
   */
  all(): LoadedTemplate[] {
    const demoRank = (name: string) => {
      const rank = (demoTemplateNames as readonly string[]).indexOf(name);
      return rank === -1 ? demoTemplateNames.length : rank;
    };
    // Stable: templates outside the demo list keep their file-name order.
    return [...this.#templates.values()].sort((first, second) => demoRank(first.template.name) - demoRank(second.template.name));
  }

  find(id: string): LoadedTemplate | undefined {
    return this.#templates.get(id);
  }

  /** The stored preview of a template; undefined while it is not rendered. */
  async findPreview(id: string): Promise<TemplatePreviewKeys | undefined> {
    const loaded = this.#templates.get(id);
    if (!loaded) return undefined;
    if (this.#ready.has(id)) return loaded.previewKeys;
    // The MP4 is stored after its stills: when it is there, all are.
    if (!(await this.context.runtime.storage.stat(loaded.previewKeys.videoKey))) return undefined;
    this.#ready.add(id);
    return loaded.previewKeys;
  }

  /**
   * Queues a preview render for every template without a stored one (in the
   * background, once across processes), then stores each finished render's
   * MP4, cover and scene thumbnails under its cache key. Returns once
   * everything is queued.
   */
  async start(): Promise<void> {
    const { runtime } = this.context;
    const pending = new Map<string, LoadedTemplate>();
    for (const loaded of this.#templates.values()) {
      if (await this.findPreview(loaded.template.id)) continue;
      for (const variable of loaded.template.variables) {
        if (variable.type !== 'avatar') continue;
        const person = await runtime.repositories.avatars.findPublic(variable.default);
        if (person) await ensureCovers(this.context, person);
      }
      const taskId = await queueSiteVideoRender(this.context, { name: renderNameOf(loaded), cacheKey: loaded.cacheKey, workspace: loaded.workspace });
      runtime.logger.info({ template: loaded.template.id, cacheKey: loaded.cacheKey, taskId }, 'template preview render queued');
      pending.set(loaded.template.id, loaded);
    }
    if (pending.size > 0) this.#poll(pending);
  }

  #poll(pending: Map<string, LoadedTemplate>): void {
    if (this.#isStopped) return;
    this.#timer = setTimeout(() => {
      void this.#collect(pending)
        .catch((error: unknown) => this.context.runtime.logger.error({ err: error }, 'templates: could not collect finished previews'))
        .finally(() => {
          if (pending.size > 0) this.#poll(pending);
        });
    }, pollIntervalMs);
    this.#timer.unref();
  }

  async #collect(pending: Map<string, LoadedTemplate>): Promise<void> {
    const { runtime } = this.context;
    for (const loaded of [...pending.values()]) {
      if (this.#isStopped) return;
      const { id } = loaded.template;
      if (await this.findPreview(id)) {
        pending.delete(id);
        continue;
      }
      const render = await findSiteVideoRender(runtime.repositories.renders, renderNameOf(loaded), loaded.cacheKey);
      if (render?.status === 'done') {
        await storeTemplatePreview(runtime, RenderWorkspaceResultSchema.parse(render.result), loaded.previewKeys);
        runtime.logger.info({ template: id, cacheKey: loaded.cacheKey }, 'template preview stored');
        pending.delete(id);
      } else if (!render || render.status === 'failed' || render.status === 'cancelled') {
        runtime.logger.error({ template: id, taskId: render?.taskId }, 'template preview render did not finish: it is queued again on the next start');
        pending.delete(id);
      }
    }
  }

  stop(): void {
    this.#isStopped = true;
    clearTimeout(this.#timer);
  }
}

/** The name its preview render's project is found by (beside the site videos', which share the render path). */
const renderNameOf = (loaded: LoadedTemplate) => `template ${loaded.template.id}`;
