import { parseWorkspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { buildTopicVideoWorkspace } from './build-topic-video-workspace.ts';
import { buildWelcomeClipWorkspace } from './build-welcome-clip-workspace.ts';

const presenter = { stillKey: 'avatars/798/cover.jpg', lookId: '798', design: null, voiceId: 'english-sarah', aspectRatio: 1 as const };

describe('buildTopicVideoWorkspace', () => {
  it("speaks each of the topic's scenes in a scene of its own, with captions", () => {
    const workspace = parseWorkspace(buildTopicVideoWorkspace({ ...presenter, scenes: ['First scene.', 'Second scene.'], seed: 40 }));
    expect(workspace.render_subtitle).toBe(true);
    const speeches = workspace.scenes.map((scene) => scene.tracks[0]?.layers[0]?.prop.speech);
    expect(speeches).toEqual([
      { script: 'First scene.', voice_id: 'english-sarah', seed: 40, head_motion: true },
      { script: 'Second scene.', voice_id: 'english-sarah', seed: 41, head_motion: true },
    ]);
  });
});

describe('buildWelcomeClipWorkspace', () => {
  it('speaks the welcome line without captions, moving the same way each time it is made', () => {
    const workspace = parseWorkspace(buildWelcomeClipWorkspace({ ...presenter, script: 'Hi, I am Sarah.' }));
    expect(workspace.render_subtitle).toBe(false);
    expect(workspace.scenes).toHaveLength(1);
    expect(workspace.scenes[0]?.tracks[0]?.layers[0]?.prop.speech).toEqual({
      script: 'Hi, I am Sarah.',
      voice_id: 'english-sarah',
      seed: 7,
      head_motion: true,
    });
  });
});
