import { describe, expect, it } from 'vitest';
import { readTopicProjectId, topicScriptPath } from './topic-route-param.ts';

const PROJECT_ID = '0b6f3c1e-5d8a-4f7b-9c2d-1e3f4a5b6c7d';

describe('the topic page’s address', () => {
  it('puts the script project in ?id=', () => {
    expect(topicScriptPath(PROJECT_ID)).toBe(`/text-to-video?id=${PROJECT_ID}`);
  });

  it('reads a UUID back, in lower case', () => {
    expect(readTopicProjectId(PROJECT_ID)).toBe(PROJECT_ID);
    expect(readTopicProjectId(` ${PROJECT_ID.toUpperCase()} `)).toBe(PROJECT_ID);
  });

  it.each([null, '', 'abc', `${PROJECT_ID}x`, '../../etc'])('is null for %j: the page shows the form', (value) => {
    expect(readTopicProjectId(value)).toBeNull();
  });
});
