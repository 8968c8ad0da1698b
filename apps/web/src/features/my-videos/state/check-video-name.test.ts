import { ProjectNameSchema } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { checkVideoName, MAX_VIDEO_NAME_LENGTH } from './check-video-name.ts';

describe('checkVideoName', () => {
  it('agrees with the contract on empty, blank, longest and too long names', () => {
    const cases = [
      '',
      '   ',
      'Launch teaser',
      '  padded  ',
      'x'.repeat(MAX_VIDEO_NAME_LENGTH),
      ` ${'x'.repeat(MAX_VIDEO_NAME_LENGTH)} `,
      'x'.repeat(MAX_VIDEO_NAME_LENGTH + 1),
    ];
    for (const name of cases) expect(checkVideoName(name) === null).toBe(ProjectNameSchema.safeParse(name).success);
  });

  it('names the problem', () => {
    expect(checkVideoName(' \t ')).toBe('empty');
    expect(checkVideoName('y'.repeat(121))).toBe('tooLong');
    expect(checkVideoName(' ok ')).toBeNull();
  });
});
