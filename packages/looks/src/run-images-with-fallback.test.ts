import { describe, expect, it } from 'vitest';
import type { ImageEngine } from './image-engine.ts';
import type { LookImage } from './look-types.ts';
import { runImagesWithFallback } from './run-images-with-fallback.ts';

const image = (engine: string): LookImage => ({ png: new Uint8Array([1]), widthPx: 720, heightPx: 1280, face: null, design: null, engine });
const engine = (name: string, kind: ImageEngine['kind']): ImageEngine => ({ name, kind, generate: () => Promise.reject(new Error('unused')) });
const drawn = () => Promise.resolve([image('embedded'), image('embedded')]);

describe('runImagesWithFallback', () => {
  it('keeps a service’s looks when it makes them', async () => {
    const outcome = await runImagesWithFallback(
      { preferred: engine('openai', 'photo') },
      {
        withService: () => Promise.resolve([image('openai')]),
        withIllustrator: () => Promise.reject(new Error('not asked')),
        signal: new AbortController().signal,
      },
    );
    expect(outcome).toEqual({ result: [image('openai')], engine: 'openai' });
  });

  it('has the illustrator draw them when the service fails, saying which service and why', async () => {
    const failures: unknown[] = [];
    const outcome = await runImagesWithFallback(
      { preferred: engine('stability', 'photo') },
      {
        withService: () => Promise.reject(new Error('402 out of credits')),
        withIllustrator: drawn,
        signal: new AbortController().signal,
        onServiceFailed: (error) => failures.push(error),
      },
    );
    expect(outcome.engine).toBe('embedded');
    expect(outcome.result).toHaveLength(2);
    expect(outcome.note).toBe('stability could not make the looks (402 out of credits); they were drawn by the built-in illustrator instead');
    expect(failures).toHaveLength(1);
  });

  it('asks no service when the illustrator is preferred, and hands nothing over after an abort', async () => {
    const outcome = await runImagesWithFallback(
      { preferred: engine('embedded', 'illustrated') },
      {
        withService: () => Promise.reject(new Error('not asked')),
        withIllustrator: drawn,
        signal: new AbortController().signal,
      },
    );
    expect(outcome).toEqual({ result: [image('embedded'), image('embedded')], engine: 'embedded' });
    const abort = new AbortController();
    abort.abort();
    await expect(
      runImagesWithFallback(
        { preferred: engine('comfyui', 'photo') },
        {
          withService: () => Promise.reject(new Error('aborted')),
          withIllustrator: drawn,
          signal: abort.signal,
        },
      ),
    ).rejects.toThrowError('aborted');
  });
});
