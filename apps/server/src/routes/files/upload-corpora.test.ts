import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RULES, type UploadPurpose } from '@talkreel/contract';
import { requireCorpus, sharedCorpusPath } from '@talkreel/platform/testing/corpus';
import { KIND_BY_DETECTED_EXTENSION } from '../../services/uploads/detect-file-kind.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const corpora = sharedCorpusPath();
const purposes = Object.keys(UPLOAD_RULES) as UploadPurpose[];

interface FileTypeFixture {
  file: string;
  expected_ext_from_file_type_suite: string | null;
  'file_type_21.3.4_detected': { ext: string | null };
  note?: string;
}

interface HostileUpload {
  file: string;
  expected_app_behaviour: string;
  'file_type_21.3.4_says': { ext: string | null };
}

/** Whether a file whose bytes are `ext` belongs in this purpose (undefined ext: never). */
function isAccepted(ext: string | null | undefined, purpose: UploadPurpose): boolean {
  const kind = ext ? KIND_BY_DETECTED_EXTENSION[ext] : undefined;
  return kind !== undefined && UPLOAD_RULES[purpose].kinds.includes(kind);
}

async function listFilesRecursively(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

const hasCorpora = ['file-type-fixtures', 'malicious-uploads'].every((folder) => requireCorpus('upload corpora test', path.join(corpora, folder)));

describe.skipIf(!hasCorpora)('uploads over the shared corpora', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  it('accepts or refuses each file-type fixture by its bytes, for every purpose', async () => {
    const manifest = JSON.parse(await readFile(path.join(corpora, 'file-type-fixtures/manifest.json'), 'utf8')) as { fixtures: FileTypeFixture[] };
    const mismatches: string[] = [];
    for (const fixture of manifest.fixtures) {
      const bytes = await readFile(path.join(corpora, 'file-type-fixtures', fixture.file));
      const isLegacy = fixture.note?.startsWith('not referenced') ?? false;
      const expectedExt = isLegacy ? fixture['file_type_21.3.4_detected'].ext : fixture.expected_ext_from_file_type_suite;
      for (const purpose of purposes) {
        if (bytes.length > UPLOAD_RULES[purpose].maxBytes) continue;
        const response = await product.uploadFile(token, { bytes, name: path.basename(fixture.file), purpose });
        const { code } = response.json() as { code: number };
        const expectedCode = isAccepted(expectedExt, purpose) ? 0 : 41500;
        if (code !== expectedCode) mismatches.push(`${fixture.file} as ${purpose}: got ${code}, expected ${expectedCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('treats every hostile upload as its manifest expects', async () => {
    const manifest = JSON.parse(await readFile(path.join(corpora, 'malicious-uploads/manifest.json'), 'utf8')) as { items: HostileUpload[] };
    const mismatches: string[] = [];
    for (const item of manifest.items) {
      let bytes = await readFile(path.join(corpora, 'malicious-uploads', item.file));
      let name = path.basename(item.file);
      if (name.endsWith('.b64')) {
        bytes = Buffer.from(bytes.toString('utf8'), 'base64');
        name = name.replace(/\.b64$/, '');
      }
      for (const purpose of purposes) {
        const response = await product.uploadFile(token, { bytes, name, purpose });
        const body = response.json() as { code: number; data: { key: string } | null };
        const expectedCode = isAccepted(item['file_type_21.3.4_says'].ext, purpose) ? 0 : 41500;
        if (body.code !== expectedCode) mismatches.push(`${item.file} as ${purpose}: got ${body.code}, expected ${expectedCode}`);
        if (body.code === 0 && body.data) {
          const stored = await readFile(path.join(product.dataDir, 'files', body.data.key));
          // Image metadata payloads are stripped before storing.
          for (const payload of ['<?php', '/etc/passwd']) {
            if (/\.(png|jpe?g)$/.test(name) && stored.includes(payload)) mismatches.push(`${item.file} as ${purpose}: stored bytes still hold ${payload}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('wrote nothing outside the storage root and left no temp files', async () => {
    const everything = await listFilesRecursively(product.dataDir);
    // The server's own operator token (services/credits/operator-token.ts) is the one file it keeps beside them.
    const outside = everything.filter((file) => !file.startsWith(`files${path.sep}`) && file !== 'operator-token');
    expect(outside).toEqual([]);
    const stored = everything.filter((file) => file.startsWith(`files${path.sep}uploads${path.sep}`));
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) expect(file).toMatch(/^files\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });
});
