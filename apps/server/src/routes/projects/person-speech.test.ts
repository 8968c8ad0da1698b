import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDefaultVoiceRoute, getPersonSpeechRoute, getUserInfoRoute, speakPersonRoute, type PersonSpeechStatus } from '@talkreel/contract';
import { decodeWav, getPcmDurationMs } from '@talkreel/speech';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';

const script = 'Hello there. This is the new script of the person, spoken for the editor.';

describe('POST and GET /api/project/person/speech: a person’s new script spoken for the editor', () => {
  let product: TestProduct;
  let token: string;
  let ownerId: string;
  let voiceId: string;

  beforeAll(async () => {
    product = await startTestProduct();
    const deviceId = `person-speech-${process.pid}`;
    token = await product.createGuestToken(deviceId);
    ownerId = (await product.runtime.database.db.selectFrom('users').select('id').where('device_id', '=', deviceId).executeTakeFirstOrThrow()).id;
    voiceId = (await callRoute(product, getDefaultVoiceRoute, { token, query: { gender: 1 } })).data.id;
  });
  afterAll(() => product.cleanup());

  const readStatus = async (taskId: string, as = token) => callRoute(product, getPersonSpeechRoute, { token: as, query: { task_id: taskId } });
  const waitForSpeech = (taskId: string, onEach?: (status: PersonSpeechStatus) => void) =>
    until(
      async () => (await readStatus(taskId)).data,
      (status) => status.status === 'done' || status.status === 'failed',
      { timeoutMs: 60_000, intervalMs: 20, ...(onEach ? { onEach } : {}) },
    );

  it('speaks the script: a WAV of the owner’s as long as duration_ms, rising words, and no credit spent', async () => {
    const credit = async () => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
    const creditBefore = await credit();
    const queued = await callRoute(product, speakPersonRoute, { token, body: { script, voice_id: voiceId } });
    expect({ code: queued.code, msg: queued.msg }).toEqual({ code: 0, msg: 'ok' });
    const taskId = queued.data.task_id;
    const stages = new Set<string>();
    const done = await waitForSpeech(taskId, (status) => stages.add(status.stage));
    expect(done).toMatchObject({
      task_id: taskId,
      status: 'done',
      progress: 100,
      stage: 'done',
      err_msg: null,
      audio_path: `speech/${ownerId}/${taskId}/voice.wav`,
    });
    expect([...stages].every((stage) => ['queued', 'speech', 'saving', 'done'].includes(stage))).toBe(true);

    const audio = await product.app.inject({ method: 'GET', url: done.audio_url! });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const wavDurationMs = getPcmDurationMs(decodeWav(new Uint8Array(audio.rawPayload)));
    expect(done.duration_ms).toBeGreaterThan(2000);
    expect(Math.abs(wavDurationMs - done.duration_ms!)).toBeLessThanOrEqual(50);

    expect(done.words.map((word) => word.text)).toEqual(script.match(/[\w']+/gu));
    for (const [index, word] of done.words.entries()) {
      expect(word.end, word.text).toBeGreaterThanOrEqual(word.start);
      if (index > 0) expect(word.start, word.text).toBeGreaterThanOrEqual(done.words[index - 1]!.end);
    }
    expect(done.words.at(-1)!.end).toBeLessThanOrEqual(done.duration_ms! + 1);

    // The owner's audio, which a render takes as the owner's media.
    const file = await product.runtime.repositories.files.findOwnedOrLibrary(ownerId, done.audio_path!);
    expect(file).toMatchObject({ purpose: 'audio', kind: 'wav', content_type: 'audio/wav', size_bytes: audio.rawPayload.length });
    expect(await credit()).toBe(creditBefore);

    const stranger = await product.createGuestToken();
    const foreign = await readStatus(taskId, stranger);
    expect({ code: foreign.code, msg: foreign.msg }).toEqual({ code: 40400, msg: 'No such speech' });
  });

  it('checks at the door: the plan’s characters, the voice, and the task id', async () => {
    const speak = (body: { script: string; voice_id: string }) => callRoute(product, speakPersonRoute, { token, body });
    const answers = {
      tooLong: await speak({ script: 'a'.repeat(1501), voice_id: voiceId }),
      empty: await speak({ script: '   ', voice_id: voiceId }),
      unknownVoice: await speak({ script, voice_id: 'no-such-voice' }),
      notATask: await callRoute(product, getPersonSpeechRoute, { token, query: { task_id: 'render-1' } }),
      unknownTask: await readStatus('00000000-0000-4000-8000-000000000000'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, { code: answer.code, msg: answer.msg }]))).toEqual({
      tooLong: { code: 40000, msg: 'The script is too long for the Free plan: at most 1500 characters (this one has 1501)' },
      empty: { code: 40000, msg: 'Enter a script for the person to say' },
      unknownVoice: { code: 40400, msg: 'No such voice: choose another voice' },
      notATask: { code: 40000, msg: 'The task id is not a speech task id.' },
      unknownTask: { code: 40400, msg: 'No such speech' },
    });
  });

  it('lets one user have at most 3 speeches in progress, even when asked in parallel', async () => {
    const longScript = `${'This sentence keeps the speech going for a while. '.repeat(28)}`.trim();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => callRoute(product, speakPersonRoute, { token, body: { script: longScript, voice_id: voiceId } })),
    );
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, 0, 0, 42900, 42900]);
    expect(replies.find((reply) => reply.code === 42900)?.msg).toBe('3 speeches are being made for you already: wait until one is ready');
    for (const reply of replies.filter((answer) => answer.code === 0)) expect((await waitForSpeech(reply.data.task_id)).status).toBe('done');
    expect((await callRoute(product, speakPersonRoute, { token, body: { script, voice_id: voiceId } })).code).toBe(0);
  }, 120_000);
});
