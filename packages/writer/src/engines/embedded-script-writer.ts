import { getScriptLanguage } from '../language/script-language.ts';
import { checkPodcastRequest, checkProductScriptRequest, checkTopicRequest } from '../script-request-schemas.ts';
import type { PodcastRequest, PodcastTurn, ProductScript, ProductScriptRequest, ScriptKind, TopicRequest } from '../script-types.ts';
import type { ScriptWriter } from '../writer-engine.ts';
import { writeExtractivePodcast } from '../embedded/write-extractive-podcast.ts';
import { writeTemplateProductScripts } from '../embedded/write-template-product-scripts.ts';
import { findTopicPhrasing, writeTemplateTopicScript } from '../embedded/write-template-topic-script.ts';

/**
 * The writer that needs no key and no network: podcasts made of the
 * source's own sentences (any language, as long as the source is written
 * in it), topic scripts from a template outline (English and Simplified
 * Chinese), product scripts from templates around the product's own facts
 * (any language; phrased in English and Simplified Chinese). Deterministic:
 * the same request gives the same script.
 */
export const embeddedScriptWriter: ScriptWriter = {
  id: 'embedded',
  label:
    'Built-in writer (no language model): podcasts from the source’s own sentences, topic scripts from a template outline, product scripts from templates around the product’s facts',

  supportsLanguage(language: string, script: ScriptKind = 'topic'): boolean {
    try {
      const scriptLanguage = getScriptLanguage(language);
      return script === 'podcast' || script === 'product' || findTopicPhrasing(scriptLanguage) !== undefined;
    } catch {
      return false;
    }
  },

  async writePodcast(request: PodcastRequest): Promise<PodcastTurn[]> {
    checkPodcastRequest(request);
    request.signal?.throwIfAborted();
    return writeExtractivePodcast(request, getScriptLanguage(request.language));
  },

  async *writeTopicScript(request: TopicRequest): AsyncGenerator<string> {
    const tone = checkTopicRequest(request);
    const scenes = writeTemplateTopicScript(request, getScriptLanguage(request.language), tone);
    for (const scene of scenes) {
      request.signal?.throwIfAborted();
      yield scene;
    }
  },

  async writeProductScripts(request: ProductScriptRequest): Promise<ProductScript[]> {
    checkProductScriptRequest(request);
    request.signal?.throwIfAborted();
    return writeTemplateProductScripts(request, getScriptLanguage(request.language));
  },
};
