import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lowerToBackgroundPriority } from '@talkreel/platform/media';
import { encodeWav } from '@talkreel/speech';
import { readSpeechAudio } from '../audio/read-speech-audio.ts';
import { TranscriptionError, type SpeechRecognizer, type TranscribedWord, type TranscriptionRequest, type TranscriptionResult } from '../speech-recognizer.ts';
import { groupWordsIntoSegments } from '../text/group-words.ts';
import { languageCodeOf } from './language-names.ts';
import { modelArguments, type PocketsphinxInstall } from './find-pocketsphinx.ts';
import { orderWordTimings } from '../text/order-word-timings.ts';
import { parsePocketsphinxLine } from './pocketsphinx-output.ts';

/** How much of pocketsphinx's log is kept for an error message: its ERROR and FATAL lines, the last few. */
const keptErrorLines = 5;

/**
 * The embedded recogniser: CMU pocketsphinx 0.8 (Debian's `pocketsphinx`
 * with `pocketsphinx-en-us`), US English only. It is rough: clear read
 * speech comes out mostly right, but accents, music, noise and names cost
 * many words, and there is no punctuation or capitalisation. Each request
 * runs one `pocketsphinx_continuous` process at background priority on a
 * 16 kHz mono copy of the audio; it prints each utterance as it finishes,
 * which drives `onProgress`. Words are grouped into segments at pauses.
 */
export class PocketsphinxRecognizer implements SpeechRecognizer {
  readonly name = 'pocketsphinx';
  readonly isEmbedded = true;
  readonly quality = 'rough' as const;
  readonly languages: readonly string[] = ['en'];
  readonly #install: PocketsphinxInstall;

  constructor(install: PocketsphinxInstall) {
    this.#install = install;
  }

  async transcribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
    if (request.language !== undefined && languageCodeOf(request.language) !== 'en') {
      throw new TranscriptionError(`pocketsphinx recognises English only, not '${request.language}'`, 'unsupported_language', this.name);
    }
    this.#throwIfAborted(request.signal);
    const { audio, durationMs } = readSpeechAudio(request.audio, this.name);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'talkreel-pocketsphinx-'));
    try {
      const wavPath = path.join(folder, 'speech.wav');
      await writeFile(wavPath, encodeWav(audio));
      const heard = await this.#run(wavPath, durationMs, request);
      const words = orderWordTimings(heard, durationMs);
      if (words.length === 0) throw new TranscriptionError('pocketsphinx heard no speech in the audio', 'no_speech', this.name);
      const segments = groupWordsIntoSegments(words);
      request.onProgress?.(1);
      return { language: 'en', text: segments.map((segment) => segment.text).join(' '), segments, engine: this.name, durationMs };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  #run(wavPath: string, durationMs: number, request: TranscriptionRequest): Promise<TranscribedWord[]> {
    const { signal, onProgress } = request;
    return new Promise((resolve, reject) => {
      this.#throwIfAborted(signal);
      // No -logfn: the log goes to stderr, where its ERROR and FATAL lines explain a failure.
      const child = spawn(this.#install.binaryPath, ['-infile', wavPath, '-time', 'yes', ...modelArguments(this.#install.modelDirectory)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      lowerToBackgroundPriority(child.pid);
      const words: TranscribedWord[] = [];
      const errors: string[] = [];
      let stdout = '';
      let stderr = '';
      const onAbort = () => child.kill('SIGKILL');
      signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (stdout + chunk).split('\n');
        stdout = lines.pop() ?? '';
        for (const line of lines) {
          const word = parsePocketsphinxLine(line);
          if (word) words.push(word);
        }
        const heardUntilMs = words.at(-1)?.endMs;
        if (heardUntilMs !== undefined && durationMs > 0) onProgress?.(Math.min(1, heardUntilMs / durationMs));
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (stderr + chunk).split('\n');
        stderr = lines.pop() ?? '';
        for (const line of lines) if (/^(ERROR|FATAL)/u.test(line)) errors.push(line.trim());
        errors.splice(0, Math.max(0, errors.length - keptErrorLines));
      });
      child.on('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(new TranscriptionError(`pocketsphinx could not start ${this.#install.binaryPath}: ${error.message}`, 'engine_failed', this.name));
      });
      child.on('close', (code, killedBy) => {
        signal?.removeEventListener('abort', onAbort);
        const last = parsePocketsphinxLine(stdout);
        if (last) words.push(last);
        if (signal?.aborted) reject(new TranscriptionError('pocketsphinx was stopped: the transcription was aborted', 'engine_failed', this.name));
        else if (code === 0) resolve(words);
        else {
          const reason = errors.length > 0 ? errors.join(' ') : killedBy ? `killed by ${killedBy}` : `exit code ${code}`;
          reject(new TranscriptionError(`pocketsphinx failed: ${reason}`, 'engine_failed', this.name));
        }
      });
    });
  }

  #throwIfAborted(signal: AbortSignal | undefined): void {
    if (signal?.aborted) throw new TranscriptionError('pocketsphinx was stopped: the transcription was aborted', 'engine_failed', this.name);
  }
}
