import type { PersonSpeechWord } from '@talkreel/contract';

/** A person's last speech made in this session: its script and timed words, for regenerating captions without speaking again. */
export interface SpokenWords {
  script: string;
  voiceId: string;
  words: readonly PersonSpeechWord[];
}

/**
 * The words of the speeches made in this editor, by element id. Kept outside
 * the workspace (the render makes its own word timings) and forgotten with
 * the page.
 */
export class SpokenWordsCache {
  readonly #byElement = new Map<string, SpokenWords>();

  remember(elementId: string, spoken: SpokenWords): void {
    this.#byElement.set(elementId, spoken);
  }

  /** The words, when they were made for exactly this script and voice. */
  find(elementId: string, script: string, voiceId: string): SpokenWords | undefined {
    const spoken = this.#byElement.get(elementId);
    return spoken && spoken.script === script && spoken.voiceId === voiceId ? spoken : undefined;
  }
}
