import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileKind } from './detect-file-kind.ts';

/** Built from parts so the repository itself never holds the whole signature (scanners on developer machines would flag it). */
const eicar = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join('');
const MB = 1024 * 1024;

/** Plain prose lines, a little over `bytes` long. */
function prose(bytes: number): string {
  const line = 'The quick brown fox jumps over the lazy dog. Größe, naïve, 你好.\n';
  return line.repeat(Math.ceil(bytes / Buffer.byteLength(line)));
}

describe('detectFileKind for text', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'talkreel-detect-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function kindOf(content: string | Buffer, name = 'notes.txt') {
    const filePath = path.join(dir, `${Math.random().toString(36).slice(2)}.bin`);
    await writeFile(filePath, content);
    return detectFileKind(filePath, name);
  }

  it('accepts 3 MB of UTF-8 prose named .txt, and nothing unnamed', async () => {
    const text = prose(3 * MB);
    expect(await kindOf(text)).toBe('txt');
    expect(await kindOf(text, 'notes.md')).toBeUndefined();
  });

  it('refuses the EICAR signature wherever it sits: at the start, after 1 MB, at the very end, split across two reads', async () => {
    expect(await kindOf(eicar)).toBeUndefined();
    expect(await kindOf(`${prose(MB)}${eicar}\n${prose(1000)}`)).toBeUndefined();
    expect(await kindOf(`${prose(5 * MB)}${eicar}`)).toBeUndefined();
    // The reader takes 256 KiB at a time: put the signature across the boundary.
    const head = 'a'.repeat(256 * 1024 - 20);
    expect(await kindOf(`${head}${eicar}`)).toBeUndefined();
  });

  it('refuses invalid UTF-8, control bytes and markup, however late they come', async () => {
    const late = Buffer.from(prose(2 * MB));
    expect(await kindOf(Buffer.concat([late, Buffer.from([0xc3, 0x28]), Buffer.from('tail')]))).toBeUndefined();
    expect(await kindOf(Buffer.concat([late, Buffer.from([0xe4, 0xbd])]))).toBeUndefined();
    expect(await kindOf(Buffer.concat([late, Buffer.from([0x00]), Buffer.from('tail')]))).toBeUndefined();
    expect(await kindOf(`${' \n'.repeat(200 * 1024)}<script>alert(1)</script>`)).toBeUndefined();
    expect(await kindOf('\uFEFF  <svg onload="alert(1)"/>')).toBeUndefined();
    expect(await kindOf('')).toBeUndefined();
    expect(await kindOf(`${prose(1000)}a < b and c > d\n`)).toBe('txt');
  });
});
