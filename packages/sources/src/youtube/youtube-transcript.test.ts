import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceError, type FetchedDocument, type FetchRequest, type SourceErrorReason, type UrlFetcher } from '../fetch/fetch-types.ts';
import { startYouTubeFake, youTubeFakeVideoIds, type YouTubeFake } from '../testing/youtube-fake.ts';
import { fetchYouTubeTranscript, type FetchYouTubeTranscriptOptions } from './youtube-transcript.ts';

/**
 * A UrlFetcher on global fetch that keeps the contract's `accept` and
 * `maxBytes` and returns HTTP errors as statuses. No SSRF filtering: it must
 * reach the fake on 127.0.0.1, which the safe fetcher refuses. Tests only.
 */
const loopbackFetcher: UrlFetcher = {
  async fetch(url: string, request: FetchRequest = {}): Promise<FetchedDocument> {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const [type = '', ...parameters] = (response.headers.get('content-type') ?? '').split(';');
    const contentType = type.trim().toLowerCase();
    if (request.accept && !request.accept.includes(contentType)) throw new SourceError('unsupported_content', `refused ${contentType}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (request.maxBytes !== undefined && body.byteLength > request.maxBytes) throw new SourceError('too_large', 'too large');
    const charset = parameters.map((parameter) => /^\s*charset=(.+)$/i.exec(parameter)?.[1]?.toLowerCase()).find((value) => value !== undefined);
    return { url: response.url, status: response.status, contentType, ...(charset ? { charset } : {}), body };
  },
};

async function failureOf(promise: Promise<unknown>, reason: SourceErrorReason): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  expect(error.reason).toBe(reason);
  return error;
}

const noCaptionsMessage = 'Only videos with subtitles are supported: this video has none.';

describe('fetchYouTubeTranscript against the YouTube fake', () => {
  let fake: YouTubeFake;
  let options: FetchYouTubeTranscriptOptions;
  beforeAll(async () => {
    fake = await startYouTubeFake();
    options = { fetcher: loopbackFetcher, baseUrl: fake.baseUrl };
  });
  afterAll(() => fake.close());

  it('reads the written track in the preferred language: sentences joined, cues dropped, entities decoded, paragraphs by speaker and pause', async () => {
    const transcript = await fetchYouTubeTranscript(youTubeFakeVideoIds.manual, { ...options, preferredLanguages: ['en'] });
    expect(transcript).toEqual({
      title: 'How Bread Rises: a short talk',
      language: 'en',
      kind: 'manual',
      text: [
        "Bread rises because yeast turns sugar into gas, and gluten traps it & that's the whole trick.",
        'So how long should it rest?',
        'About an hour, somewhere "warm".',
        'Thank you. Thanks for having me.',
      ].join('\n\n'),
    });
  });

  it('asks YouTube as its Android app does: the watch page for the API key, then the player with a client context', async () => {
    const before = fake.requests.length;
    await fetchYouTubeTranscript(youTubeFakeVideoIds.manual, { ...options, preferredLanguages: ['en'] });
    const [watch, player, captions, ...rest] = fake.requests.slice(before);
    expect(rest).toEqual([]);
    expect(watch).toMatchObject({ method: 'GET', url: `/watch?v=${youTubeFakeVideoIds.manual}&hl=en` });
    expect(player!.method).toBe('POST');
    expect(player!.url).toBe('/youtubei/v1/player?key=AIzaSyFakeKeyForTalkreelTests000000000&prettyPrint=false');
    expect(player!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(player!.body)).toEqual({
      context: { client: { clientName: 'ANDROID', clientVersion: '20.10.38', hl: 'en' } },
      videoId: youTubeFakeVideoIds.manual,
    });
    const captionUrl = new URL(captions!.url, fake.baseUrl);
    expect(captionUrl.pathname).toBe('/api/timedtext');
    expect(captionUrl.searchParams.get('fmt')).toBe('json3');
    expect(captionUrl.searchParams.getAll('fmt')).toHaveLength(1);
    expect(captionUrl.searchParams.get('lang')).toBe('en');
    expect(captionUrl.searchParams.has('kind')).toBe(false);
  });

  it('prefers any written track to an automatic one, and takes the first listed without a preference', async () => {
    for (const preferredLanguages of [[], ['fr']]) {
      const transcript = await fetchYouTubeTranscript(youTubeFakeVideoIds.manual, { ...options, preferredLanguages });
      expect(transcript).toMatchObject({ language: 'de', kind: 'manual', text: 'Brot geht auf, weil Hefe Zucker in Gas verwandelt.' });
    }
  });

  it('matches a preferred language by its primary subtag', async () => {
    expect(await fetchYouTubeTranscript(youTubeFakeVideoIds.manual, { ...options, preferredLanguages: ['en-US', 'de'] })).toMatchObject({
      language: 'en',
      kind: 'manual',
    });
  });

  it('reads automatic captions, word by word in json3, when they are all there is', async () => {
    const transcript = await fetchYouTubeTranscript(youTubeFakeVideoIds.automaticOnly, { ...options, preferredLanguages: ['de'] });
    expect(transcript).toEqual({
      title: 'Sourdough, slowly',
      language: 'en',
      kind: 'auto',
      // No punctuation to end sentences: the paragraph ends at the long pause the music fills.
      text: 'so today we are going to talk about sourdough and why it takes so long\n\nthe starter needs time',
    });
  });

  it('falls back to the XML format when json3 comes back empty, decoding its doubly escaped entities', async () => {
    const before = fake.requests.length;
    const transcript = await fetchYouTubeTranscript(youTubeFakeVideoIds.xmlOnly, options);
    expect(transcript).toEqual({
      title: 'Captions in XML only',
      language: 'en-GB',
      kind: 'manual',
      text: "This track is only served as XML, it's old. Fish & chips with vinegar.",
    });
    const captionRequests = fake.requests.slice(before).filter((request) => request.url.startsWith('/api/timedtext'));
    expect(captionRequests.map((request) => new URL(request.url, fake.baseUrl).searchParams.get('fmt'))).toEqual(['json3', null]);
  });

  it('refuses a video without captions, one with only music cues, and one that does not play, with the same message', async () => {
    for (const videoId of [youTubeFakeVideoIds.noCaptions, youTubeFakeVideoIds.onlyMusic, youTubeFakeVideoIds.unavailable, 'unknownVid1']) {
      const error = await failureOf(fetchYouTubeTranscript(videoId, options), 'no_captions');
      expect(error.message).toBe(noCaptionsMessage);
    }
  });

  it("reports YouTube's bot check as YouTube being unreachable, not as a video without captions", async () => {
    const error = await failureOf(fetchYouTubeTranscript(youTubeFakeVideoIds.botCheck, options), 'unreachable');
    expect(error.message).toBe('YouTube is not letting us read this video right now. Please try again later.');
  });

  it('refuses a malformed video id before any request', async () => {
    const before = fake.requests.length;
    await failureOf(fetchYouTubeTranscript('https://youtu.be/x', options), 'invalid_youtube_url');
    expect(fake.requests.length).toBe(before);
  });
});

describe('fetchYouTubeTranscript behind the EU cookie wall', () => {
  it('accepts the consent form with its CONSENT cookie and goes on', async () => {
    const fake = await startYouTubeFake({ consentWall: true });
    try {
      const transcript = await fetchYouTubeTranscript(youTubeFakeVideoIds.xmlOnly, { fetcher: loopbackFetcher, baseUrl: fake.baseUrl });
      expect(transcript.language).toBe('en-GB');
      const [wall, page, player] = fake.requests;
      expect(wall!.headers.cookie).toBeUndefined();
      expect(page!.headers.cookie).toBe('CONSENT=YES+cb.20250101-00-p0.en+FX+123');
      expect(player!.headers.cookie).toBe('CONSENT=YES+cb.20250101-00-p0.en+FX+123');
    } finally {
      await fake.close();
    }
  });
});

describe('fetchYouTubeTranscript against www.youtube.com (a recording fetcher)', () => {
  const videoId = 'dQw4w9WgXcQ';
  const reply = (body: string | object, contentType: string, status = 200): FetchedDocument => ({
    url: '',
    status,
    contentType,
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });
  const playerWith = (baseUrl: string) => ({
    playabilityStatus: { status: 'OK' },
    videoDetails: { videoId, title: '  Title  ' },
    captions: { playerCaptionsTracklistRenderer: { captionTracks: [{ baseUrl, languageCode: 'en', name: { runs: [{ text: 'English' }] } }] } },
  });
  const recordingFetcher = (player: object, urls: string[], watchStatus = 200): UrlFetcher => ({
    async fetch(url) {
      urls.push(url);
      if (url.includes('/watch?')) return reply('<script>ytcfg.set({"INNERTUBE_API_KEY":"AIzaRealLookingKey"})</script>', 'text/html', watchStatus);
      if (url.includes('/youtubei/v1/player')) return reply(player, 'application/json');
      return reply({ events: [{ tStartMs: 0, dDurationMs: 1000, segs: [{ utf8: 'Hello there.' }] }] }, 'application/json');
    },
  });

  it('reads caption URLs on www.youtube.com as the player gives them, with fmt=json3', async () => {
    const urls: string[] = [];
    const player = playerWith('https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&caps=asr&signature=ABC&lang=en&fmt=srv3');
    const transcript = await fetchYouTubeTranscript(videoId, { fetcher: recordingFetcher(player, urls) });
    expect(transcript).toEqual({ title: 'Title', language: 'en', kind: 'manual', text: 'Hello there.' });
    expect(urls).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&hl=en',
      'https://www.youtube.com/youtubei/v1/player?key=AIzaRealLookingKey&prettyPrint=false',
      'https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&caps=asr&signature=ABC&lang=en&fmt=json3',
    ]);
  });

  it('never follows a caption track to a host that is not YouTube', async () => {
    const urls: string[] = [];
    const player = playerWith('https://evil.example/api/timedtext?v=dQw4w9WgXcQ&lang=en');
    await failureOf(fetchYouTubeTranscript(videoId, { fetcher: recordingFetcher(player, urls) }), 'no_captions');
    expect(urls.some((url) => url.includes('evil.example'))).toBe(false);
  });

  it('reports HTTP 429 as YouTube being unreachable', async () => {
    await failureOf(fetchYouTubeTranscript(videoId, { fetcher: recordingFetcher(playerWith(''), [], 429) }), 'unreachable');
  });
});
