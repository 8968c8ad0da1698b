import type { PodcastDuration, ProductScript, ProductScriptStyle, TurnLength, productVideoDurationsS } from '@talkreel/contract';

/** Podcast length in minutes and 'Duration per Turn' (how long one host speaks before the other answers): the contract's (spec §3 'Podcast options'). */
export type { PodcastDuration, TurnLength };
/** A product video script (`{style, title, scenes, duration_s}`) and its frameworks: the contract's. */
export type { ProductScript, ProductScriptStyle };

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

/** What a product video sells, as the product page has it (the analysed or typed product record). */
export interface ProductFacts {
  /** The product's name as the page shows it; a long marketplace title is said up to its first separator. */
  title: string;
  /** The product's description: prose or a list of bullet points; its best sentences become the features said. */
  description: string;
  brand?: string;
  /** In the currency's units (49.99); null when the page shows none, and then no price is said. */
  price: number | null;
  /** ISO 4217 (`USD`); null: the price is said as a bare number. */
  currency: string | null;
  /** Who it is for, as typed ('busy parents'); may be empty. */
  targetAudience: string;
  /** Features as the person listed them; said before any taken from the description. */
  features?: string[];
}

/** The length of a product video, seconds: the contract's `productVideoDurationsS`. */
export type ProductVideoDurationS = (typeof productVideoDurationsS)[number];

/** Three product video scripts of one length and language (see `pickProductScriptStyles` for the frameworks). */
export interface ProductScriptRequest {
  product: ProductFacts;
  /** Three different frameworks, the chosen one first; the scripts come back in this order. */
  styles: ProductScriptStyle[];
  durationS: ProductVideoDurationS;
  /** As in `PodcastRequest.language`. */
  language: string;
  signal?: AbortSignal;
}

/** The scripts a writer writes. */
export type ScriptKind = 'podcast' | 'topic' | 'product';

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
