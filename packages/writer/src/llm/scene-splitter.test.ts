import { describe, expect, it } from 'vitest';
import { SceneSplitter } from './scene-splitter.ts';

/** Pushes the text in pieces of `size` characters; returns the scenes in the order they completed, and after which piece. */
function split(text: string, size: number, lineJoiner?: string): { scene: string; afterCharacter: number }[] {
  const splitter = new SceneSplitter(lineJoiner);
  const scenes: { scene: string; afterCharacter: number }[] = [];
  for (let start = 0; start < text.length; start += size) {
    for (const scene of splitter.push(text.slice(start, start + size))) scenes.push({ scene, afterCharacter: Math.min(text.length, start + size) });
  }
  for (const scene of splitter.end()) scenes.push({ scene, afterCharacter: text.length });
  return scenes;
}

const script = '### SCENE\nStart your garden small.\nOne pot is enough.\n### SCENE\nWater in the morning.\n\n### SCENE\nShare your first harvest!';

describe('SceneSplitter', () => {
  it('completes a scene when the next marker line arrives, whatever the pieces', () => {
    for (const size of [1, 4, 9, script.length]) {
      const scenes = split(script, size);
      expect(scenes.map(({ scene }) => scene)).toEqual(['Start your garden small. One pot is enough.', 'Water in the morning.', 'Share your first harvest!']);
      // The second scene is out as soon as the third marker's line is whole, before the text ends.
      const markerEnd = script.indexOf('### SCENE\nShare') + '### SCENE\n'.length;
      expect(scenes[1]!.afterCharacter).toBe(size === script.length ? script.length : Math.ceil(markerEnd / size) * size);
    }
  });

  it('reads the marker forms models drift to, drops a preamble ending in a colon and cleans labels and emphasis', () => {
    const drifted = 'Here is your script:\n\n**Scene 1:**\nNarrator: **Hello** there.\n## SCENE 2\nBye now.';
    expect(split(drifted, 3).map(({ scene }) => scene)).toEqual(['Hello there.', 'Bye now.']);
    expect(split('Hook without a marker.\n### SCENE\nSecond.', 5).map(({ scene }) => scene)).toEqual(['Hook without a marker.', 'Second.']);
  });

  it('cuts a text without markers at its blank lines, and joins Chinese lines without spaces', () => {
    expect(split('First part.\nStill first.\n\nSecond part.', 4).map(({ scene }) => scene)).toEqual(['First part. Still first.', 'Second part.']);
    expect(split('### SCENE\n今天聊聊种菜。\n从一个花盆开始。\n### 场景 2\n记得浇水。', 2, '').map(({ scene }) => scene)).toEqual([
      '今天聊聊种菜。从一个花盆开始。',
      '记得浇水。',
    ]);
  });
});
