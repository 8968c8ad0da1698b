/**
 * A line that starts a scene: the `### SCENE` the prompt asks for, and the
 * forms models drift to (`### SCENE 2`, `**Scene 3:**`, `场景 1`).
 */
const sceneMarker = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:scene|场景|場景|シーン)\s*\d*\s*[:：.]?\s*(?:\*\*|__)?\s*$/iu;

/**
 * Cuts a topic script into scenes while it streams in: text is pushed as it
 * arrives, and a scene is complete when the next marker line arrives (or
 * the text ends). Only whole lines are read, so a marker split across
 * pieces is still seen. Text before the first marker is a preamble ("Here
 * is your script:") when it ends with a colon, else the first scene. A text
 * without any marker is cut at its blank lines when it ends.
 */
export class SceneSplitter {
  readonly #lineJoiner: string;
  #pending = '';
  #scene: string[] = [];
  #sawMarker = false;
  #beforeMarker: string[] = [];

  /** @param lineJoiner what replaces a line break inside a scene: a space, or nothing for Chinese and Japanese. */
  constructor(lineJoiner = ' ') {
    this.#lineJoiner = lineJoiner;
  }

  /** Adds text; returns the scenes it completed. */
  push(text: string): string[] {
    this.#pending += text;
    const lastBreak = this.#pending.lastIndexOf('\n');
    if (lastBreak === -1) return [];
    const lines = this.#pending.slice(0, lastBreak).split('\n');
    this.#pending = this.#pending.slice(lastBreak + 1);
    return lines.flatMap((line) => this.#takeLine(line));
  }

  /** The text ended: returns the scenes still open. */
  end(): string[] {
    const completed = this.#pending ? this.#takeLine(this.#pending) : [];
    this.#pending = '';
    if (this.#sawMarker) return [...completed, ...this.#close()];
    return this.#beforeMarker
      .join('\n')
      .split(/\n\s*\n/u)
      .map((paragraph) => cleanScene(paragraph, this.#lineJoiner))
      .filter(Boolean);
  }

  #takeLine(line: string): string[] {
    if (!sceneMarker.test(line)) {
      (this.#sawMarker ? this.#scene : this.#beforeMarker).push(line);
      return [];
    }
    if (!this.#sawMarker) {
      this.#sawMarker = true;
      const before = cleanScene(this.#beforeMarker.join('\n'), this.#lineJoiner);
      this.#beforeMarker = [];
      return before && !/[:：]$/u.test(before) ? [before] : [];
    }
    return this.#close();
  }

  #close(): string[] {
    const scene = cleanScene(this.#scene.join('\n'), this.#lineJoiner);
    this.#scene = [];
    return scene ? [scene] : [];
  }
}

/** The words of a scene: markdown emphasis and headings, and `Narrator:`-style labels, taken out; lines joined. */
function cleanScene(text: string, lineJoiner: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*#/u.test(line))
    .map((line) =>
      line
        .replace(/\*\*|__/gu, '')
        .replace(/^\s*(?:narrator|presenter|host|voice ?over|旁白|主持人)\s*[:：]\s*/iu, '')
        .trim(),
    )
    .filter(Boolean)
    .join(lineJoiner)
    .trim();
}
