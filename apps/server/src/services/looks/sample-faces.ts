import { designLooks, lookSizePx, lookThreadModule, type EmbeddedDesign } from '@talkreel/looks';
import { libraryOwnerId } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';

/** Six faces for the Upload Your Photo dialog, drawn by the embedded engine (never photos of real people). */
const sampleFaces = [
  { name: 'Ava', gender: 'female', age: 'young adult', ethnicity: 'european', appearance: 'long brown hair, white shirt' },
  { name: 'Kofi', gender: 'male', age: 'adult', ethnicity: 'african', appearance: 'short hair, beard, grey blazer' },
  { name: 'Mei', gender: 'female', age: 'adult', ethnicity: 'east asian', appearance: 'bob, black hair, blue sweater' },
  { name: 'Ravi', gender: 'male', age: 'young adult', ethnicity: 'south asian', appearance: 'short hair, glasses, white shirt' },
  { name: 'Lucia', gender: 'female', age: 'senior', ethnicity: 'south american', appearance: 'grey hair, bun, earrings' },
  { name: 'Omar', gender: 'male', age: 'senior', ethnicity: 'middle eastern', appearance: 'grey hair, moustache, navy suit' },
] as const;

export const sampleFaceUrlPrefix = '/api/aigc/sample_faces/';

export function sampleFaceDesign(index: number): EmbeddedDesign | undefined {
  const face = sampleFaces[index];
  if (!face) return undefined;
  return designLooks({ ...face, style: 'professional', background: 'studio', aspectRatio: 0, count: 1, seed: 5000 + index })[0];
}

export const listSampleFaces = () => sampleFaces.map((face, index) => ({ name: face.name, url: `${sampleFaceUrlPrefix}${index + 1}` }));

/** The sample face that a reference url names (`/api/aigc/sample_faces/3`), if it is one. */
export function sampleFaceIndexOf(url: string): number | null {
  const match = /\/api\/aigc\/sample_faces\/([1-6])$/u.exec(url.split('?')[0] ?? '');
  return match ? Number(match[1]) - 1 : null;
}

/** A sample face's picture: drawn on the first request and stored (owned by the library account), then the stored key. */
export async function ensureSampleFace(context: AppContext, index: number): Promise<string> {
  const design = sampleFaceDesign(index);
  if (!design) throw new Error(`No sample face ${index + 1}`);
  const key = `samples/face-${index + 1}-v${design.version}.png`;
  const { files } = context.runtime.repositories;
  if (!(await files.findByKey(key))) {
    const { cover } = await context.runtime.interactivePool.run<{ design: unknown; widthPx: number; heightPx: number }, { cover: Uint8Array }>(
      lookThreadModule,
      'renderCoversInThread',
      { design, ...lookSizePx(0, 640) },
    );
    const { sizeBytes } = await context.runtime.storage.put(key, Buffer.from(cover), { contentType: 'image/png' });
    await files.recordPng({ ownerId: libraryOwnerId, key, purpose: 'library', sizeBytes, name: `sample-face-${index + 1}.png` });
  }
  return key;
}
