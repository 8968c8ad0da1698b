import type { ImageEngineSet } from './create-image-engines.ts';
import type { ImageEngine } from './image-engine.ts';
import type { LookImage } from './look-types.ts';

/** Looks as they were made: the pictures, the engine that made them, and why the illustrator drew them when a service was asked first. */
export interface ImagesOutcome {
  result: LookImage[];
  /** `embedded` or the service's name (`openai`, `stability`, `comfyui`). */
  engine: string;
  /** Set when the preferred service failed and the illustrator drew the looks instead; the wizard shows it. */
  note?: string;
}

/** How to make the looks with a service and with the illustrator (which runs where the caller says: a pool thread). */
export interface ImageAttempts {
  withService(engine: ImageEngine): Promise<LookImage[]>;
  withIllustrator(): Promise<LookImage[]>;
  /** A failure after an abort is the abort: it is thrown, not handed over. */
  signal: AbortSignal;
  /** Told of the service's failure before the illustrator starts (for the log). */
  onServiceFailed?(error: unknown): void;
}

/**
 * The one place a look service hands over to the embedded illustrator:
 * a `photo` engine (an image service) is asked first; if it fails, the
 * illustrator draws the looks and the note says which service failed and
 * why. An illustrated preferred engine is the illustrator itself. Takes the
 * set (`createImageEngines`), as every engine package's fallback does.
 */
export async function runImagesWithFallback(set: Pick<ImageEngineSet, 'preferred'>, attempts: ImageAttempts): Promise<ImagesOutcome> {
  const { preferred } = set;
  let result: LookImage[] | undefined;
  let note: string | undefined;
  if (preferred.kind === 'photo') {
    try {
      result = await attempts.withService(preferred);
    } catch (error) {
      if (attempts.signal.aborted) throw error;
      note = `${preferred.name} could not make the looks (${error instanceof Error ? error.message : String(error)}); they were drawn by the built-in illustrator instead`;
      attempts.onServiceFailed?.(error);
    }
  }
  result ??= await attempts.withIllustrator();
  return { result, engine: result[0]?.engine ?? 'embedded', ...(note ? { note } : {}) };
}
