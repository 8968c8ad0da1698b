import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const importsOf = (file: string) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^import (?!type)[^;]*from '([^']+)'/gmu)].map((match) => match[1]!);

describe('what the frame threads import', () => {
  // Each talking look opens a thread of its own: the face package's index (analysis, speech, the platform) took
  // about 1.7 s to import there, before the first frame.
  it('takes the animation from @talkreel/face/animation, never the package index', () => {
    expect(importsOf('./talking-look-thread.ts').filter((source) => source.startsWith('@talkreel/'))).toEqual(['@talkreel/face/animation']);
  });

  it('gives the render thread a lean entry: frames.ts and the frame source import @talkreel/face/frames at most', () => {
    const sources = [...importsOf('../frames.ts'), ...importsOf('./talking-look-frame-source.ts')].filter((source) => source.startsWith('@talkreel/'));
    expect(sources).toEqual(['@talkreel/face/frames']);
  });
});
