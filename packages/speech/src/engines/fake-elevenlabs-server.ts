import { sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';

/** What the fake answers for one text: real MP3 bytes and the character times the test derived from known word timings. */
export interface FakeElevenLabsSpeech {
  mp3: Uint8Array;
  characterStartSeconds: number[];
  characterEndSeconds: number[];
}

/**
 * ElevenLabs' endpoints used by this package, on 127.0.0.1; test support
 * only. Every call needs `xi-api-key`. Serves
 * `POST /v1/text-to-speech/{voice_id}/with-timestamps` (JSON body with
 * text and model_id, audio_base64 + alignment back), `GET /v1/voices`,
 * `GET /v1/shared-voices` (filters, page, page_size, has_more),
 * `POST /v1/voices/add/{public_user_id}/{voice_id}`, `POST /v1/voices/add`
 * (multipart: name and files) and `DELETE /v1/voices/{voice_id}`.
 */
export function startFakeElevenLabsServer(options: {
  apiKey: string;
  speechFor: (text: string) => FakeElevenLabsSpeech;
  sharedVoices: Record<string, string>[];
}): Promise<FakeServiceServer & { clonedSamples: { name: string; fileCount: number }[] }> {
  const accountVoices = [{ voice_id: 'voice-rachel', name: 'Rachel', labels: { gender: 'female', accent: 'american' } }];
  const clonedSamples: { name: string; fileCount: number }[] = [];
  const server = startFakeServiceServer(async (request, response) => {
    if (request.headers['xi-api-key'] !== options.apiKey) return sendJson(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    const speech = /^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/u.exec(request.path);
    if (request.method === 'POST' && speech) {
      if (!accountVoices.some((voice) => voice.voice_id === decodeURIComponent(speech[1] ?? '')))
        return sendJson(response, 404, { detail: { status: 'voice_not_found', message: 'Voice not found' } });
      const body = JSON.parse(request.body.toString('utf8')) as { text?: string; model_id?: string };
      if (!body.text || !body.model_id) return sendJson(response, 422, { detail: { message: 'text and model_id are required' } });
      const spoken = options.speechFor(body.text);
      const alignment = {
        characters: [...body.text],
        character_start_times_seconds: spoken.characterStartSeconds,
        character_end_times_seconds: spoken.characterEndSeconds,
      };
      return sendJson(response, 200, { audio_base64: Buffer.from(spoken.mp3).toString('base64'), alignment, normalized_alignment: alignment });
    }
    if (request.method === 'GET' && request.path === '/v1/voices') return sendJson(response, 200, { voices: accountVoices });
    if (request.method === 'GET' && request.path === '/v1/shared-voices') {
      const filtered = options.sharedVoices.filter((voice) =>
        ['gender', 'language', 'accent', 'age'].every((key) => !request.query.get(key) || voice[key] === request.query.get(key)),
      );
      const pageSize = Number(request.query.get('page_size') ?? 30);
      const page = Number(request.query.get('page') ?? 0);
      return sendJson(response, 200, { voices: filtered.slice(page * pageSize, (page + 1) * pageSize), has_more: (page + 1) * pageSize < filtered.length });
    }
    const addShared = /^\/v1\/voices\/add\/([^/]+)\/([^/]+)$/u.exec(request.path);
    if (request.method === 'POST' && addShared) {
      const body = JSON.parse(request.body.toString('utf8')) as { new_name?: string };
      const voiceId = `added-${addShared[2]}`;
      accountVoices.push({ voice_id: voiceId, name: body.new_name ?? '', labels: { gender: '', accent: '' } });
      return sendJson(response, 200, { voice_id: voiceId });
    }
    if (request.method === 'POST' && request.path === '/v1/voices/add') {
      const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
      const files = form.getAll('files').filter((file): file is File => typeof file !== 'string' && file.size > 0);
      const name = form.get('name');
      if (typeof name !== 'string' || files.length === 0) return sendJson(response, 422, { detail: { message: 'name and files are required' } });
      clonedSamples.push({ name, fileCount: files.length });
      const voiceId = `clone-${clonedSamples.length}`;
      const labels = form.get('labels');
      accountVoices.push({
        voice_id: voiceId,
        name,
        labels: { gender: '', accent: '', ...(typeof labels === 'string' ? (JSON.parse(labels) as Record<string, string>) : {}) },
      });
      return sendJson(response, 200, { voice_id: voiceId, requires_verification: false });
    }
    const remove = /^\/v1\/voices\/([^/]+)$/u.exec(request.path);
    if (request.method === 'DELETE' && remove) {
      const index = accountVoices.findIndex((voice) => voice.voice_id === remove[1]);
      if (index < 0) return sendJson(response, 404, { detail: { message: 'Voice not found' } });
      accountVoices.splice(index, 1);
      return sendJson(response, 200, { status: 'ok' });
    }
    sendJson(response, 404, { detail: { message: 'Not found' } });
  });
  return server.then((started) => ({ ...started, clonedSamples }));
}
