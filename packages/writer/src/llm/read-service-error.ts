/** A service's reason for refusing a request, as its error body says it. */
export interface ServiceError {
  message: string;
  /** OpenAI's `error.code` or `error.type` (`insufficient_quota`, `rate_limit_exceeded`), when there is one. */
  code?: string;
}

/**
 * Reads the error bodies of OpenAI-compatible servers: OpenAI, DeepSeek and
 * llama.cpp answer `{error: {message, type, code}}`, Ollama `{error: "…"}`,
 * vLLM `{message, type}`, FastAPI-style proxies `{detail}`; anything else
 * by the start of its text.
 */
export function readServiceError(body: string): ServiceError {
  try {
    const json = JSON.parse(body) as { error?: unknown; message?: unknown; detail?: unknown };
    if (typeof json.error === 'object' && json.error !== null) {
      const error = json.error as { message?: unknown; code?: unknown; type?: unknown };
      const code = typeof error.code === 'string' ? error.code : typeof error.type === 'string' ? error.type : undefined;
      if (typeof error.message === 'string') return { message: error.message, ...(code ? { code } : {}) };
    }
    for (const value of [json.error, json.message, json.detail]) if (typeof value === 'string' && value) return { message: value };
  } catch {
    // Not JSON: a proxy's HTML page or plain text.
  }
  return { message: body.replace(/\s+/gu, ' ').trim().slice(0, 200) || 'no message' };
}
