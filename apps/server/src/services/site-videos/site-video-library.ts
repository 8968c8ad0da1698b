import { defaultFeaturePageSource } from '@talkreel/site';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import { type Config, type DigitalPersonRow } from '@talkreel/platform';
import type { WorkspaceInput } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ensureCovers } from '../avatars/avatar-media.ts';
import { buildSiteVideoWorkspace } from './build-site-video-workspace.ts';
import { findSiteVideoRender, queueSiteVideoRender } from './queue-site-video-render.ts';
import { readSiteVideoRecipes } from './read-site-video-recipes.ts';
import { siteVideoCacheKey, siteVideoStorageKeys } from './site-video-cache-key.ts';
import { readSiteVideoPhoto, sitePhotosDirectoryOf, storeSiteVideoPhoto, type SiteVideoPhotoFile } from './site-video-photo.ts';
import { avatarsOf, type ScriptedSiteVideoRecipe, type SiteVideoRecipe, type TranslationSiteVideoRecipe } from './site-video-recipe.ts';
import { createStoredTranslationMemory } from './site-video-translation-memory.ts';
import { storeSiteVideoFiles } from './store-site-video-files.ts';
import { translateSiteVideoWorkspace } from './translate-site-video-workspace.ts';

/** How often a server that queued site videos looks whether their renders finished. */
const pollIntervalMs = 5_000;
/** How long one site video's translation may take (Apertium takes about a second; a language model that does not answer must not hold the pages). */
const translationTimeoutMs = 30_000;

/**
 * Whether this process renders the site videos on start: SITE_VIDEOS when
 * set, else everywhere but tests (NODE_ENV=test), which must never pay for
 * rendering them.
 */
export const isSiteVideoRenderingOn = (config: Pick<Config, 'SITE_VIDEOS' | 'NODE_ENV'>): boolean => config.SITE_VIDEOS ?? config.NODE_ENV !== 'test';

/** A site video as this server knows it: its recipe, the workspace the recipe makes, that workspace's cache key, and the photograph it animates, if any. */
export interface ResolvedSiteVideo {
  name: string;
  recipe: SiteVideoRecipe;
  workspace: WorkspaceInput;
  cacheKey: string;
  photo?: SiteVideoPhotoFile;
}

/** The site videos of the recipes: those this server can make, and those it cannot, each with the reason (a translation without a way between its languages here). */
interface ResolvedSiteVideos {
  videos: Map<string, ResolvedSiteVideo>;
  unmade: Map<string, string>;
}

/** A site video ready to serve: the storage keys of its MP4 and poster. */
export interface ReadySiteVideo {
  cacheKey: string;
  videoKey: string;
  posterKey: string;
}

/**
 * The site videos of `content/site/videos`: their cache keys, whether a
 * finished render is stored, and (with `start`) the renders that make the
 * missing ones. Several server processes may run one each: the database
 * decides who queues, and storing a finished video twice is harmless.
 */
export class SiteVideoLibrary {
  #resolved: Promise<ResolvedSiteVideos> | undefined;
  readonly #ready = new Map<string, ReadySiteVideo>();
  #timer: NodeJS.Timeout | undefined;
  #isStopped = false;

  constructor(
    private readonly context: AppContext,
    private readonly videosDirectory = defaultFeaturePageSource.videosDirectory,
    private readonly photosDirectory = sitePhotosDirectoryOf(videosDirectory),
  ) {}

  /**
   * Every recipe built into its workspace and keyed, once per process (the
   * avatar library is seeded before the app is built). A translation this
   * server cannot make is left out, with one warning naming it and why.
   */
  async resolveAll(): Promise<Map<string, ResolvedSiteVideo>> {
    return (await this.#resolveOnce()).videos;
  }

  /** The site videos this server cannot make, by name, each with the reason; the pages leave them out and their addresses answer 404. */
  async findUnmade(): Promise<ReadonlyMap<string, string>> {
    return (await this.#resolveOnce()).unmade;
  }

  #resolveOnce(): Promise<ResolvedSiteVideos> {
    this.#resolved ??= this.#resolve().catch((error: unknown) => {
      this.#resolved = undefined;
      throw error;
    });
    return this.#resolved;
  }

  async #resolve(): Promise<ResolvedSiteVideos> {
    const recipes = await readSiteVideoRecipes(this.videosDirectory);
    const videos = new Map<string, ResolvedSiteVideo>();
    const unmade = new Map<string, string>();
    // Translations last: each is built from its source's workspace.
    for (const [name, recipe] of recipes) if (recipe.kind !== 'translation') videos.set(name, await this.#build(name, recipe));
    for (const [name, recipe] of recipes) {
      if (recipe.kind !== 'translation') continue;
      try {
        videos.set(name, await this.#translate(name, recipe, videos.get(recipe.source)!));
      } catch (error) {
        const reason = (error as Error).message;
        unmade.set(name, reason);
        this.context.runtime.logger.warn(
          { siteVideo: name, source: recipe.source, language: recipe.language, err: error },
          `site video ${name} cannot be made on this server, so the pages leave it out: ${reason}`,
        );
      }
    }
    return { videos, unmade };
  }

  async #build(name: string, recipe: ScriptedSiteVideoRecipe): Promise<ResolvedSiteVideo> {
    const rows = new Map<string, DigitalPersonRow>();
    for (const avatar of avatarsOf(recipe)) {
      const row = await this.context.runtime.repositories.avatars.findPublic(avatar);
      if (!row) throw new Error(`content/site/videos/${name}.json: no library avatar ${avatar}`);
      rows.set(avatar, row);
    }
    const photo = recipe.kind === 'talking-photo' && recipe.photo ? await readSiteVideoPhoto(this.photosDirectory, recipe.photo.file) : undefined;
    const workspace = buildSiteVideoWorkspace(recipe, rows, new Map(photo ? [[photo.file, photo]] : []));
    return { name, recipe, workspace, cacheKey: siteVideoCacheKey(workspace), ...(photo ? { photo } : {}) };
  }

  async #translate(name: string, recipe: TranslationSiteVideoRecipe, source: ResolvedSiteVideo): Promise<ResolvedSiteVideo> {
    const { translators, voiceCatalogue, runtime } = this.context;
    const translated = await translateSiteVideoWorkspace(source.workspace, recipe.language, {
      translators,
      catalogue: voiceCatalogue,
      memory: createStoredTranslationMemory(runtime.storage),
      signal: AbortSignal.timeout(translationTimeoutMs),
    });
    runtime.logger.info(
      { siteVideo: name, source: recipe.source, from: translated.from, to: recipe.language, translator: translated.translator },
      'site video translated',
    );
    const workspace: WorkspaceInput = translated.workspace;
    return { name, recipe, workspace, cacheKey: siteVideoCacheKey(workspace), ...(source.photo ? { photo: source.photo } : {}) };
  }

  /** The stored MP4 and poster of a site video; undefined while it is not rendered (or not a site video at all). */
  async findReady(name: string): Promise<ReadySiteVideo | undefined> {
    const known = this.#ready.get(name);
    if (known) return known;
    const video = (await this.resolveAll()).get(name);
    if (!video) return undefined;
    const keys = siteVideoStorageKeys(video.cacheKey);
    // The video is stored after its poster: when it is there, both are.
    if (!(await this.context.runtime.storage.stat(keys.videoKey))) return undefined;
    const ready = { cacheKey: video.cacheKey, ...keys };
    this.#ready.set(name, ready);
    return ready;
  }

  /**
   * Queues a render for every site video without a stored one (at low
   * priority, once across processes), then stores each finished render's MP4
   * and poster under its cache key. Returns once everything is queued; the
   * storing happens as renders finish.
   */
  async start(): Promise<void> {
    const { logger } = this.context.runtime;
    const pending = new Map<string, ResolvedSiteVideo>();
    for (const video of (await this.resolveAll()).values()) {
      if (await this.findReady(video.name)) continue;
      for (const avatar of avatarsOf(video.recipe)) {
        const row = await this.context.runtime.repositories.avatars.findPublic(avatar);
        if (row) await ensureCovers(this.context, row);
      }
      if (video.photo) await storeSiteVideoPhoto(this.context.runtime, video.photo);
      const taskId = await queueSiteVideoRender(this.context, video);
      logger.info({ siteVideo: video.name, cacheKey: video.cacheKey, taskId }, 'site video render queued');
      pending.set(video.name, video);
    }
    if (pending.size > 0) this.#poll(pending);
  }

  #poll(pending: Map<string, ResolvedSiteVideo>): void {
    if (this.#isStopped) return;
    this.#timer = setTimeout(() => {
      void this.#collect(pending)
        .catch((error: unknown) => this.context.runtime.logger.error({ err: error }, 'site videos: could not collect finished renders'))
        .finally(() => {
          if (pending.size > 0) this.#poll(pending);
        });
    }, pollIntervalMs);
    this.#timer.unref();
  }

  async #collect(pending: Map<string, ResolvedSiteVideo>): Promise<void> {
    const { runtime } = this.context;
    for (const video of [...pending.values()]) {
      if (this.#isStopped) return;
      if (await this.findReady(video.name)) {
        pending.delete(video.name);
        continue;
      }
      const render = await findSiteVideoRender(runtime.repositories.renders, video.name, video.cacheKey);
      if (render?.status === 'done') {
        const result = RenderWorkspaceResultSchema.parse(render.result);
        const startedMs = Date.now();
        await storeSiteVideoFiles(runtime, { videoKey: result.videoKey, coverTimeMs: video.workspace.preview_cover_time ?? 0 }, video.cacheKey);
        runtime.logger.info(
          { siteVideo: video.name, cacheKey: video.cacheKey, durationMs: result.durationMs, storeMs: Date.now() - startedMs },
          'site video stored',
        );
        pending.delete(video.name);
      } else if (!render || render.status === 'failed' || render.status === 'cancelled') {
        runtime.logger.error({ siteVideo: video.name, taskId: render?.taskId }, 'site video render did not finish: it is queued again on the next start');
        pending.delete(video.name);
      }
    }
  }

  stop(): void {
    this.#isStopped = true;
    clearTimeout(this.#timer);
  }
}
