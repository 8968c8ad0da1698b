import { describe, expect, it } from 'vitest';
import { parseJson3Captions, parseXmlCaptions } from './parse-caption-track.ts';

describe('parseJson3Captions', () => {
  it('reads written captions, one event per cue, keeping their screen lines', () => {
    const body = JSON.stringify({
      wireMagic: 'pb3',
      events: [{ tStartMs: 1200, dDurationMs: 2500, segs: [{ utf8: 'First line\nsecond line' }] }],
    });
    expect(parseJson3Captions(body)).toEqual([{ startMs: 1200, durationMs: 2500, text: 'First line\nsecond line' }]);
  });

  it('joins the word segments of automatic captions and skips window and "\\n" events', () => {
    const body = JSON.stringify({
      events: [
        { tStartMs: 0, dDurationMs: 60000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 },
        {
          tStartMs: 100,
          dDurationMs: 1900,
          wWinId: 1,
          segs: [
            { utf8: 'so', acAsrConf: 0 },
            { utf8: ' today', tOffsetMs: 300 },
          ],
        },
        { tStartMs: 2000, dDurationMs: 10, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] },
      ],
    });
    expect(parseJson3Captions(body)).toEqual([{ startMs: 100, durationMs: 1900, text: 'so today' }]);
  });

  it('decodes entities and removes formatting tags', () => {
    const body = JSON.stringify({ events: [{ tStartMs: 0, dDurationMs: 1, segs: [{ utf8: 'Tom &amp; Jerry &#39;<i>live</i>&#39;' }] }] });
    expect(parseJson3Captions(body)?.[0]?.text).toBe("Tom & Jerry 'live'");
  });

  it('says null for a body that is not json3 (empty, HTML, other JSON)', () => {
    expect(parseJson3Captions('')).toBeNull();
    expect(parseJson3Captions('<html></html>')).toBeNull();
    expect(parseJson3Captions('{"error":{"code":404}}')).toBeNull();
  });
});

describe('parseXmlCaptions', () => {
  it('reads the default format: seconds, entities escaped twice, markup escaped once', () => {
    const body = `<?xml version="1.0" encoding="utf-8" ?>
<transcript>
    <text start="0" dur="1.54">Hey, this is just a test</text>
    <text start="1.54" dur="4.16">this is &lt;i>not&lt;/i> the original transcript</text>
    <text start="5" dur="0.5"></text>
    <text start="5.7" dur="3.239">it&amp;#39;s &amp;quot;short&amp;quot; &amp;amp; made up</text>
</transcript>`;
    expect(parseXmlCaptions(body)).toEqual([
      { startMs: 0, durationMs: 1540, text: 'Hey, this is just a test' },
      { startMs: 1540, durationMs: 4160, text: 'this is not the original transcript' },
      { startMs: 5700, durationMs: 3239, text: 'it\'s "short" & made up' },
    ]);
  });

  it('reads fmt=srv3: milliseconds, words in <s> elements', () => {
    const body = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>
<p t="500" d="2100" w="1"><s ac="0">Bread</s><s t="400" ac="0"> rises</s></p>
<p t="2600" d="1000">Fish &amp; chips</p>
<p t="3600" d="10" a="1">
</p>
</body></timedtext>`;
    expect(parseXmlCaptions(body)).toEqual([
      { startMs: 500, durationMs: 2100, text: 'Bread rises' },
      { startMs: 2600, durationMs: 1000, text: 'Fish & chips' },
    ]);
  });

  it('says null for a body that is neither format', () => {
    expect(parseXmlCaptions('')).toBeNull();
    expect(parseXmlCaptions('{"events":[]}')).toBeNull();
    expect(parseXmlCaptions('<html><body>Sorry</body></html>')).toBeNull();
  });
});
