import { LipSyncEngineError } from '../lip-sync-engine.ts';

/** Per-request limit for one HTTP exchange with a service (uploads, polls, downloads), apart from the job's total limit. */
const requestTimeoutMs = 120_000;

/**
 * fetch for lip-sync adapters: a per-request timeout combined with the
 * caller's signal, and every failure as a LipSyncEngineError carrying the
 * status and the service's own message. A caller's abort is rethrown as the
 * signal's reason, so a cancelled job is not mistaken for a failed service
 * (which the job would answer by falling back to the embedded animator).
 */
export async function fetchLipSyncService(
  engine: string,
  url: string,
  init: RequestInit & { signal?: AbortSignal | undefined; timeoutMs?: number },
  fetchImplementation: typeof fetch = fetch,
): Promise<Response> {
  const { timeoutMs = requestTimeoutMs, ...rest } = init;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetchImplementation(url, { ...rest, signal });
  } catch (error) {
    init.signal?.throwIfAborted();
    const reason = timeout.aborted ? `no answer within ${Math.round(timeoutMs / 1000)} s` : error instanceof Error ? error.message : String(error);
    throw new LipSyncEngineError(`${engine}: request to ${new URL(url).host} failed: ${reason}`, engine, true);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new LipSyncEngineError(
      `${engine}: ${response.status} ${readServiceMessage(body)}`.trim(),
      engine,
      isRetryableStatus(response.status),
      response.status,
    );
  }
  return response;
}

/** Rate limits, timeouts, a Cog container's 409 (every prediction slot busy) and server errors pass; anything else is the request's own fault. */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Reads JSON from a response, as a LipSyncEngineError when the service sent something else. */
export async function readServiceJson<T>(engine: string, response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new LipSyncEngineError(`${engine}: expected JSON, got ${JSON.stringify(text.slice(0, 80))}`, engine, true, response.status);
  }
}

/** Replicate answers problem+json (`detail`, `title`), D-ID `{kind, description}`, Cog/FastAPI `detail`; otherwise the start of the body. */
function readServiceMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { detail?: unknown; title?: unknown; description?: unknown; kind?: unknown; message?: unknown; error?: unknown };
    for (const value of [json.detail, json.description, json.message, json.error, json.title]) {
      if (typeof value === 'string' && value) return typeof json.kind === 'string' ? `${json.kind}: ${value}` : value;
    }
    if (json.detail !== undefined) return JSON.stringify(json.detail).slice(0, 200);
  } catch {
    // Not JSON: the start of the body says enough.
  }
  return body.slice(0, 200);
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
