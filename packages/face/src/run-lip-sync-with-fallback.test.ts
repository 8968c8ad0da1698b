import { describe, expect, it } from 'vitest';
import { LipSyncEngineError, type LipSyncEngine } from './lip-sync-engine.ts';
import { runLipSyncWithFallback } from './run-lip-sync-with-fallback.ts';

const service = (name: string): LipSyncEngine => ({ name, animate: () => Promise.reject(new Error('unused')) });
const failing = (message: string) => () => Promise.reject(new LipSyncEngineError(message, 'x', true));

describe('runLipSyncWithFallback', () => {
  it('takes the first service that makes the video, noting the ones that failed before it', async () => {
    const asked: string[] = [];
    const outcome = await runLipSyncWithFallback(
      { engines: [service('cog'), service('d-id')] },
      {
        withService: (engine) => {
          asked.push(engine.name);
          return engine.name === 'cog' ? failing('503 busy')() : Promise.resolve('d-id video');
        },
        withEmbedded: () => 'animator',
        signal: new AbortController().signal,
      },
    );
    expect(asked).toEqual(['cog', 'd-id']);
    expect(outcome).toEqual({ result: 'd-id video', engine: 'd-id', note: 'cog failed (503 busy).' });
  });

  it('lets the embedded animator make the video when every service fails, and says so', async () => {
    const outcome = await runLipSyncWithFallback(
      { engines: [service('cog'), service('d-id')] },
      {
        withService: (engine) => failing(`${engine.name} is down`)(),
        withEmbedded: () => 'animator',
        signal: new AbortController().signal,
      },
    );
    expect(outcome).toEqual({
      result: 'animator',
      engine: 'embedded',
      note: 'cog failed (cog is down). d-id failed (d-id is down). The embedded animator made this video.',
    });
    const alone = await runLipSyncWithFallback(
      { engines: [] },
      { withService: failing('unused'), withEmbedded: () => 'animator', signal: new AbortController().signal },
    );
    expect(alone).toEqual({ result: 'animator', engine: 'embedded' });
  });

  it('throws a failure that follows an abort instead of handing over', async () => {
    const abort = new AbortController();
    abort.abort(new Error('cancelled'));
    await expect(
      runLipSyncWithFallback({ engines: [service('cog')] }, { withService: failing('aborted'), withEmbedded: () => 'animator', signal: abort.signal }),
    ).rejects.toThrowError('aborted');
  });
});
