import { describe, expect, it } from 'vitest';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { findListeningPersons } from './find-listening-persons.ts';
import { fitListenersToScenes } from './fit-listeners-to-scenes.ts';

describe('fitListenersToScenes', () => {
  it("keeps each listener on screen from its start to its scene's end", () => {
    const workspace = buildTestWorkspace([
      { durationMs: 2000, elements: [testPic(300, 1500, { type: 'person', id: 'guest', prop: { listen: {} } })] },
      { durationMs: 1000, elements: [testPic(0, 1000, { type: 'person', id: 'host', prop: { listen: {} } })] },
    ]);
    // The speech stretched the first scene to 4.2 s.
    workspace.scenes[0]!.duration = 4200;
    const listeners = findListeningPersons(workspace);
    fitListenersToScenes(workspace, listeners);
    expect(listeners.map((listener) => [listener.element.id, listener.element.timeline])).toEqual([
      ['guest', { start: 300, end: 4200 }],
      ['host', { start: 0, end: 1000 }],
    ]);
  });
});
