/**
 * One `Range: bytes=a-b` (or `a-`, `-n`) against a size in bytes. Multiple
 * ranges are served whole (undefined), as RFC 9110 allows.
 */
export function parseByteRange(header: string | undefined, sizeBytes: number): { start: number; endInclusive: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return undefined;
  if (startText === '') {
    const suffixBytes = Number(endText);
    if (suffixBytes === 0) return 'unsatisfiable';
    return { start: Math.max(0, sizeBytes - suffixBytes), endInclusive: sizeBytes - 1 };
  }
  const start = Number(startText);
  const endInclusive = endText === '' ? sizeBytes - 1 : Math.min(Number(endText), sizeBytes - 1);
  if (start >= sizeBytes || start > endInclusive) return 'unsatisfiable';
  return { start, endInclusive };
}
