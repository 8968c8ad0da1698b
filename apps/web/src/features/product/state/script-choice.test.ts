import type { ProductScript } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_VIDEO_SETTINGS, defaultScriptLanguageFor, toCreateVideoRequest, toWriteScriptsRequest } from './product-video-settings.ts';
import { MAX_SCENE_CHARACTERS, chooseScript, chosenScriptOf, editScene, isScriptSpeakable, scriptChoiceOf } from './script-choice.ts';

const PROJECT_ID = '7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f';
const scripts: ProductScript[] = [
  { style: 'problem_solution', title: 'Problem → solution', scenes: ['Cold coffee again?', 'This mug keeps it hot.'], duration_s: 28 },
  { style: 'feature_tour', title: 'Feature tour', scenes: ['Stoneware.', 'Dishwasher safe.', '350 ml.'], duration_s: 31 },
  { style: 'testimonial', title: 'Customer story', scenes: ['I use it every morning.'], duration_s: 27 },
];

describe('the script choice', () => {
  it('starts on the first option and chooses others in range only', () => {
    const choice = scriptChoiceOf(scripts);
    expect(chosenScriptOf(choice)?.style).toBe('problem_solution');
    expect(chosenScriptOf(chooseScript(choice, 2))?.style).toBe('testimonial');
    expect(chooseScript(choice, 3)).toBe(choice);
    expect(chosenScriptOf(null)).toBeNull();
  });

  it('edits one scene of one option and leaves the others', () => {
    const edited = editScene(scriptChoiceOf(scripts), 1, 2, '400 ml, now.');
    expect(edited.scripts[1]!.scenes).toEqual(['Stoneware.', 'Dishwasher safe.', '400 ml, now.']);
    expect(edited.scripts[0]).toBe(scripts[0]);
    expect(editScene(edited, 1, 9, 'x')).toBe(edited);
    expect(editScene(edited, 1, 0, 'y'.repeat(MAX_SCENE_CHARACTERS + 50)).scripts[1]!.scenes[0]).toHaveLength(MAX_SCENE_CHARACTERS);
  });

  it('speaks a script only when every scene has words', () => {
    expect(isScriptSpeakable(scripts[0]!)).toBe(true);
    expect(isScriptSpeakable(editScene(scriptChoiceOf(scripts), 0, 1, '   ').scripts[0]!)).toBe(false);
    expect(isScriptSpeakable({ ...scripts[0]!, scenes: [] })).toBe(false);
    expect(isScriptSpeakable(null)).toBe(false);
  });
});

describe('the video requests', () => {
  it('asks for scripts in the chosen framework, length and language', () => {
    expect(toWriteScriptsRequest(PROJECT_ID, { ...DEFAULT_PRODUCT_VIDEO_SETTINGS, style: 'offer', durationS: 45, language: 'chinese' })).toEqual({
      prj_id: PROJECT_ID,
      style: 'offer',
      duration_s: 45,
      language: 'chinese',
    });
  });

  it('sends the presenter and the voice only when chosen, and the trimmed scenes', () => {
    const script = { ...scripts[0]!, scenes: ['  Cold coffee again? ', 'This mug keeps it hot.'] };
    expect(toCreateVideoRequest(PROJECT_ID, script, DEFAULT_PRODUCT_VIDEO_SETTINGS)).toEqual({
      prj_id: PROJECT_ID,
      script: { ...script, scenes: ['Cold coffee again?', 'This mug keeps it hot.'] },
      aspect_ratio: 0,
    });
    expect(
      toCreateVideoRequest(PROJECT_ID, script, { ...DEFAULT_PRODUCT_VIDEO_SETTINGS, personId: 'p1', voiceId: 'english-sarah', aspectRatio: 2 }),
    ).toMatchObject({
      person_id: 'p1',
      voice_id: 'english-sarah',
      aspect_ratio: 2,
    });
  });

  it('writes Chinese scripts on the Chinese page and English elsewhere', () => {
    expect(defaultScriptLanguageFor('zh-CN')).toBe('chinese');
    expect(defaultScriptLanguageFor('en')).toBe('english');
  });
});
