import { describe, expect, it } from 'vitest';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { findTalkingPersons } from './find-talking-persons.ts';

const speech = { script: 'Hello', voice_id: 'voice-1' };

describe('findTalkingPersons', () => {
  it('finds the persons with speech in scene and track order, naming those without an id by their place', () => {
    const workspace = buildTestWorkspace([
      { durationMs: 1000, elements: [testPic(0, 1000), testPic(0, 1000, { type: 'person', prop: { speech } })] },
      {
        durationMs: 2000,
        elements: [
          testPic(0, 2000, { type: 'person', id: 'host', prop: { speech } }),
          testPic(0, 2000, { type: 'person', prop: { listen: { seed: 3 } } }),
          testPic(0, 2000, { type: 'person' }),
        ],
      },
    ]);
    const persons = findTalkingPersons(workspace);
    expect(persons.map((person) => [person.element.id, person.sceneIndex])).toEqual([
      ['person-0-1-0', 0],
      ['host', 1],
    ]);
    // The id is written into the workspace: the voice, captions and face are keyed by it.
    expect(workspace.scenes[0]?.tracks[1]?.layers[0]?.id).toBe('person-0-1-0');
    expect(workspace.scenes[1]?.tracks[1]?.layers[0]?.id).toBeUndefined();
  });

  it('finds nobody in a workspace without speech', () => {
    expect(findTalkingPersons(buildTestWorkspace([{ durationMs: 1000, elements: [testPic(0, 1000, { type: 'person' })] }]))).toEqual([]);
  });
});
