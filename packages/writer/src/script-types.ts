import type { PodcastDuration, TurnLength } from '@talkreel/contract';

/** Podcast length in minutes and 'Duration per Turn' (how long one host speaks before the other answers): the contract's (spec §3 'Podcast options'). */
export type { PodcastDuration, TurnLength };

/** One host's turn in a two-host podcast script. */
export interface PodcastTurn {
  host: 1 | 2;
  text: string;
}

/** What a podcast script is written from and to. */
export interface PodcastRequest {
  /** The article, transcript or document text the hosts talk about. */
  sourceText: string;
  /** The source's title; the hosts name it. */
  title: string;
  /** A language value of the product's list, the lowercase English name (`english`, `chinese`, `traditional-chinese`), or a BCP 47 tag. */
  language: string;
  duration: PodcastDuration;
  turnLength: TurnLength;
  /** The hosts' names, host 1 first; without them the hosts do not introduce themselves. */
  hostNames?: [string, string];
  signal?: AbortSignal;
}

/** A topic-to-video script request (spec §3 'Topic script request'). */
export interface TopicRequest {
  topic: string;
  /** As in `PodcastRequest.language`. */
  language: string;
  /** One of the 19 tones of spec §9 (`Professional`, `Humorous` ...); see `topicTones` in the contract. */
  tone: string;
  /** 1 = the GPT-4o slot, 2 = the DeepSeek slot (spec §9); the embedded writer has one way of writing. */
  model: 1 | 2;
  /** 1 ≈ 30 s, 2 ≈ 60 s, 3 ≈ 3 min of speech. */
  expectedDuration: 1 | 2 | 3;
  signal?: AbortSignal;
}

/** The two scripts a writer writes. */
export type ScriptKind = 'podcast' | 'topic';

/** Why a script could not be written; each reason is something the caller shows or acts on differently. */
export type WriterErrorReason = 'needs_language_model' | 'source_too_short' | 'service_failed' | 'invalid_request';

/**
 * A script that could not be written. `message` is readable by the person
 * who asked (it becomes the topic script's err_msg); `status` is the
 * language model service's HTTP status, when it answered one.
 */
export class WriterError extends Error {
  constructor(
    readonly reason: WriterErrorReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WriterError';
  }
}
