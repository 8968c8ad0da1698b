import { sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';

/**
 * Azure Speech's REST text to speech on 127.0.0.1; test support only.
 * `POST /cognitiveservices/v1` needs `Ocp-Apim-Subscription-Key`,
 * `Content-Type: application/ssml+xml` and a supported
 * `X-Microsoft-OutputFormat`; the SSML must name a listed voice. It answers
 * with `audioFor(text)` (a RIFF WAV the test prepared) for the text inside
 * the SSML. `GET /cognitiveservices/voices/list` lists the voices.
 */
export function startFakeAzureSpeechServer(options: {
  key: string;
  voices: { ShortName: string; Locale: string; Gender: string; DisplayName: string }[];
  audioFor: (text: string) => Uint8Array;
}): Promise<FakeServiceServer> {
  return startFakeServiceServer((request, response) => {
    if (request.headers['ocp-apim-subscription-key'] !== options.key)
      return sendJson(response, 401, { error: { code: '401', message: 'Access denied due to invalid subscription key' } });
    if (request.method === 'GET' && request.path === '/cognitiveservices/voices/list') return sendJson(response, 200, options.voices);
    if (request.method !== 'POST' || request.path !== '/cognitiveservices/v1') return sendJson(response, 404, { error: { message: 'Not found' } });
    if (request.headers['content-type'] !== 'application/ssml+xml')
      return sendJson(response, 415, { error: { message: 'Content-Type must be application/ssml+xml' } });
    if (
      !['riff-48khz-16bit-mono-pcm', 'riff-24khz-16bit-mono-pcm', 'audio-24khz-48kbitrate-mono-mp3'].includes(
        String(request.headers['x-microsoft-outputformat']),
      )
    ) {
      return sendJson(response, 400, { error: { message: 'Unsupported output format' } });
    }
    const ssml = request.body.toString('utf8');
    const voiceName = /<voice name="([^"]+)"/u.exec(ssml)?.[1];
    if (!voiceName || !options.voices.some((voice) => voice.ShortName === voiceName)) return sendJson(response, 400, { error: { message: 'Unknown voice' } });
    const text = unescapeXml(ssml.replace(/<[^>]+>/gu, ''));
    sendBytes(response, 'audio/x-wav', options.audioFor(text));
  });
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&apos;/gu, "'")
    .replace(/&amp;/gu, '&');
}
