import { ImageServiceError } from './image-service-error.ts';

/** Per-request limit for one exchange with an image service: a gpt-image-1 answer of four portraits can take a minute. */
const requestTimeoutMs = 180_000;

/** Reads a service's error body as a message a person can act on, or undefined to use the generic reading. */
export type ServiceErrorReader = (body: string, status: number) => string | undefined;

/**
 * fetch for image adapters: a per-request timeout combined with the caller's
 * signal, and every failure as an ImageServiceError carrying the status and
 * the service's own message. A caller's abort is rethrown as the signal's
 * reason, so a cancelled generation is not reported as a broken service.
 */
export async function fetchImageService(
  engine: string,
  url: string,
  init: RequestInit & { signal?: AbortSignal | undefined; timeoutMs?: number; readError?: ServiceErrorReader },
  fetchImplementation: typeof fetch = fetch,
): Promise<Response> {
  const { timeoutMs = requestTimeoutMs, readError, ...rest } = init;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetchImplementation(url, { ...rest, signal });
  } catch (error) {
    init.signal?.throwIfAborted();
    const reason = timeout.aborted ? `no answer within ${timeoutMs / 1000} s` : describeFailure(error);
    throw new ImageServiceError(`${engine}: request to ${new URL(url).host} failed: ${reason}`, engine);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    const message = readError?.(body, response.status) ?? readServiceMessage(body);
    throw new ImageServiceError(`${engine}: ${response.status} ${message}`.trim(), engine, response.status);
  }
  return response;
}

/** Reads JSON from a response, as an ImageServiceError when the service sent something else. */
export async function readServiceJson<T>(engine: string, response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ImageServiceError(`${engine}: expected JSON, got ${JSON.stringify(text.slice(0, 80))}`, engine, response.status);
  }
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** undici hides the socket error (ECONNREFUSED, ENOTFOUND) in `cause`; that is the part that says what to fix. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

/** OpenAI answers `{error: {message}}`, FastAPI-style servers `{detail}`, others `{message}`; otherwise the start of the body. */
function readServiceMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: unknown; detail?: unknown; message?: unknown };
    if (typeof json.error === 'object' && json.error !== null && 'message' in json.error && typeof json.error.message === 'string') return json.error.message;
    for (const value of [json.error, json.detail, json.message]) if (typeof value === 'string' && value) return value;
  } catch {
    // Not JSON: the start of the body says enough.
  }
  return body.slice(0, 200);
}
