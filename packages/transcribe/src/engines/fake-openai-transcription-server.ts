import { readMultipartForm, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';
import { decodeWav, type PcmAudio } from '@talkreel/speech';

/** What the fake received in one transcription request, read from its multipart body. */
export interface TranscriptionUpload {
  /** The `file` part's bytes, as sent. */
  file: Uint8Array;
  fileName: string;
  /** The file decoded: a WAV is all the fake accepts. */
  audio: PcmAudio;
  model: string;
  language: string | undefined;
  responseFormat: string;
  /** Every `timestamp_granularities[]` part, in order. */
  granularities: string[];
}

/**
 * The answer to an upload: an object is sent as JSON with status 200, a
 * string as the body as it is (for answers that are not JSON). What `answer`
 * throws becomes a 500 with the error's text.
 */
export type FakeTranscriptionAnswer = (upload: TranscriptionUpload) => unknown;

/**
 * OpenAI's `POST /v1/audio/transcriptions` as faster-whisper-server and
 * speaches also serve it; test support only. With `apiKey` it requires
 * `Authorization: Bearer <apiKey>` (401 otherwise, OpenAI's error body).
 * It parses the real multipart body and answers 400 as OpenAI does when the
 * file is missing or not WAV audio, the model is missing, the language is
 * not an ISO 639-1 code, or the timestamp granularities come without
 * `response_format=verbose_json`; as a fake of a transcriber that times
 * words, it also requires both granularities (`segment`, `word`).
 */
export function startFakeTranscriptionServer(options: { apiKey?: string; answer: FakeTranscriptionAnswer }): Promise<FakeServiceServer> {
  return startFakeServiceServer(async (request, response) => {
    const invalid = (message: string) => sendJson(response, 400, { error: { message, type: 'invalid_request_error', param: null, code: null } });
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
      });
    }
    if (request.method !== 'POST' || request.path !== '/v1/audio/transcriptions') return sendJson(response, 404, { error: { message: 'Not found' } });
    const form = await readMultipartForm(request);
    if (!form) return invalid('Could not parse multipart form');
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return invalid('You must provide a file.');
    const bytes = new Uint8Array(await file.arrayBuffer());
    let audio: PcmAudio;
    try {
      audio = decodeWav(bytes);
    } catch {
      return invalid(`Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']`);
    }
    const model = form.get('model');
    if (typeof model !== 'string' || !model) return invalid('you must provide a model parameter');
    const language = form.get('language');
    if (language !== null && (typeof language !== 'string' || !/^[a-z]{2}$/u.test(language))) {
      return invalid(`Invalid language '${String(language)}'. Language parameter must be specified in ISO-639-1 format.`);
    }
    const responseFormat = String(form.get('response_format') ?? 'json');
    const granularities = form.getAll('timestamp_granularities[]').map(String);
    if (granularities.length > 0 && responseFormat !== 'verbose_json') return invalid('timestamp_granularities requires response_format=verbose_json');
    if (!granularities.includes('segment') || !granularities.includes('word')) return invalid('this fake answers segment and word timestamps only');
    const answer = await options.answer({ file: bytes, fileName: file.name, audio, model, language: language ?? undefined, responseFormat, granularities });
    if (typeof answer === 'string') return response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    sendJson(response, 200, answer);
  });
}
