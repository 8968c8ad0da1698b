import type { PodcastRequest, PodcastTurn, ProductScript, ProductScriptRequest, ScriptKind, TopicRequest } from './script-types.ts';

/** A script writer: the embedded one (no key, deterministic) or a language-model adapter. */
export interface ScriptWriter {
  /** `embedded` or `llm`. */
  readonly id: string;
  /** What the writer is, honestly, for the UI: 'Built-in extractive writer (no language model)'. */
  readonly label: string;
  /**
   * Whether the writer writes this kind of script (topic scripts when not
   * said) in this language. The embedded writer makes podcasts in any
   * language, from a source written in it, topic scripts only in English
   * and Simplified Chinese, and product scripts in any language (phrased in
   * English and Simplified Chinese, the product's own text in the others);
   * a language model writes all three in any language.
   */
  supportsLanguage(language: string, script?: ScriptKind): boolean;
  /**
   * A two-host script: turns strictly alternate between host 1 and host 2
   * (never the same host twice in a row), none empty.
   */
  writePodcast(request: PodcastRequest): Promise<PodcastTurn[]>;
  /** The scenes of a topic video, each yielded as soon as its text is complete ('SCENE n' in the UI). */
  writeTopicScript(request: TopicRequest): AsyncIterable<string>;
  /**
   * Three product video scripts, one per requested framework in the
   * requested order, each of the chosen length: scenes (one per spoken part,
   * each spoken over product media) that say the product's name and, when
   * it has one, its price.
   */
  writeProductScripts(request: ProductScriptRequest): Promise<ProductScript[]>;
}
