import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './read-server-sent-events.ts';

/** A body delivered in pieces of `size` bytes: lines, CRLFs and UTF-8 characters cut anywhere. */
function bodyInPieces(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const events: string[] = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

const stream = [
  ': OPENROUTER PROCESSING',
  '',
  'data: {"choices":[{"delta":{"content":"你好，世界"}}]}',
  '',
  'event: message',
  'id: 7',
  'data:{"choices":[{"delta":{"content":" — ünïcode 🎬"}}]}',
  '',
  'data: first line',
  'data: second line',
  '',
  ': keep-alive',
  '',
  'data: [DONE]',
  '',
  '',
].join('\r\n');

describe('readServerSentEvents', () => {
  it('reads the same events however the bytes are cut: mid-line, mid-CRLF, mid-character', async () => {
    const expected = [
      '{"choices":[{"delta":{"content":"你好，世界"}}]}',
      '{"choices":[{"delta":{"content":" — ünïcode 🎬"}}]}',
      'first line\nsecond line',
      '[DONE]',
    ];
    for (const size of [1, 2, 3, 5, 7, 64, stream.length * 4]) expect(await readAll(bodyInPieces(stream, size))).toEqual(expected);
  });

  it('takes LF and lone CR line ends, and an event the stream ends without a blank line after', async () => {
    expect(await readAll(bodyInPieces('data: a\n\ndata: b\r\rdata: c', 2))).toEqual(['a', 'b', 'c']);
    expect(await readAll(bodyInPieces(': only a comment\n\n', 3))).toEqual([]);
  });

  it('cancels the body when the reader stops early, so the service stops writing', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: more\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readServerSentEvents(endless)) if (event === 'more') break;
    expect(cancelled).toBe(true);
  });
});
