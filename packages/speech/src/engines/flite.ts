import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SpeechEngineError, type EngineVoice, type SpeechEngine, type SpeechSynthesisRequest, type SpeechSynthesisResult } from '../speech-engine.ts';
import type { FliteSynthesisTask } from './flite-task.ts';
import type { FliteVoiceName } from './flite-wasi.ts';
import { readSynthesisOptions } from './synthesis-options.ts';

const fliteVoices: readonly (EngineVoice & { id: FliteVoiceName })[] = [
  { id: 'slt', name: 'SLT (US English, female)', locales: ['en-US'], gender: 'female' },
  { id: 'rms', name: 'RMS (US English, male)', locales: ['en-US'], gender: 'male' },
  { id: 'awb', name: 'AWB (Scottish English, male)', locales: ['en-GB'], gender: 'male' },
  { id: 'kal16', name: 'KAL (US English, male, diphone)', locales: ['en-US'], gender: 'male' },
];

interface PendingJob {
  resolve: (result: SpeechSynthesisResult) => void;
  reject: (error: Error) => void;
}

type HostMessage = { ready: true } | { id: number; result: SpeechSynthesisResult } | { id: number; error: string };

/**
 * Flite (CMU, via WASI): clearer English than eSpeak NG's formant voices.
 * Synthesis runs in one child process, jobs in order; a crash (the awb
 * voice has taken its host down) fails the job in flight, and the next job
 * starts a new process.
 */
export class FliteEngine implements SpeechEngine {
  readonly name = 'flite';
  readonly isEmbedded = true;
  #child: Promise<ChildProcess> | undefined;
  readonly #pending = new Map<number, PendingJob>();
  #nextJobId = 1;

  async listVoices(): Promise<EngineVoice[]> {
    return fliteVoices.map((voice) => ({ ...voice, locales: [...voice.locales] }));
  }

  async listLocales(): Promise<string[]> {
    return ['en-US', 'en-GB'];
  }

  async synthesize(request: SpeechSynthesisRequest): Promise<SpeechSynthesisResult> {
    const { rate, pitchSemitones } = readSynthesisOptions(request, this.name);
    const voice = fliteVoices.find((candidate) => candidate.id === request.voice);
    if (!voice) throw new SpeechEngineError(`Flite has no voice "${request.voice}" (voices: ${fliteVoices.map((v) => v.id).join(', ')})`, this.name);
    if (request.signal?.aborted) throw new SpeechEngineError('Synthesis was aborted', this.name);
    const task: FliteSynthesisTask = { text: request.text, voice: voice.id, rate, pitchSemitones };
    const child = await this.#getChild();
    const id = this.#nextJobId++;
    return new Promise<SpeechSynthesisResult>((resolve, reject) => {
      // The job keeps running in the child (jobs behind it would fail if it were killed); its result is dropped.
      const onAbort = () => this.#pending.get(id)?.reject(new SpeechEngineError('Synthesis was aborted', this.name));
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => {
        request.signal?.removeEventListener('abort', onAbort);
        if (this.#pending.size === 0) child.channel?.unref();
      };
      this.#pending.set(id, {
        resolve: (result) => {
          this.#pending.delete(id);
          settle();
          resolve(result);
        },
        reject: (error) => {
          this.#pending.delete(id);
          settle();
          reject(error);
        },
      });
      child.channel?.ref();
      child.send({ id, task });
    });
  }

  async close(): Promise<void> {
    const child = await this.#child?.catch(() => undefined);
    this.#child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
  }

  #getChild(): Promise<ChildProcess> {
    this.#child ??= new Promise<ChildProcess>((resolve, reject) => {
      const hostPath = fileURLToPath(new URL('./flite-host.mjs', import.meta.url));
      const child = fork(hostPath, [], {
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        // node:wasi is flagged experimental in Node 20; gc() is needed by runFlite (see collectFinishedWasi).
        execArgv: ['--disable-warning=ExperimentalWarning', '--expose-gc'],
      });
      child.on('message', (message: HostMessage) => {
        if ('ready' in message) {
          child.channel?.unref();
          resolve(child);
          return;
        }
        const job = this.#pending.get(message.id);
        if (!job) return;
        if ('error' in message) job.reject(new SpeechEngineError(`Flite failed: ${message.error}`, this.name));
        else job.resolve(message.result);
      });
      child.on('exit', (code, signal) => {
        this.#child = undefined;
        const reason = new SpeechEngineError(`The Flite process ended (${signal ?? `exit code ${code}`})`, this.name);
        reject(reason);
        for (const job of [...this.#pending.values()]) job.reject(reason);
      });
      child.on('error', reject);
    });
    return this.#child;
  }
}
