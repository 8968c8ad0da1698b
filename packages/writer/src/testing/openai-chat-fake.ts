import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completions request as the fake received it, for tests to assert on. */
export interface RecordedChatRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when it was not JSON). */
  body: ChatRequestBody | undefined;
}

/** The fields of `POST /chat/completions` the fake checks and answers by. */
export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  response_format?: { type: string; json_schema?: { name?: unknown; strict?: unknown; schema?: unknown } };
}

/**
 * What the fake does with one request, queued with `enqueue` (the next
 * request takes the first): answer `content`, written in pieces of
 * `pieceBytes` bytes of the raw stream (cutting lines and UTF-8 characters)
 * `pieceDelayMs` apart; refuse with an OpenAI error `status`; or answer
 * `malformed` text with status 200 as the `contentType` says.
 */
export type FakeChatBehaviour =
  | { content: string; pieceBytes?: number; pieceDelayMs?: number; keepAlive?: boolean; endWithoutDone?: boolean }
  | { status: number; message: string; code?: string; retryAfter?: string; retryAfterMs?: string }
  | { malformed: string; contentType: string };

export interface OpenAiChatFakeOptions {
  /** When set, requests need `Authorization: Bearer <apiKey>` (OpenAI, DeepSeek); unset, none (Ollama, llama.cpp). */
  apiKey?: string;
  /** The models it serves; another gets 404 model_not_found. Any model when unset. */
  models?: string[];
  /** The assistant's answer to a request nothing was queued for. */
  answer?: (request: ChatRequestBody) => string;
  /** Refuse `response_format: {type: 'json_schema'}` as DeepSeek does (400, "This response_format type is unavailable now"). */
  refusesJsonSchema?: boolean;
  /** Defaults for streamed answers: bytes per write, and the pause between writes. */
  pieceBytes?: number;
  pieceDelayMs?: number;
}

export interface OpenAiChatFake {
  /** `http://127.0.0.1:<port>`; clients use `${url}/v1` as their base URL. */
  url: string;
  requests: RecordedChatRequest[];
  enqueue(...behaviours: FakeChatBehaviour[]): void;
  close(): Promise<void>;
}

const roles = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
const schemaName = /^[a-zA-Z0-9_-]{1,64}$/u;

/**
 * OpenAI's `POST /v1/chat/completions` on 127.0.0.1, as the API checks and
 * answers it: the bearer key, a JSON body with `model` and non-empty
 * `messages` (known roles, string or part-array content), `temperature`
 * 0–2, `response_format` of type text, json_object (which needs the word
 * "json" in the messages) or json_schema (with a valid `name` and a
 * `schema` object). Answers a `chat.completion`, or with `stream: true`
 * server-sent events of `chat.completion.chunk`s: the role first, then the
 * content, then an empty delta with `finish_reason: "stop"`, a usage chunk
 * when `stream_options.include_usage`, then `data: [DONE]`. Errors are
 * `{error: {message, type, param, code}}`. Test support only.
 */
export async function startOpenAiChatFake(options: OpenAiChatFakeOptions = {}): Promise<OpenAiChatFake> {
  const requests: RecordedChatRequest[] = [];
  const queue: FakeChatBehaviour[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: ChatRequestBody | undefined;
      try {
        body = JSON.parse(raw) as ChatRequestBody;
      } catch {
        body = undefined;
      }
      const path = new URL(incoming.url ?? '/', 'http://fake.invalid').pathname;
      requests.push({ path, headers: incoming.headers, body });
      answer(incoming, response, path, body).catch((error: unknown) => {
        if (!response.headersSent) sendError(response, 500, String(error), 'server_error');
        else response.destroy();
      });
    });
  });

  async function answer(incoming: IncomingMessage, response: ServerResponse, path: string, body: ChatRequestBody | undefined): Promise<void> {
    if (incoming.method !== 'POST' || !/^(?:\/v1)?\/chat\/completions$/u.test(path))
      return sendError(response, 404, `Invalid URL (${incoming.method} ${path})`, null, 'invalid_request_error');
    if (options.apiKey !== undefined) {
      const authorization = incoming.headers.authorization;
      if (!authorization)
        return sendError(response, 401, "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.", null);
      if (authorization !== `Bearer ${options.apiKey}`)
        return sendError(
          response,
          401,
          'Incorrect API key provided: sk-***. You can find your API key at https://platform.openai.com/account/api-keys.',
          'invalid_api_key',
        );
    }
    if (!String(incoming.headers['content-type']).startsWith('application/json') || !body || typeof body !== 'object')
      return sendError(
        response,
        400,
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
        null,
      );
    const refusal = checkRequest(body);
    if (refusal) return sendError(response, 400, refusal.message, refusal.code, 'invalid_request_error', refusal.param);
    if (options.models && !options.models.includes(body.model))
      return sendError(response, 404, `The model \`${body.model}\` does not exist or you do not have access to it.`, 'model_not_found');
    if (options.refusesJsonSchema && body.response_format?.type === 'json_schema')
      return sendError(response, 400, 'This response_format type is unavailable now', 'invalid_request_error');
    const behaviour = queue.shift() ?? { content: options.answer?.(body) ?? 'Hello.' };
    if ('status' in behaviour) {
      const headers: Record<string, string> = {};
      if (behaviour.retryAfter !== undefined) headers['retry-after'] = behaviour.retryAfter;
      if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = behaviour.retryAfterMs;
      return sendError(
        response,
        behaviour.status,
        behaviour.message,
        behaviour.code ?? null,
        behaviour.status === 429 ? 'requests' : 'server_error',
        null,
        headers,
      );
    }
    if ('malformed' in behaviour) {
      response.writeHead(200, { 'content-type': behaviour.contentType }).end(behaviour.malformed);
      return;
    }
    const id = `chatcmpl-${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const created = Math.floor(Date.now() / 1000);
    const completionTokens = Math.ceil(behaviour.content.length / 4);
    const promptTokens = Math.ceil(JSON.stringify(body.messages).length / 4);
    const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
          usage,
          system_fingerprint: 'fp_fake',
        }),
      );
      return;
    }
    const chunk = (delta: object, finishReason: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] })}\n\n`;
    const events = [chunk({ role: 'assistant', content: '', refusal: null }, null)];
    // The model's tokens: a word (and the space before it) at a time, as tokenizers cut English.
    for (const token of behaviour.content.match(/\s*\S+|\s+$/gu) ?? []) {
      if (behaviour.keepAlive) events.push(': keep-alive\n\n');
      events.push(chunk({ content: token }, null));
    }
    events.push(chunk({}, 'stop'));
    if (body.stream_options?.include_usage)
      events.push(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage })}\n\n`);
    if (!behaviour.endWithoutDone) events.push('data: [DONE]\n\n');
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const bytes = Buffer.from(events.join(''), 'utf8');
    const pieceBytes = behaviour.pieceBytes ?? options.pieceBytes ?? bytes.length;
    const pieceDelayMs = behaviour.pieceDelayMs ?? options.pieceDelayMs ?? 0;
    for (let start = 0; start < bytes.length; start += pieceBytes) {
      if (response.destroyed) return;
      response.write(bytes.subarray(start, start + pieceBytes));
      if (pieceDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, pieceDelayMs));
    }
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The request checks OpenAI makes before it runs the model, with its messages. */
function checkRequest(body: ChatRequestBody): { message: string; code: string | null; param: string } | undefined {
  if (typeof body.model !== 'string' || !body.model) return { message: 'you must provide a model parameter', code: null, param: 'model' };
  if (!Array.isArray(body.messages)) return { message: "Missing required parameter: 'messages'.", code: 'missing_required_parameter', param: 'messages' };
  if (body.messages.length === 0)
    return { message: "Invalid 'messages': empty array. Expected an array with minimum length 1.", code: 'empty_array', param: 'messages' };
  for (const [index, message] of body.messages.entries()) {
    if (!roles.has(message?.role))
      return {
        message: `Invalid value: '${String(message?.role)}'. Supported values are: 'system', 'assistant', 'user', 'tool', 'function' and 'developer'.`,
        code: 'invalid_value',
        param: `messages[${index}].role`,
      };
    if (typeof message.content !== 'string' && !Array.isArray(message.content))
      return {
        message: `Invalid type for 'messages[${index}].content': expected one of a string or array of objects.`,
        code: 'invalid_type',
        param: `messages[${index}].content`,
      };
  }
  if (body.stream !== undefined && typeof body.stream !== 'boolean')
    return { message: `Invalid type for 'stream': expected a boolean.`, code: 'invalid_type', param: 'stream' };
  if (body.temperature !== undefined && (typeof body.temperature !== 'number' || body.temperature < 0 || body.temperature > 2))
    return { message: `Invalid 'temperature': decimal above maximum value. Expected a value <= 2.`, code: 'decimal_above_max_value', param: 'temperature' };
  const format = body.response_format;
  if (format !== undefined) {
    if (!['text', 'json_object', 'json_schema'].includes(format?.type))
      return {
        message: `Invalid value: '${String(format?.type)}'. Supported values are: 'json_object', 'json_schema', and 'text'.`,
        code: 'invalid_value',
        param: 'response_format.type',
      };
    if (format.type === 'json_object' && !JSON.stringify(body.messages).toLowerCase().includes('json'))
      return {
        message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        code: null,
        param: 'messages',
      };
    if (format.type === 'json_schema') {
      const name = format.json_schema?.name;
      if (typeof name !== 'string')
        return {
          message: "Missing required parameter: 'response_format.json_schema.name'.",
          code: 'missing_required_parameter',
          param: 'response_format.json_schema.name',
        };
      if (!schemaName.test(name))
        return {
          message: `Invalid 'response_format.json_schema.name': string does not match pattern.`,
          code: 'invalid_value',
          param: 'response_format.json_schema.name',
        };
      if (typeof format.json_schema?.schema !== 'object' || format.json_schema.schema === null)
        return {
          message: "Invalid type for 'response_format.json_schema.schema': expected an object.",
          code: 'invalid_type',
          param: 'response_format.json_schema.schema',
        };
    }
  }
  return undefined;
}

function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  code: string | null,
  type = 'invalid_request_error',
  param: string | null = null,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error: { message, type, param, code } }));
}
