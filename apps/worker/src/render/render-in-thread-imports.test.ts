import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('what the render thread imports', () => {
  // A new pool thread imports this module first: the face and looks indexes (analysis, speech, image services,
  // the platform) took about 2 s there before the first frame; their frames entries take about 0.4 s.
  it('takes the frame sources from the lean entries of @talkreel/face and @talkreel/looks', () => {
    const source = readFileSync(new URL('./render-in-thread.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/^import [^;]*from '(@talkreel\/[^']+)'/gmu)].map((match) => match[1]);
    expect(imported).toEqual(['@talkreel/face/frames', '@talkreel/looks/frames', '@talkreel/render']);
  });
});
