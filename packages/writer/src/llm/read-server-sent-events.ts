/**
 * The `data` of each event of a text/event-stream body, as the WHATWG
 * event-stream rules read it: lines end with CRLF, LF or CR (a CRLF split
 * between two network chunks is one line end), `:` lines are comments
 * (keep-alives), an event's `data:` lines are joined with newlines, a blank
 * line ends the event, other fields (event, id, retry) are ignored here.
 * Bytes are decoded as a stream, so a UTF-8 character split across chunks
 * comes out whole. Events without data are skipped.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let data: string[] = [];
  const takeLine = (line: string): string | undefined => {
    if (line === '') {
      const event = data.length > 0 ? data.join('\n') : undefined;
      data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /u, '');
    if (field === 'data') data.push(value);
    return undefined;
  };
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      finished = done;
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (;;) {
        const end = /\r\n|\r|\n/u.exec(buffer);
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (!end || (!done && end[0] === '\r' && end.index === buffer.length - 1)) break;
        const event = takeLine(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
        if (event !== undefined) yield event;
      }
      if (done) {
        // A stream may end without the final blank line: what was gathered is still an event.
        const last = buffer ? takeLine(buffer) : undefined;
        if (last !== undefined) yield last;
        const pending = takeLine('');
        if (pending !== undefined) yield pending;
        return;
      }
    }
  } finally {
    // A reader that stops early (a [DONE], an error, a cancelled script) closes the connection, so the service stops writing.
    if (finished) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}
