import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface YouTubeFakeCue {
  startMs: number;
  durationMs: number;
  /** Plain text as a viewer sees it; each format escapes it the way YouTube does. `\n` between screen lines. */
  text: string;
}

export interface YouTubeFakeTrack {
  languageCode: string;
  name: string;
  /** Speech-recognition captions (`kind=asr`): json3 word by word with window-scrolling "\n" events, as YouTube sends them. */
  isAutomatic?: boolean;
  /** Only the XML formats: `fmt=json3` answers 200 with an empty body, as YouTube does for a format it will not serve. */
  isXmlOnly?: boolean;
  cues: YouTubeFakeCue[];
}

export interface YouTubeFakeVideo {
  title: string;
  /** A playabilityStatus other than OK, e.g. `{ status: 'ERROR', reason: 'This video is unavailable' }`. */
  playability?: { status: string; reason: string };
  /** Absent: the player response has no `captions` at all (the uploader turned them off). */
  tracks?: YouTubeFakeTrack[];
}

export interface YouTubeFakeRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface YouTubeFake {
  /** http://127.0.0.1:port, to pass as `baseUrl`. */
  baseUrl: string;
  readonly requests: YouTubeFakeRequest[];
  close(): Promise<void>;
}

/** The videos the fake serves unless told otherwise. */
export const youTubeFakeVideoIds = {
  /** Written German and English tracks (German listed first) and an automatic English one. */
  manual: 'fakeManual1',
  automaticOnly: 'fakeAutoOnl',
  xmlOnly: 'fakeXmlOnly',
  noCaptions: 'fakeNoCapts',
  onlyMusic: 'fakeOnlyMus',
  unavailable: 'fakeGone001',
  botCheck: 'fakeBotChck',
} as const;

export const youTubeFakeVideos: Record<string, YouTubeFakeVideo> = {
  [youTubeFakeVideoIds.manual]: {
    title: 'How Bread Rises: a short talk',
    tracks: [
      { languageCode: 'de', name: 'Deutsch', cues: [{ startMs: 2500, durationMs: 3000, text: 'Brot geht auf, weil Hefe Zucker in Gas verwandelt.' }] },
      {
        languageCode: 'en',
        name: 'English',
        cues: [
          { startMs: 0, durationMs: 2000, text: '[Music]' },
          { startMs: 2500, durationMs: 3000, text: 'Bread rises because yeast\nturns sugar into gas,' },
          { startMs: 5500, durationMs: 2500, text: "and gluten traps it & that's the <i>whole</i> trick." },
          { startMs: 9000, durationMs: 2000, text: '>> So how long should it rest?' },
          { startMs: 11200, durationMs: 2500, text: '>> About an hour, somewhere "warm".' },
          { startMs: 14000, durationMs: 1000, text: '(audience laughing)' },
          { startMs: 15000, durationMs: 2000, text: '♪ la la la ♪' },
          { startMs: 17500, durationMs: 3000, text: '- Thank you.\n- Thanks for having me.' },
        ],
      },
      {
        languageCode: 'en',
        name: 'English (auto-generated)',
        isAutomatic: true,
        cues: [{ startMs: 2500, durationMs: 3000, text: 'bread rises because yeast' }],
      },
    ],
  },
  [youTubeFakeVideoIds.automaticOnly]: {
    title: 'Sourdough, slowly',
    tracks: [
      {
        languageCode: 'en',
        name: 'English (auto-generated)',
        isAutomatic: true,
        cues: [
          { startMs: 0, durationMs: 1800, text: 'so today we are going to talk' },
          { startMs: 1800, durationMs: 1600, text: 'about sourdough and why it' },
          { startMs: 3400, durationMs: 1500, text: 'takes so long' },
          { startMs: 7000, durationMs: 1200, text: '[Music]' },
          { startMs: 9000, durationMs: 2000, text: 'the starter needs time' },
        ],
      },
    ],
  },
  [youTubeFakeVideoIds.xmlOnly]: {
    title: 'Captions in XML only',
    tracks: [
      {
        languageCode: 'en-GB',
        name: 'English (United Kingdom)',
        isXmlOnly: true,
        cues: [
          { startMs: 1000, durationMs: 2000, text: "This track is only served as XML, it's old." },
          { startMs: 3100, durationMs: 2000, text: 'Fish & chips <i>with</i> vinegar.' },
        ],
      },
    ],
  },
  [youTubeFakeVideoIds.noCaptions]: { title: 'No captions here' },
  [youTubeFakeVideoIds.onlyMusic]: {
    title: 'Instrumental',
    tracks: [
      {
        languageCode: 'en',
        name: 'English',
        cues: [
          { startMs: 0, durationMs: 30_000, text: '[Music]' },
          { startMs: 30_000, durationMs: 5000, text: '♪ ♪' },
        ],
      },
    ],
  },
  [youTubeFakeVideoIds.unavailable]: { title: '', playability: { status: 'ERROR', reason: 'This video is unavailable' } },
  [youTubeFakeVideoIds.botCheck]: { title: '', playability: { status: 'LOGIN_REQUIRED', reason: 'Sign in to confirm you’re not a bot' } },
};

const apiKey = 'AIzaSyFakeKeyForTalkreelTests000000000';
/** The value of the consent form's hidden `v` input; the cookie that passes the wall is `CONSENT=YES+` and it. */
const consentFormValue = 'cb.20250101-00-p0.en+FX+123';

/**
 * A local stand-in for the YouTube endpoints transcripts use, speaking their
 * request and response shapes: `GET /watch?v=` (a page with `ytcfg` and its
 * INNERTUBE_API_KEY, and `ytInitialPlayerResponse`), `POST
 * /youtubei/v1/player?key=` (checks the key and the client context; answers
 * the Android client's player response, caption tracks listed with their
 * `baseUrl` on this server) and `GET /api/timedtext` (json3, srv3 or the
 * default XML by `fmt`, signed URLs only). With `consentWall`, the watch page
 * is the EU consent form until the CONSENT cookie is sent. Listens on
 * 127.0.0.1 only.
 */
export async function startYouTubeFake(options: { videos?: Record<string, YouTubeFakeVideo>; consentWall?: boolean } = {}): Promise<YouTubeFake> {
  const videos = options.videos ?? youTubeFakeVideos;
  const requests: YouTubeFakeRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body });
      const origin = `http://${request.headers.host}`;
      const url = new URL(request.url ?? '/', origin);
      if (request.method === 'GET' && url.pathname === '/watch') serveWatchPage(request, response, url, videos, origin, options.consentWall === true);
      else if (request.method === 'POST' && url.pathname === '/youtubei/v1/player') servePlayer(response, url, body, videos, origin);
      else if (request.method === 'GET' && url.pathname === '/api/timedtext') serveTimedText(response, url, videos);
      else send(response, 404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>404 Not Found</title>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function serveWatchPage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  videos: Record<string, YouTubeFakeVideo>,
  origin: string,
  consentWall: boolean,
) {
  if (consentWall && !(request.headers.cookie ?? '').includes(`CONSENT=YES+${consentFormValue}`)) {
    send(
      response,
      200,
      'text/html; charset=utf-8',
      '<!DOCTYPE html><html><head><title>Before you continue to YouTube</title></head><body>' +
        '<form action="https://consent.youtube.com/s" method="POST"><input type="hidden" name="gl" value="DE">' +
        `<input type="hidden" name="v" value="${consentFormValue}"><button>Accept all</button></form></body></html>`,
    );
    return;
  }
  const videoId = url.searchParams.get('v') ?? '';
  // The web client's own player response: its caption URLs need a proof-of-origin token (exp=xpe).
  const webPlayer = playerResponse(videoId, videos[videoId], origin, 'web');
  send(
    response,
    200,
    'text/html; charset=utf-8',
    `<!DOCTYPE html><html lang="en"><head><title>${escapeXml(videos[videoId]?.title ?? '')} - YouTube</title></head><body>` +
      `<script nonce="fake">ytcfg.set({"INNERTUBE_API_KEY":"${apiKey}","INNERTUBE_CLIENT_NAME":"WEB","INNERTUBE_CLIENT_VERSION":"2.20250101.00.00"});</script>` +
      `<script nonce="fake">var ytInitialPlayerResponse = ${JSON.stringify(webPlayer)};</script></body></html>`,
  );
}

function servePlayer(response: ServerResponse, url: URL, body: string, videos: Record<string, YouTubeFakeVideo>, origin: string) {
  const invalid = (message: string) =>
    send(response, 400, 'application/json; charset=UTF-8', JSON.stringify({ error: { code: 400, message, status: 'INVALID_ARGUMENT' } }));
  const key = url.searchParams.get('key');
  if (key !== null && key !== apiKey) return invalid('API key not valid. Please pass a valid API key.');
  let request: { context?: { client?: { clientName?: unknown; clientVersion?: unknown } }; videoId?: unknown };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    return invalid('Invalid JSON payload received.');
  }
  const client = request.context?.client;
  if (typeof client?.clientName !== 'string' || typeof client.clientVersion !== 'string' || typeof request.videoId !== 'string') {
    return invalid('Request contains an invalid argument.');
  }
  const videoId = request.videoId;
  send(response, 200, 'application/json; charset=UTF-8', JSON.stringify(playerResponse(videoId, videos[videoId], origin, 'android')));
}

function playerResponse(videoId: string, video: YouTubeFakeVideo | undefined, origin: string, client: 'web' | 'android') {
  const responseContext = { visitorData: 'CgtGYWtlVmlzaXRvcg%3D%3D', serviceTrackingParams: [] };
  if (!video || video.playability) {
    const { status, reason } = video?.playability ?? { status: 'ERROR', reason: 'This video is unavailable' };
    return { responseContext, playabilityStatus: { status, reason, errorScreen: { playerErrorMessageRenderer: { reason: { runs: [{ text: reason }] } } } } };
  }
  const tracks = video.tracks ?? [];
  const captions = {
    playerCaptionsTracklistRenderer: {
      captionTracks: tracks.map((track) => {
        const query = new URLSearchParams({
          v: videoId,
          ei: 'FakeEventId',
          caps: 'asr',
          opi: '112496729',
          xoaf: '5',
          hl: 'en',
          ip: '0.0.0.0',
          ipbits: '0',
          expire: '4102444800',
          sparams: 'ip,ipbits,expire,v,ei,caps,opi,xoaf',
          signature: signatureOf(videoId, track.languageCode),
          key: 'yt8',
          ...(track.isAutomatic ? { kind: 'asr' } : {}),
          lang: track.languageCode,
          ...(client === 'web' ? { exp: 'xpe' } : {}),
        });
        return {
          baseUrl: `${origin}/api/timedtext?${query}&fmt=srv3`,
          name: client === 'web' ? { simpleText: track.name } : { runs: [{ text: track.name }] },
          vssId: `${track.isAutomatic ? 'a' : ''}.${track.languageCode}`,
          languageCode: track.languageCode,
          ...(track.isAutomatic ? { kind: 'asr' } : {}),
          isTranslatable: true,
          trackName: '',
        };
      }),
      audioTracks: [{ captionTrackIndices: tracks.map((_, index) => index), defaultCaptionTrackIndex: 0, hasDefaultTrack: true }],
      translationLanguages: [{ languageCode: 'fr', languageName: { runs: [{ text: 'French' }] } }],
      defaultAudioTrackIndex: 0,
    },
  };
  return {
    responseContext,
    playabilityStatus: { status: 'OK', playableInEmbed: true },
    ...(video.tracks ? { captions } : {}),
    videoDetails: { videoId, title: video.title, lengthSeconds: '60', channelId: 'UCFakeChannel000000000000', author: 'Fake Channel', isCrawlable: true },
  };
}

function serveTimedText(response: ServerResponse, url: URL, videos: Record<string, YouTubeFakeVideo>) {
  const videoId = url.searchParams.get('v') ?? '';
  const language = url.searchParams.get('lang') ?? '';
  const isAutomatic = url.searchParams.get('kind') === 'asr';
  const track = videos[videoId]?.tracks?.find((candidate) => candidate.languageCode === language && (candidate.isAutomatic ?? false) === isAutomatic);
  if (!track || url.searchParams.get('signature') !== signatureOf(videoId, language)) return send(response, 404, 'text/html; charset=UTF-8', '');
  const format = url.searchParams.get('fmt');
  const contentType = format === 'json3' ? 'application/json; charset=UTF-8' : 'text/xml; charset=UTF-8';
  // A web-client URL without its proof-of-origin token, or a format not served: 200 and nothing.
  if (url.searchParams.has('exp') || (format === 'json3' && track.isXmlOnly)) return send(response, 200, contentType, '');
  if (format === 'json3') send(response, 200, contentType, json3Of(track));
  else if (format === 'srv3') send(response, 200, 'text/xml; charset=UTF-8', srv3Of(track));
  else send(response, 200, 'text/xml; charset=UTF-8', srv1Of(track));
}

function json3Of(track: YouTubeFakeTrack): string {
  if (!track.isAutomatic) {
    const events = track.cues.map((cue) => ({ tStartMs: cue.startMs, dDurationMs: cue.durationMs, segs: [{ utf8: cue.text }] }));
    return JSON.stringify({ wireMagic: 'pb3', pens: [{}], wsWinStyles: [{}], wpWinPositions: [{}], events });
  }
  const events: unknown[] = [{ tStartMs: 0, dDurationMs: 60_000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 }];
  for (const cue of track.cues) {
    const words = cue.text.split(' ');
    events.push({
      tStartMs: cue.startMs,
      dDurationMs: cue.durationMs,
      wWinId: 1,
      segs: words.map((word, index) => (index === 0 ? { utf8: word, acAsrConf: 0 } : { utf8: ` ${word}`, tOffsetMs: index * 300, acAsrConf: 0 })),
    });
    events.push({ tStartMs: cue.startMs + cue.durationMs, dDurationMs: 10, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] });
  }
  return JSON.stringify({
    wireMagic: 'pb3',
    pens: [{}],
    wsWinStyles: [{}, { mhModeHint: 2, juJustifCode: 0, sdScrollDir: 3 }],
    wpWinPositions: [{}, { apPoint: 6, ahHorPos: 20, avVerPos: 100 }],
    events,
  });
}

/** `fmt=srv3`: one `<p>` per cue, times in ms, text escaped once. */
function srv3Of(track: YouTubeFakeTrack): string {
  const paragraphs = track.cues.map((cue) => `<p t="${cue.startMs}" d="${cue.durationMs}">${escapeXml(cue.text)}</p>`).join('\n');
  return `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n<body>\n${paragraphs}\n</body>\n</timedtext>`;
}

/** The default format: `<text start dur>` in seconds; quotes and ampersands HTML-escaped, then the whole XML-escaped ("&amp;#39;"). */
function srv1Of(track: YouTubeFakeTrack): string {
  const htmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
  const texts = track.cues.map((cue) => `<text start="${cue.startMs / 1000}" dur="${cue.durationMs / 1000}">${escapeXml(htmlEscape(cue.text))}</text>`);
  return `<?xml version="1.0" encoding="utf-8" ?><transcript>${texts.join('')}</transcript>`;
}

function signatureOf(videoId: string, language: string): string {
  return Buffer.from(`${videoId}:${language}`).toString('hex').toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function send(response: ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}
