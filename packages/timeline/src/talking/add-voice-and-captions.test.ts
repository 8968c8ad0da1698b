import { describe, expect, it } from 'vitest';
import type { PersonSpeech } from '../schema/element-prop-schema.ts';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { addVoiceAndCaptions } from './add-voice-and-captions.ts';
import { findTalkingPersons } from './find-talking-persons.ts';

function speakingWorkspace(speech: Partial<PersonSpeech>) {
  const workspace = buildTestWorkspace([
    {
      durationMs: 1000,
      elements: [testPic(0, 1000), testPic(200, 1000, { type: 'person', id: 'host', zindex: 2, volume: 80, prop: { speech: speech as PersonSpeech } })],
    },
  ]);
  const [person] = findTalkingPersons(workspace);
  if (!person) throw new Error('The workspace has no talking person');
  return { workspace, person };
}

const words = [
  { text: 'Hello', startMs: 0, endMs: 400 },
  { text: 'there', startMs: 450, endMs: 900 },
];

describe('addVoiceAndCaptions', () => {
  it("ends the person's slot with its speech and adds its voice and its captions on new tracks", () => {
    const { workspace, person } = speakingWorkspace({ script: ' Hello, there! ', voice_id: 'voice-1', speaker: 'Amelia' });
    addVoiceAndCaptions(workspace, person, { durationMs: 2500, words }, 'talking-voice-0.wav');
    const tracks = workspace.scenes[0]?.tracks ?? [];
    expect(person.element.timeline).toEqual({ start: 200, end: 2700 });
    expect(tracks.map((track) => [track.type, track.index])).toEqual([
      ['pic', 0],
      ['person', 1],
      ['music', 2],
      ['subtitle', 3],
    ]);
    expect(tracks[2]?.layers).toEqual([
      {
        id: 'host-voice',
        type: 'music',
        path: 'talking-voice-0.wav',
        volume: 80,
        x: 0,
        y: 0,
        w: 0,
        h: 0,
        zindex: 0,
        prop: {},
        timeline: { start: 200, end: 2700 },
      },
    ]);
    // 9:16: the bottom third inside the 6 % margins, 56 px captions drawn 100 above the person.
    expect(tracks[3]?.layers).toEqual([
      {
        id: 'host-captions',
        type: 'subtitle',
        x: 65,
        y: 1641,
        w: 950,
        h: 164,
        r: 0,
        alpha: 1,
        gauss: 0,
        zindex: 102,
        prop: { textInfo: { fontSize: 56 } },
        subtitle: {
          text: 'Hello, there!',
          words: [
            { text: 'Hello,', start: 0, end: 400 },
            { text: 'there!', start: 450, end: 900 },
          ],
          speaker: 'Amelia',
        },
        timeline: { start: 200, end: 2700 },
      },
    ]);
  });

  it('adds no captions to a recording without words or a script', () => {
    const recording = speakingWorkspace({ audio_path: 'recording.mp3', script: 'Hello there' });
    addVoiceAndCaptions(recording.workspace, recording.person, { durationMs: 1200, words: [] }, 'talking-voice-0.wav');
    expect(recording.workspace.scenes[0]?.tracks.map((track) => track.type)).toEqual(['pic', 'person', 'music']);

    const unscripted = speakingWorkspace({ audio_path: 'recording.mp3', script: '   ' });
    addVoiceAndCaptions(unscripted.workspace, unscripted.person, { durationMs: 1200, words }, 'talking-voice-0.wav');
    expect(unscripted.workspace.scenes[0]?.tracks.map((track) => track.type)).toEqual(['pic', 'person', 'music']);
    expect(unscripted.person.element.timeline).toEqual({ start: 200, end: 1400 });
  });
});

describe('addVoiceAndCaptions with captions edited in the editor', () => {
  it('adds the voice but keeps the edited cues instead of making captions', () => {
    const { workspace, person } = speakingWorkspace({ script: 'Hello there', voice_id: 'voice-1' });
    const scene = workspace.scenes[0]!;
    scene.tracks.push({
      type: 'subtitle',
      index: 9,
      layers: [
        {
          id: 'host-captions-1',
          type: 'subtitle',
          x: 0,
          y: 0,
          w: 900,
          h: 100,
          r: 0,
          alpha: 1,
          gauss: 0,
          zindex: 0,
          prop: {},
          subtitle: { text: 'Hi!' },
          timeline: { start: 200, end: 900 },
        },
      ],
    });
    addVoiceAndCaptions(workspace, person, { durationMs: 2500, words }, 'talking-voice-0.wav');
    const subtitles = scene.tracks.flatMap((track) => track.layers).filter((layer) => layer.type === 'subtitle');
    expect(subtitles.map((layer) => layer.id)).toEqual(['host-captions-1']);
    expect(scene.tracks.some((track) => track.layers.some((layer) => layer.id === 'host-voice'))).toBe(true);
  });
});
