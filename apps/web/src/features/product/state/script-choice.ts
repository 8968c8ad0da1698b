import type { ProductScript } from '@talkreel/contract';

/** The three options the writer answered, as the person edits them, and which one is chosen. */
export interface ScriptChoice {
  scripts: readonly ProductScript[];
  chosenIndex: number;
}

/** A scene is spoken as written: this many characters at most, so a 60 s video keeps to its length. */
export const MAX_SCENE_CHARACTERS = 600;

export function scriptChoiceOf(scripts: readonly ProductScript[]): ScriptChoice {
  return { scripts, chosenIndex: 0 };
}

export function chooseScript(choice: ScriptChoice, index: number): ScriptChoice {
  return index >= 0 && index < choice.scripts.length ? { ...choice, chosenIndex: index } : choice;
}

/** Replaces one scene's text of one option (the other options keep theirs). */
export function editScene(choice: ScriptChoice, scriptIndex: number, sceneIndex: number, text: string): ScriptChoice {
  const script = choice.scripts[scriptIndex];
  if (!script || sceneIndex < 0 || sceneIndex >= script.scenes.length) return choice;
  const scenes = script.scenes.map((scene, index) => (index === sceneIndex ? text.slice(0, MAX_SCENE_CHARACTERS) : scene));
  return { ...choice, scripts: choice.scripts.map((candidate, index) => (index === scriptIndex ? { ...script, scenes } : candidate)) };
}

export function chosenScriptOf(choice: ScriptChoice | null): ProductScript | null {
  return choice?.scripts[choice.chosenIndex] ?? null;
}

/** A script can become a video when it has scenes and none of them was emptied. */
export function isScriptSpeakable(script: ProductScript | null): script is ProductScript {
  return script !== null && script.scenes.length > 0 && script.scenes.every((scene) => scene.trim() !== '');
}
