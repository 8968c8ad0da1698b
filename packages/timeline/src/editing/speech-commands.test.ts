import { describe, expect, it } from 'vitest';
import { buildTestWorkspace } from '../testing/build-test-workspace.ts';
import { EditHistory } from './edit-history.ts';
import { findElement } from './locate-elements.ts';
import { captionCuesFromSpeech, replacePersonCaptions, setPersonSpeech } from './speech-commands.ts';

function talkingWorkspace() {
  return buildTestWorkspace([
    {
      durationMs: 4000,
      elements: [
        {
          id: 'host',
          type: 'person',
          path: 'face.png',
          x: 0,
          y: 0,
          w: 1080,
          h: 1920,
          zindex: 3,
          timeline: { start: 500, end: 4000 },
          prop: { speech: { script: 'Old words', voice_id: 'v1' } },
        },
      ],
    },
  ]);
}

describe('setPersonSpeech', () => {
  it("fits the person's slot to the new speech and its scene when the person ended it", () => {
    const history = new EditHistory();
    const workspace = history.execute(
      talkingWorkspace(),
      setPersonSpeech('host', { script: 'New words here', voiceId: 'v2', durationMs: 6200, previewAudio: 'speech/u/t/voice.wav' }),
    );
    const person = findElement(workspace, 'host')!.element;
    expect(person.timeline).toEqual({ start: 500, end: 6700 });
    expect(person.prop.speech).toMatchObject({ script: 'New words here', voice_id: 'v2' });
    expect(person.prop.meta).toEqual({ preview_audio: 'speech/u/t/voice.wav' });
    expect(workspace.scenes[0]!.duration).toBe(6700);
    // A shorter speech shortens the scene it ends.
    const shorter = history.execute(workspace, setPersonSpeech('host', { script: 'Short', voiceId: 'v2', durationMs: 1000 }));
    expect(shorter.scenes[0]!.duration).toBe(1500);
  });
});

describe('captionCuesFromSpeech and replacePersonCaptions', () => {
  it("makes the render's captions as editable cues and replaces earlier ones", () => {
    const words = [
      { text: 'Hello', start: 0, end: 400 },
      { text: 'there', start: 450, end: 900 },
      { text: 'This', start: 2000, end: 2300 },
      { text: 'is', start: 2300, end: 2450 },
      { text: 'new', start: 2450, end: 2800 },
    ];
    const cues = captionCuesFromSpeech(500, 'Hello there! This is new.', words, 0);
    expect(cues.map((cue) => cue.text)).toEqual(['Hello there!', 'This is new.']);
    expect(cues[0]!.start).toBe(500);
    expect(cues[1]!.start).toBe(2500);
    const history = new EditHistory();
    let workspace = history.execute(talkingWorkspace(), replacePersonCaptions('host', cues, 0));
    workspace = history.execute(workspace, replacePersonCaptions('host', [{ text: 'Only one', start: 500, end: 1500 }], 0));
    const subtitles = workspace.scenes[0]!.tracks.flatMap((track) => track.layers).filter((layer) => layer.type === 'subtitle');
    expect(subtitles.map((layer) => [layer.id, layer.type === 'subtitle' && layer.subtitle.text, layer.timeline, layer.zindex])).toEqual([
      ['host-captions-1', 'Only one', { start: 500, end: 1500 }, 103],
    ]);
  });
});
