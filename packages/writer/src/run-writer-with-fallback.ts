import { pickScriptWriter, type ScriptWriterSet } from './create-script-writers.ts';
import { WriterError, type ScriptKind } from './script-types.ts';
import type { ScriptWriter } from './writer-engine.ts';

/** A script as it was written: what `write` returned, the writer that wrote it, and why the built-in writer did when a service was asked first. */
export interface WriterOutcome<T> {
  result: T;
  /** The writer's id: `embedded` or `llm`. */
  engine: string;
  /** Set when the language model failed and the built-in writer wrote the script instead; the script's page shows it. */
  note?: string;
}

/** Which script is written, in which language, for whom. */
export interface WriterChoice {
  language: string;
  script: ScriptKind;
  /** A failure after an abort is the abort: it is thrown, not handed over. */
  signal: AbortSignal;
  /** Whether the built-in writer may still start over (a topic whose first scenes are already stored may not); yes when absent. */
  canHandOver?(): boolean;
}

/**
 * The one place a language model hands over to the embedded writer: the
 * writer picked for the script writes first; when it is a service that
 * failed (`service_failed`, nothing else), the embedded writer writes the
 * script if it writes that kind in that language, and the note says which
 * writer failed and why.
 */
export async function runWriterWithFallback<T>(
  set: ScriptWriterSet,
  choice: WriterChoice,
  write: (writer: ScriptWriter) => Promise<T>,
): Promise<WriterOutcome<T>> {
  const embedded = set.engines.find((writer) => writer.id === 'embedded') ?? set.preferred;
  const writer = pickScriptWriter(set, choice.language, choice.script);
  try {
    return { result: await write(writer), engine: writer.id };
  } catch (error) {
    const serviceFailed = writer !== embedded && error instanceof WriterError && error.reason === 'service_failed';
    const canHandOver = serviceFailed && (choice.canHandOver?.() ?? true) && embedded.supportsLanguage(choice.language, choice.script);
    if (choice.signal.aborted || !canHandOver) throw error;
    const note = `${writer.label} could not write the script (${error.message}); the built-in writer wrote it instead`;
    return { result: await write(embedded), engine: embedded.id, note };
  }
}
