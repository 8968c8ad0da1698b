import { describe, expect, it } from 'vitest';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { findListeningPersons } from './find-listening-persons.ts';

describe('findListeningPersons', () => {
  it('finds the persons that listen and do not speak, naming those without an id by their place', () => {
    const workspace = buildTestWorkspace([
      {
        durationMs: 2000,
        elements: [
          testPic(0, 2000, { type: 'person', prop: { speech: { script: 'Hi', voice_id: 'voice-1' }, listen: { seed: 1 } } }),
          testPic(0, 2000, { type: 'person', prop: { listen: { seed: 7, head_motion: false } } }),
        ],
      },
      { durationMs: 1000, elements: [testPic(0, 1000, { type: 'person', id: 'guest', prop: { listen: {} } })] },
    ]);
    const listeners = findListeningPersons(workspace);
    expect(listeners.map((listener) => [listener.element.id, listener.sceneIndex, listener.element.prop.listen])).toEqual([
      ['listener-0-1-0', 0, { seed: 7, head_motion: false }],
      ['guest', 1, { seed: 1, head_motion: true }],
    ]);
    expect(workspace.scenes[0]?.tracks[1]?.layers[0]?.id).toBe('listener-0-1-0');
    expect(workspace.scenes[0]?.tracks[0]?.layers[0]?.id).toBeUndefined();
  });
});
