import { WriterError } from '../script-types.ts';
import { readServerSentEvents } from './read-server-sent-events.ts';
import { readServiceError } from './read-service-error.ts';

/** How to reach an OpenAI-compatible chat completions service. */
export interface ChatServiceSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  /** How long the service may stay silent: before its answer starts, and between two pieces of it. */
  timeoutMs: number;
  /** Tries after the first one, for 429 and 5xx answers. */
  maxRetries: number;
  /** The first wait before trying again, doubled each time, when the service says nothing of when. */
  retryBaseDelayMs: number;
  /** The longest wait before trying again, whatever Retry-After asks. */
  maxRetryDelayMs: number;
  fetch: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The body of `POST /chat/completions`; this client always streams. */
export interface ChatCompletionBody {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  response_format?: { type: 'json_schema'; json_schema: { name: string; strict: boolean; schema: object } };
}

interface ChunkEvent {
  error?: unknown;
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
}

interface CompletionAnswer {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
}

/** Statuses worth another try: rate limits, and servers that failed, are overloaded or restarting. */
const isRetryable = (status: number) => status === 429 || status >= 500;

/**
 * The text of one chat completion as the service writes it, piece by piece
 * (`stream: true`, read as server-sent events of `chat.completion.chunk`s
 * until `data: [DONE]`). A server that answers with one JSON completion
 * instead is read too. 429 and 5xx answers are tried again, after the wait
 * Retry-After (or retry-after-ms) asks for, capped, else an exponential
 * backoff; other answers are final (a 429 for an exhausted quota too).
 * Failures are WriterError('service_failed') naming the service, the
 * status and the service's own message; an abort by the caller is thrown as
 * the signal's reason.
 */
export async function* streamChatCompletion(settings: ChatServiceSettings, body: ChatCompletionBody, signal?: AbortSignal): AsyncGenerator<string> {
  const service = describeService(settings.baseUrl);
  for (let attempt = 0; ; attempt += 1) {
    const timer = new SilenceTimer(settings.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
    let response: Response;
    try {
      response = await settings.fetch(`${settings.baseUrl.replace(/\/+$/u, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ ...body, stream: true }),
        signal: combined,
      });
    } catch (error) {
      timer.stop();
      signal?.throwIfAborted();
      if (timer.expired) throw new WriterError('service_failed', `${service} did not answer within ${settings.timeoutMs / 1000} s.`);
      throw new WriterError('service_failed', `${service} could not be reached: ${describeFailure(error)}.`);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      timer.stop();
      const refusal = readServiceError(text);
      const quotaSpent = refusal.code === 'insufficient_quota';
      if (isRetryable(response.status) && !quotaSpent && attempt < settings.maxRetries) {
        await waitFor(retryDelayMs(response.headers, attempt, settings), signal);
        continue;
      }
      throw new WriterError('service_failed', `${service} answered ${response.status}: ${refusal.message}`, response.status);
    }
    try {
      yield* readAnswer(response, timer, service);
      return;
    } catch (error) {
      signal?.throwIfAborted();
      if (error instanceof WriterError) throw error;
      if (timer.expired) throw new WriterError('service_failed', `${service} stopped sending for ${settings.timeoutMs / 1000} s in the middle of its answer.`);
      throw new WriterError('service_failed', `${service} broke off its answer: ${describeFailure(error)}.`);
    } finally {
      timer.stop();
    }
  }
}

async function* readAnswer(response: Response, timer: SilenceTimer, service: string): AsyncGenerator<string> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('application/json')) {
    const text = await response.text();
    const content = parseJson<CompletionAnswer>(text)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new WriterError('service_failed', `${service} answered something that is not a chat completion: ${quote(text)}`);
    yield content;
    return;
  }
  if (!contentType.includes('text/event-stream')) {
    const text = await response.text();
    throw new WriterError('service_failed', `${service} answered ${contentType || 'without a content type'} instead of a chat completion: ${quote(text)}`);
  }
  if (!response.body) throw new WriterError('service_failed', `${service} answered with an empty body.`);
  const watched = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        timer.restart();
        controller.enqueue(chunk);
      },
    }),
  );
  let finished = false;
  for await (const data of readServerSentEvents(watched)) {
    if (data === '[DONE]') return;
    const event = parseJson<ChunkEvent>(data);
    if (!event) throw new WriterError('service_failed', `${service} sent a stream event that is not JSON: ${quote(data)}`);
    if (event.error)
      throw new WriterError('service_failed', `${service} failed while answering: ${readServiceError(JSON.stringify({ error: event.error })).message}`);
    const choice = event.choices?.[0];
    if (typeof choice?.delta?.content === 'string' && choice.delta.content) {
      // The caller's time with a piece is not the service's silence.
      timer.stop();
      yield choice.delta.content;
      timer.restart();
    }
    if (choice?.finish_reason === 'content_filter') throw new WriterError('service_failed', `${service} stopped its answer: its content filter refused it.`);
    if (typeof choice?.finish_reason === 'string') finished = true;
  }
  if (!finished) throw new WriterError('service_failed', `${service} ended its answer before finishing it.`);
}

/** Aborts its signal when `timeoutMs` pass without a restart. */
class SilenceTimer {
  readonly #controller = new AbortController();
  readonly #timeoutMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  expired = false;

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
    this.restart();
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  restart(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.expired = true;
      this.#controller.abort(new Error(`no data for ${this.#timeoutMs} ms`));
    }, this.#timeoutMs);
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}

/** retry-after-ms (OpenAI), else Retry-After in seconds or as an HTTP date, else 1×, 2×, 4× … the base delay; never more than the cap. */
export function retryDelayMs(headers: Headers, attempt: number, settings: Pick<ChatServiceSettings, 'retryBaseDelayMs' | 'maxRetryDelayMs'>): number {
  const milliseconds = Number(headers.get('retry-after-ms'));
  const retryAfter = headers.get('retry-after')?.trim() ?? '';
  let asked: number | undefined;
  if (headers.has('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) asked = milliseconds;
  else if (/^\d+(?:\.\d+)?$/u.test(retryAfter)) asked = Number(retryAfter) * 1000;
  else if (retryAfter && !Number.isNaN(Date.parse(retryAfter))) asked = Math.max(0, Date.parse(retryAfter) - Date.now());
  return Math.min(asked ?? settings.retryBaseDelayMs * 2 ** attempt, settings.maxRetryDelayMs);
}

function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseJson<T>(text: string): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** "The language model at api.openai.com": the host says which service, without the key or the path. */
export function describeService(baseUrl: string): string {
  return `The language model at ${serviceHost(baseUrl)}`;
}

export function serviceHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** undici hides the socket error (ECONNREFUSED, ENOTFOUND) in `cause`; that is the part that says what to fix. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
