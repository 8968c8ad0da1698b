import { describe, expect, it } from 'vitest';
import { parseTemplateName } from './parse-template-name.ts';

describe('parseTemplateName', () => {
  it("splits 'name$ratio' into the site video's name and its frame", () => {
    expect(parseTemplateName('talking-photo-illustrated$9:16')).toEqual({ videoName: 'talking-photo-illustrated', aspectRatio: '9:16' });
    expect(parseTemplateName('podcast-duo$16:9')).toEqual({ videoName: 'podcast-duo', aspectRatio: '16:9' });
  });
});
