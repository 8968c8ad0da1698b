import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductConfig } from './config/product-config.ts';
import { synthesizeWithStoredEngine } from '@talkreel/speech';
import { createVoiceJob } from '@talkreel/jobs';
import { startProduct, type StartedProduct } from './start-product.ts';

/** `talkreel worker` alone: no HTTP server, yet it speaks with the engines createSpeechEngines wires. */
describe('the worker role', () => {
  let dataDir: string;
  let worker: StartedProduct;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-worker-role-'));
    const config = loadProductConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'test' }, '/nonexistent/.env');
    worker = await startProduct(config, { role: 'worker', listen: false, inMemoryDatabase: true });
  });
  afterAll(async () => {
    await worker.stop(1000);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has speech engines and runs a create-voice job to a matched voice in My Voices', async () => {
    expect(worker.app).toBeUndefined();
    expect(Object.keys(worker.speech.engines).sort()).toEqual(['espeak-ng', 'flite']);
    const { db } = worker.runtime.database;
    const owner = await db
      .insertInto('users')
      .values({ status: 'user', device_id: 'worker-role', nickname: 'w', plan: 'Free', credit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spoken = await synthesizeWithStoredEngine(
      worker.speech.engines,
      { name: 'espeak-ng', voice: 'en-us', variant: 'f2', rate: 0.9, pitch: 2 },
      'english',
      'This is my own voice, read clearly, so that the worker can match it to a built-in voice.',
    );
    await worker.runtime.storage.put(`uploads/${owner.id}/take`, Buffer.from(spoken.audio), { contentType: 'audio/wav' });
    const taskId = await worker.runtime.queue.enqueue(
      createVoiceJob,
      {
        ownerId: owner.id,
        name: 'Worker voice',
        language: 'english',
        recordingKey: `uploads/${owner.id}/take`,
        recordingName: 'take.wav',
        recordingContentType: 'audio/wav',
        method: 'match',
      },
      { ownerId: owner.id },
    );
    let task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
    for (
      const deadline = Date.now() + 100_000;
      (task.status === 'queued' || task.status === 'running') && Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 200))
    ) {
      task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
    }
    expect(task).toMatchObject({ status: 'done', progress: 100, error_message: null });
    const result = createVoiceJob.resultSchema.parse(task.result);
    expect(result.kind).toBe('matched');
    expect(result.matchedVoice?.gender).toBe('female');
    const row = await db.selectFrom('user_voices').selectAll().where('id', '=', result.userVoiceId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_id: owner.id,
      name: 'Worker voice',
      kind: 'matched',
      language: 'english',
      gender: 'female',
      preview_key: `voices/user/${owner.id}/${taskId}.mp3`,
    });
    expect((await worker.runtime.storage.stat(row.preview_key!))?.sizeBytes).toBeGreaterThan(1000);
  }, 120_000);
});
