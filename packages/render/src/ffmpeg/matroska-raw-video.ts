/**
 * Just enough Matroska to stream raw frames (I420 or RGBA) with timestamps into
 * ffmpeg: a frame that repeats the one before is simply not sent, and
 * ffmpeg (`-vsync cfr`) repeats the previous frame until the next timestamp.
 * Timestamps are in ms (TimecodeScale 1 000 000 ns); every frame is its own
 * cluster, so cluster-relative times stay 0.
 */

/** EBML variable-length size: the shortest encoding whose all-ones value is not used. */
export function encodeEbmlSize(size: number): Buffer {
  for (let length = 1; length <= 8; length += 1) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let remaining = size;
      for (let index = length - 1; index >= 0; index -= 1) {
        bytes[index] = remaining % 256;
        remaining = Math.floor(remaining / 256);
      }
      bytes[0]! |= 0x80 >> (length - 1);
      return bytes;
    }
  }
  throw new RangeError(`EBML size too large: ${size}`);
}

/** "Unknown size", for the live segment whose length is not known up front. */
const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function element(id: number, payload: Buffer): Buffer {
  // Matroska ids carry their own length marker: 0xe0 is one byte, 0x1a45dfa3 four.
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
  return Buffer.concat([idBytes, encodeEbmlSize(payload.length), payload]);
}

function unsigned(id: number, value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  const firstNonZero = bytes.findIndex((byte) => byte !== 0);
  return element(id, bytes.subarray(firstNonZero === -1 ? 7 : firstNonZero));
}

const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));

/** How the raw pixels are laid out, as the track's FourCC (ColourSpace) names it. */
export type RawPixelFormat = 'I420' | 'RGBA';

/** The EBML header, the start of a live segment, and one raw video track. */
export function buildMatroskaHeader(widthPx: number, heightPx: number, fps: number, pixelFormat: RawPixelFormat): Buffer {
  const ebml = element(
    0x1a45dfa3,
    Buffer.concat([
      unsigned(0x4286, 1),
      unsigned(0x42f7, 1),
      unsigned(0x42f2, 4),
      unsigned(0x42f3, 8),
      text(0x4282, 'matroska'),
      unsigned(0x4287, 4),
      unsigned(0x4285, 2),
    ]),
  );
  const info = element(0x1549a966, Buffer.concat([unsigned(0x2ad7b1, 1_000_000), text(0x4d80, 'talkreel'), text(0x5741, 'talkreel')]));
  const video = element(0xe0, Buffer.concat([unsigned(0xb0, widthPx), unsigned(0xba, heightPx), element(0x2eb524, Buffer.from(pixelFormat, 'ascii'))]));
  const track = element(
    0xae,
    Buffer.concat([unsigned(0xd7, 1), unsigned(0x73c5, 1), unsigned(0x83, 1), text(0x86, 'V_UNCOMPRESSED'), unsigned(0x23e383, Math.round(1e9 / fps)), video]),
  );
  const segmentStart = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), unknownSize]);
  return Buffer.concat([ebml, segmentStart, info, element(0x1654ae6b, track)]);
}

/** Everything before a frame's pixels: a cluster at `timeMs` holding one key-frame SimpleBlock. */
export function buildFrameHeader(timeMs: number, frameBytes: number): Buffer {
  const timecode = unsigned(0xe7, Math.round(timeMs));
  // SimpleBlock: track number 1 (as an EBML size), relative time 0 (int16), flags 0x80 (key frame).
  const blockHeader = Buffer.from([0x81, 0x00, 0x00, 0x80]);
  const simpleBlockHeader = Buffer.concat([Buffer.from([0xa3]), encodeEbmlSize(blockHeader.length + frameBytes), blockHeader]);
  const clusterPayloadBytes = timecode.length + simpleBlockHeader.length + frameBytes;
  return Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), encodeEbmlSize(clusterPayloadBytes), timecode, simpleBlockHeader]);
}
