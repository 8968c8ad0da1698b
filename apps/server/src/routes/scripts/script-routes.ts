import type { FastifyInstance } from 'fastify';
import {
  createPodcastHostPairRoute,
  createPodcastRoute,
  createPodcastVideoRoute,
  createTopicScriptRoute,
  createTopicVideoRoute,
  getProjectInfoRoute,
  getSampleLinkRoute,
  getScriptOptionsRoute,
  getTopicScriptRoute,
  listPodcastHostPairsRoute,
  listSampleLinksRoute,
  savePodcastScriptRoute,
  stopTopicScriptRoute,
  topicTones,
} from '@talkreel/contract';
import { sampleProductUrls } from '@talkreel/products';
import { escapeHtml } from '@talkreel/site';
import { loadSampleArticles, readSampleArticleHtml, sampleArticlePathPrefix } from '@talkreel/sources';
import { getLanguages } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { createHostPair, listHostPairs } from '../../services/podcasts/podcast-hosts.ts';
import { createPodcastVideo, createTopicVideo } from '../../services/scripts/create-script-videos.ts';
import {
  createPodcast,
  createTopicScript,
  getProjectInfo,
  getTopicScript,
  savePodcastScript,
  stopTopicScript,
} from '../../services/scripts/script-projects.ts';
import { registerRoute } from '../register-route.ts';

/**
 * YouTube videos with caption tracks for Try Sample. They need the internet;
 * offline the page's error names the problem (the website samples are served
 * here and always work).
 */
const sampleYouTubeLinks = ['https://www.youtube.com/watch?v=arj7oStGLkU', 'https://www.youtube.com/watch?v=iG9CE55wbtY', 'https://youtu.be/8S0FDjFBj8o'];

/** The podcast and topic pages' calls: host pairs, podcasts (script then video), sample links, topic scripts and their videos. */
export function registerScriptRoutes(api: FastifyInstance, context: AppContext): void {
  const { config } = context.runtime;
  const { writers } = context;
  const canWriteTopic = (language: string) => writers.engines.some((writer) => writer.supportsLanguage(language));
  const ownOrigin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  /** The sample articles Try Sample offers, in one language (all when none is given). */
  const sampleArticleLinks = (language?: string) =>
    loadSampleArticles()
      .filter((article) => !article.benchmark && (language === undefined || article.language === language))
      .map((article) => `${new URL(ownOrigin).origin}${sampleArticlePathPrefix}${article.slug}`);

  registerRoute(api, getScriptOptionsRoute, async () => {
    const languages = getLanguages().map((language) => ({ value: language.value, label: language.label, native_label: language.native_label }));
    return {
      languages,
      tones: [...topicTones],
      writer: { id: writers.preferred.id, label: writers.preferred.label },
      topic_languages: languages.map((language) => language.value).filter(canWriteTopic),
    };
  });
  registerRoute(api, listPodcastHostPairsRoute, async (request) => ({ list: await listHostPairs(context, requireSessionUser(request)) }));
  registerRoute(api, createPodcastHostPairRoute, async (request) =>
    createHostPair(context, requireSessionUser(request), request.body.person1_id, request.body.person2_id),
  );
  registerRoute(api, createPodcastRoute, async (request) => ({ project_id: await createPodcast(context, requireSessionUser(request), request.body) }));
  registerRoute(api, getProjectInfoRoute, async (request) => getProjectInfo(context, requireSessionUser(request), request.query.project_id));
  registerRoute(api, savePodcastScriptRoute, async (request) => savePodcastScript(context, requireSessionUser(request), request.body));
  registerRoute(api, createPodcastVideoRoute, async (request) => {
    const { projectId, workspaceIndex } = await createPodcastVideo(context, requireSessionUser(request), request.body);
    return { new_prj_id: projectId, workspace_index: workspaceIndex };
  });
  registerRoute(api, getSampleLinkRoute, async (request) => {
    // An article in the podcast's language, so the writer can use it; English when there is none in that language.
    const inLanguage = sampleArticleLinks(request.body.language ?? 'english');
    const links = request.body.platform === 8 ? sampleYouTubeLinks : inLanguage.length > 0 ? inLanguage : sampleArticleLinks('english');
    return links[Math.floor(Math.random() * links.length)] ?? '';
  });
  registerRoute(api, listSampleLinksRoute, async () => ({ 1: sampleArticleLinks(), 2: sampleYouTubeLinks, 3: sampleProductUrls.map((sample) => sample.url) }));
  registerRoute(api, createTopicScriptRoute, async (request) => ({
    new_prj_id: await createTopicScript(context, requireSessionUser(request), request.body, canWriteTopic),
  }));
  registerRoute(api, getTopicScriptRoute, async (request) => getTopicScript(context, requireSessionUser(request), request.query.project_id));
  registerRoute(api, stopTopicScriptRoute, async (request) => stopTopicScript(context, requireSessionUser(request), request.body.project_id));
  registerRoute(api, createTopicVideoRoute, async (request) => {
    const { projectId, workspaceIndex } = await createTopicVideo(context, requireSessionUser(request), request.body);
    return { new_prj_id: projectId, workspace_index: workspaceIndex };
  });
}

/** The sample articles as web pages (`/samples/articles/<slug>`), what Try Sample links to, and their index (the articles' own 'All samples' link). */
export function registerSampleArticlePages(app: FastifyInstance): void {
  app.get(sampleArticlePathPrefix, { schema: { hide: true } }, async (_request, reply) => {
    const items = loadSampleArticles()
      .map(
        (article) =>
          `<li><a href="./${escapeHtml(article.slug)}">${escapeHtml(article.title)}</a>${article.summary ? `<p>${escapeHtml(article.summary)}</p>` : ''}</li>`,
      )
      .join('\n');
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sample articles · Talkreel</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 20px;color:#1f1f24}a{color:#6d28d9}li{margin-bottom:16px}p{margin:4px 0 0;color:#555}</style></head><body><h1>Sample articles</h1><p>Free (CC0) articles to try the Video Podcast page with.</p><ul>${items}</ul></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(html);
  });
  app.get<{ Params: { slug: string } }>(`${sampleArticlePathPrefix}:slug`, { schema: { hide: true } }, async (request, reply) => {
    const html = /^[a-z0-9][a-z0-9.-]{0,100}$/u.test(request.params.slug) ? await readSampleArticleHtml(request.params.slug) : undefined;
    if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('No such sample article');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(html);
  });
}
