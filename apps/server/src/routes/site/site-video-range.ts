/** One byte range of a file, both ends inclusive (as Content-Range writes it). */
export interface ByteRange {
  start: number;
  endInclusive: number;
}

/**
 * A Range header against a file of `sizeBytes`: one range (`bytes=0-99`,
 * `bytes=100-`, `bytes=-500`), clipped to the file; 'unsatisfiable' when it
 * starts past the end (416); undefined when there is no usable single range
 * (none, another unit, several ranges, malformed): the whole file is sent, as
 * RFC 9110 allows a server to ignore Range.
 */
export function parseByteRange(header: string | undefined, sizeBytes: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/u.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const suffixBytes = Number(last);
    if (suffixBytes === 0 || sizeBytes === 0) return 'unsatisfiable';
    return { start: Math.max(0, sizeBytes - suffixBytes), endInclusive: sizeBytes - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= sizeBytes) return 'unsatisfiable';
  return { start, endInclusive: last === '' ? sizeBytes - 1 : Math.min(Number(last), sizeBytes - 1) };
}
