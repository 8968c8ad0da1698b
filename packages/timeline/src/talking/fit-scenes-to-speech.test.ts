import { describe, expect, it } from 'vitest';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { findTalkingPersons } from './find-talking-persons.ts';
import { fitScenesToSpeech } from './fit-scenes-to-speech.ts';

const speech = { script: 'Hello', voice_id: 'voice-1' };

describe('fitScenesToSpeech', () => {
  it('makes a scene last until its last speaker stops, stretching what ran to its end and cutting what runs past it', () => {
    const workspace = buildTestWorkspace([
      {
        durationMs: 3000,
        elements: [
          testPic(0, 3000, { id: 'background' }),
          testPic(500, 2000, { id: 'name-tag' }),
          testPic(0, 3000, { type: 'person', id: 'first', prop: { speech } }),
          testPic(1000, 3000, { type: 'person', id: 'second', prop: { speech } }),
        ],
      },
      { durationMs: 1000, elements: [testPic(0, 1000, { id: 'untouched' })] },
    ]);
    const persons = findTalkingPersons(workspace);
    // As speech would have set them: the first speaks 1.2 s, the second until 2400.4 ms (past the rounded scene end, so it is cut to it).
    persons[0]!.element.timeline = { start: 0, end: 1200 };
    persons[1]!.element.timeline = { start: 1000, end: 2400.4 };
    fitScenesToSpeech(workspace, persons);
    const ends = (sceneIndex: number) => workspace.scenes[sceneIndex]?.tracks.map((track) => [track.layers[0]?.id, track.layers[0]?.timeline.end]);
    expect(workspace.scenes.map((scene) => scene.duration)).toEqual([2400, 1000]);
    expect(ends(0)).toEqual([
      ['background', 2400],
      ['name-tag', 2000],
      ['first', 1200],
      ['second', 2400],
    ]);
    expect(ends(1)).toEqual([['untouched', 1000]]);
  });

  it('cuts what runs past a scene that the speech shortened, and keeps a scene at least 1 ms long', () => {
    const workspace = buildTestWorkspace([
      { durationMs: 5000, elements: [testPic(0, 4000, { id: 'picture' }), testPic(0, 5000, { type: 'person', id: 'host', prop: { speech } })] },
    ]);
    const persons = findTalkingPersons(workspace);
    persons[0]!.element.timeline = { start: 0, end: 0.2 };
    fitScenesToSpeech(workspace, persons);
    expect(workspace.scenes[0]?.duration).toBe(1);
    expect(workspace.scenes[0]?.tracks.map((track) => track.layers[0]?.timeline.end)).toEqual([1, 0.2]);
  });
});
