import { SpeechEngineError } from '../speech-engine.ts';

/** Default per-request limit for cloud speech calls: long chunks take a while to render. */
export const serviceTimeoutMs = 120_000;

/**
 * fetch with a timeout (combined with the caller's signal) that turns a
 * non-2xx answer into a SpeechEngineError carrying the status and the
 * service's own message (JSON `detail.message`, `error.message`, `message`,
 * or the start of the body).
 */
export async function fetchService(
  engine: string,
  url: string,
  init: RequestInit & { signal?: AbortSignal | undefined },
  fetchImplementation: typeof fetch = fetch,
): Promise<Response> {
  const timeout = AbortSignal.timeout(serviceTimeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetchImplementation(url, { ...init, signal });
  } catch (error) {
    throw new SpeechEngineError(`${engine}: request to ${new URL(url).host} failed: ${error instanceof Error ? error.message : String(error)}`, engine);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new SpeechEngineError(`${engine}: ${response.status} ${readServiceMessage(body)}`.trim(), engine, response.status);
  }
  return response;
}

function readServiceMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { detail?: { message?: string } | string; error?: { message?: string } | string; message?: string };
    if (typeof json.detail === 'string') return json.detail;
    if (json.detail?.message) return json.detail.message;
    if (typeof json.error === 'string') return json.error;
    if (json.error?.message) return json.error.message;
    if (json.message) return json.message;
  } catch {
    // Not JSON: the start of the body says enough.
  }
  return body.slice(0, 200);
}
