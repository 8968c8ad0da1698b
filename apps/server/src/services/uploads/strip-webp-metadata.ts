/** Chunks that draw the picture (VP8/VP8L bitstreams, alpha, animation) or colour it (ICC); EXIF, XMP and unknown chunks go. */
const keptWebpChunks = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** VP8X flag bits announcing EXIF (0x08) and XMP (0x04) chunks, cleared with the chunks. */
const exifAndXmpFlags = 0x08 | 0x04;
const riffHeaderBytes = 12;
const chunkHeaderBytes = 8;

/**
 * Rewrites a WebP without its EXIF (camera, GPS), XMP and unknown chunks, and
 * without bytes after the RIFF container; the bitstream bytes are untouched.
 * An EXIF orientation goes with the rest: WebP encoders write pixels upright
 * and libwebp does not apply it.
 * Returns undefined when the structure is broken.
 */
export function stripWebpMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < riffHeaderBytes || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return undefined;
  const chunks: Buffer[] = [];
  let offset = riffHeaderBytes;
  while (offset < end) {
    if (offset + chunkHeaderBytes > end) return undefined;
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    // Chunks are padded to an even length.
    const next = offset + chunkHeaderBytes + size + (size % 2);
    if (next > end) return undefined;
    if (keptWebpChunks.has(type)) {
      const chunk = Buffer.from(bytes.subarray(offset, next));
      if (type === 'VP8X' && size >= 1) chunk[chunkHeaderBytes] = chunk[chunkHeaderBytes]! & ~exifAndXmpFlags;
      chunks.push(chunk);
    }
    offset = next;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}
