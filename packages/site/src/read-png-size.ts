import { open } from 'node:fs/promises';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk (bytes 16–23); undefined when the file is not a PNG. */
export async function readPngSize(file: string): Promise<{ widthPx: number; heightPx: number } | undefined> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(24);
    await handle.read(header, 0, 24, 0);
    if (!header.subarray(0, 8).equals(pngSignature)) return undefined;
    return { widthPx: header.readUInt32BE(16), heightPx: header.readUInt32BE(20) };
  } finally {
    await handle.close();
  }
}
