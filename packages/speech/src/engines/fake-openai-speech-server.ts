import { sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';

/**
 * OpenAI's `POST /v1/audio/speech` as Kokoro-FastAPI and openedai-speech
 * also serve it, plus Kokoro's `GET /v1/audio/voices`; test support only.
 * Requires `Authorization: Bearer <apiKey>`, validates the JSON body
 * (model, input, voice, response_format, speed 0.25–4) and answers with
 * `audioFor(input)`: real MP3 bytes the test prepared.
 */
export function startFakeOpenAiSpeechServer(options: {
  apiKey: string;
  voices: string[];
  audioFor: (input: string) => Uint8Array;
}): Promise<FakeServiceServer> {
  return startFakeServiceServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    }
    if (request.method === 'GET' && request.path === '/v1/audio/voices') return sendJson(response, 200, { voices: options.voices });
    if (request.method !== 'POST' || request.path !== '/v1/audio/speech') return sendJson(response, 404, { error: { message: 'Not found' } });
    const body = JSON.parse(request.body.toString('utf8')) as { model?: string; input?: string; voice?: string; response_format?: string; speed?: number };
    if (!body.model || !body.input || !body.voice) return sendJson(response, 400, { error: { message: 'model, input and voice are required' } });
    if (body.input.length > 4096) return sendJson(response, 400, { error: { message: 'input is longer than 4096 characters' } });
    if (!options.voices.includes(body.voice)) return sendJson(response, 400, { error: { message: `Unknown voice ${body.voice}` } });
    if (body.speed !== undefined && (body.speed < 0.25 || body.speed > 4))
      return sendJson(response, 400, { error: { message: 'speed must be within 0.25 and 4' } });
    if ((body.response_format ?? 'mp3') !== 'mp3') return sendJson(response, 400, { error: { message: 'this fake serves mp3 only' } });
    sendBytes(response, 'audio/mpeg', options.audioFor(body.input));
  });
}
