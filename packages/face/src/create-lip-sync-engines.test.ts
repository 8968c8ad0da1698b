import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfigSchema, ConfigError, loadConfig } from '@talkreel/platform';
import { createLipSyncEngines } from './create-lip-sync-engines.ts';
import { lipSyncConfigSlice } from './lip-sync-config.ts';
import { startFakeCogServer } from './engines/fake-cog-server.ts';
import { createLipSyncTestMedia, type LipSyncTestMedia } from './engines/lip-sync-media.fixture.ts';
import { toDataUri } from './engines/video-output.ts';

let media: LipSyncTestMedia;
let cog: Awaited<ReturnType<typeof startFakeCogServer>>;

beforeAll(async () => {
  media = await createLipSyncTestMedia();
  cog = await startFakeCogServer({ video: media.video, plan: () => ({ pollsBeforeDone: 0, outcome: { video: true } }) });
});
afterAll(async () => {
  await cog.close();
});

/** The configuration as the server would read it from these environment values (no .env file). */
const configFrom = (env: Record<string, string>) => loadConfig(composeConfigSchema(lipSyncConfigSlice), env, '/nonexistent/.env');

describe('createLipSyncEngines (the one wiring of talking-face services)', () => {
  it('gives no engine when nothing is configured, so the embedded animator does the work', () => {
    expect(createLipSyncEngines().engines).toEqual([]);
    expect(createLipSyncEngines(configFrom({})).engines).toEqual([]);
  });

  it('orders the Cog model before D-ID, and names the Cog engine after the API it speaks', () => {
    const both = createLipSyncEngines(
      configFrom({ LIPSYNC_URL: 'https://api.replicate.com/v1', LIPSYNC_TOKEN: 'r8_x', LIPSYNC_MODEL: 'cjwbw/sadtalker', DID_API_KEY: 'a:b' }),
    );
    expect(both.engines.map((engine) => engine.name)).toEqual(['replicate', 'd-id']);
    expect(createLipSyncEngines(configFrom({ DID_API_KEY: 'a:b' })).engines.map((engine) => engine.name)).toEqual(['d-id']);
    expect(createLipSyncEngines(configFrom({ LIPSYNC_URL: 'http://localhost:5000' })).engines.map((engine) => engine.name)).toEqual(['cog']);
  });

  it('passes the configured input names through to the model', async () => {
    const [engine] = createLipSyncEngines(configFrom({ LIPSYNC_URL: cog.url, LIPSYNC_IMAGE_INPUT: 'image', LIPSYNC_AUDIO_INPUT: 'audio_input' })).engines;
    const result = await engine!.animate({ photo: media.photo, audio: media.audio });
    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);
    expect(JSON.parse(cog.requests.at(-1)!.body.toString('utf8'))).toMatchObject({
      input: { image: toDataUri(media.photo), audio_input: toDataUri(media.audio) },
    });
  });

  it('builds the video model for dubs on its own settings, sending `video` and `audio` unless told', async () => {
    expect(createLipSyncEngines(configFrom({ LIPSYNC_URL: cog.url })).videoEngines).toEqual([]);
    const set = createLipSyncEngines(configFrom({ VIDEO_LIPSYNC_URL: cog.url }));
    expect([set.engines.length, set.videoEngines.map((engine) => engine.name)]).toEqual([0, ['cog']]);
    const footage = { bytes: media.video, contentType: 'video/mp4' };
    await set.videoEngines[0]!.resync({ video: footage, audio: media.audio });
    expect(JSON.parse(cog.requests.at(-1)!.body.toString('utf8'))).toMatchObject({ input: { video: toDataUri(footage), audio: toDataUri(media.audio) } });
    const [wav2lip] = createLipSyncEngines(configFrom({ VIDEO_LIPSYNC_URL: cog.url, VIDEO_LIPSYNC_VIDEO_INPUT: 'face' })).videoEngines;
    await wav2lip!.resync({ video: footage, audio: media.audio });
    expect(JSON.parse(cog.requests.at(-1)!.body.toString('utf8'))).toMatchObject({ input: { face: toDataUri(footage), audio: toDataUri(media.audio) } });
  });

  it('refuses inconsistent settings at boot, naming the variable', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        configFrom(env);
      } catch (error) {
        return error instanceof ConfigError ? error.message : error;
      }
      return 'accepted';
    };
    expect(refusal({ LIPSYNC_MODEL: 'cjwbw/sadtalker' })).toBe(
      'Invalid configuration: LIPSYNC_MODEL needs LIPSYNC_URL (the service base URL) (got "cjwbw/sadtalker")',
    );
    expect(refusal({ LIPSYNC_URL: 'https://api.replicate.com/v1', LIPSYNC_MODEL: 'sadtalker' })).toBe(
      'Invalid configuration: LIPSYNC_MODEL must be a Replicate model as owner/name (got "sadtalker")',
    );
    expect(refusal({ LIPSYNC_URL: 'https://api.replicate.com/v1', LIPSYNC_MODEL: 'a/b', LIPSYNC_VERSION: 'c'.repeat(64) })).toMatch(
      /^Invalid configuration: LIPSYNC_VERSION must not be set together with LIPSYNC_MODEL/u,
    );
    expect(refusal({ LIPSYNC_URL: 'ftp://host' })).toMatch(/^Invalid configuration: LIPSYNC_URL must start with http: or https:/u);
    expect(refusal({ LIPSYNC_URL: 'http://localhost:5000', LIPSYNC_IMAGE_INPUT: 'source image' })).toMatch(/LIPSYNC_IMAGE_INPUT must be an input field name/u);
    expect(refusal({ LIPSYNC_TIMEOUT_SECONDS: '5' })).toMatch(/LIPSYNC_TIMEOUT_SECONDS must be a whole number from 10 to 7200/u);
    expect(refusal({ DID_URL: 'https://api.d-id.com' })).toMatch(/DID_API_KEY must be set together with DID_URL/u);
    expect(refusal({ VIDEO_LIPSYNC_MODEL: 'bytedance/latentsync' })).toBe(
      'Invalid configuration: VIDEO_LIPSYNC_MODEL needs VIDEO_LIPSYNC_URL (the service base URL) (got "bytedance/latentsync")',
    );
    expect(refusal({ VIDEO_LIPSYNC_URL: 'https://api.replicate.com/v1', VIDEO_LIPSYNC_MODEL: 'a/b', VIDEO_LIPSYNC_VERSION: 'c'.repeat(64) })).toMatch(
      /^Invalid configuration: VIDEO_LIPSYNC_VERSION must not be set together with VIDEO_LIPSYNC_MODEL/u,
    );
    expect(refusal({ LIPSYNC_URL: 'https://api.replicate.com/v1', LIPSYNC_VERSION: `cjwbw/sadtalker:${'3'.repeat(64)}`, DID_API_KEY: 'a:b' })).toBe('accepted');
  });
});
