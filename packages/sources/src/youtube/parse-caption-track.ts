import type { CaptionCue } from './caption-cue.ts';
import { decodeHtmlEntities } from './decode-html-entities.ts';

interface Json3Captions {
  events?: { tStartMs?: number; dDurationMs?: number; segs?: { utf8?: string }[] }[];
}

/**
 * YouTube's `fmt=json3` timed text → cues. Automatic captions come as one
 * event per word group (`segs`, each word with its leading space) plus
 * events holding only the "\n" that scrolls the window; those add no text.
 * Returns null when the body is not json3.
 */
export function parseJson3Captions(body: string): CaptionCue[] | null {
  let captions: Json3Captions;
  try {
    captions = JSON.parse(body) as Json3Captions;
  } catch {
    return null;
  }
  if (typeof captions !== 'object' || captions === null || !Array.isArray(captions.events)) return null;
  return captions.events.flatMap((event) => {
    const text = (event.segs ?? []).map((segment) => segment.utf8 ?? '').join('');
    if (text.trim() === '') return [];
    return [{ startMs: event.tStartMs ?? 0, durationMs: event.dDurationMs ?? 0, text: cleanCaptionText(text) }];
  });
}

/**
 * YouTube's XML timed text → cues: the default format (`<transcript><text
 * start="1.5" dur="2">`, seconds) and `fmt=srv3` (`<timedtext><body><p t="1500"
 * d="2000">`, ms, words in `<s>`). Entities are escaped twice in the default
 * format ("&amp;#39;"), so text is decoded twice. Returns null when the body
 * is neither.
 */
export function parseXmlCaptions(body: string): CaptionCue[] | null {
  if (/<transcript[\s>]/.test(body))
    return cuesOf(
      body,
      'text',
      (attributes) => secondsToMs(attributes.start),
      (attributes) => secondsToMs(attributes.dur),
    );
  if (/<timedtext[\s>]/.test(body))
    return cuesOf(
      body,
      'p',
      (attributes) => Number(attributes.t ?? 0),
      (attributes) => Number(attributes.d ?? 0),
    );
  return null;
}

function cuesOf(
  body: string,
  element: string,
  startMsOf: (attributes: Record<string, string>) => number,
  durationMsOf: (attributes: Record<string, string>) => number,
): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const match of body.matchAll(new RegExp(`<${element}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${element}>)`, 'g'))) {
    const content = match[2] ?? '';
    const text = decodeHtmlEntities(content.replace(/<[^>]*>/g, ''));
    if (text.trim() === '') continue;
    const attributes = Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
    const startMs = startMsOf(attributes);
    const durationMs = durationMsOf(attributes);
    cues.push({ startMs: Number.isFinite(startMs) ? startMs : 0, durationMs: Number.isFinite(durationMs) ? durationMs : 0, text: cleanCaptionText(text) });
  }
  return cues;
}

function secondsToMs(seconds: string | undefined): number {
  return Math.round(Number(seconds ?? 0) * 1000);
}

/** Formatting tags caption writers use; other "<...>" is text ("x<y and z>w"). */
const formattingTagPattern = /<\/?(?:i|b|u|em|strong|font|c|v|span|ruby|rt)\b[^>]*>/gi;

/** Entities decoded (once more: the formats carry escaped markup), then formatting tags (`<i>`, `<font>`) removed. */
function cleanCaptionText(text: string): string {
  return decodeHtmlEntities(text)
    .replace(formattingTagPattern, '')
    .replace(/<br\s*\/?>/gi, '\n');
}
