import { formats } from '@talkreel/formats';
import { grantCredits } from '@talkreel/platform';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { parseWorkspace } from '@talkreel/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitRenderTasksRoute } from '@talkreel/contract';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const reachable = await requirePostgresForTest('render money test');

/** A plain project (no talking-photo kind) whose one scene has a person speaking `script`. */
function speakingPersonWorkspace(voiceId: string, script: string, sceneMs = 1000) {
  return {
    schemaVersion: 1,
    aspect_ratio: 2,
    scenes: [
      {
        duration: sceneMs,
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [
              {
                type: 'person',
                path: 'photos/someone.png',
                x: 0,
                y: 0,
                w: 1080,
                h: 1080,
                timeline: { start: 0, end: sceneMs },
                prop: { speech: { script, voice_id: voiceId } },
              },
            ],
          },
        ],
      },
    ],
  };
}

function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

/** The same money checks on both databases; PostgreSQL runs the submits side by side, where the deadlocks were. */
function describeMoney(databaseName: 'PGlite' | 'PostgreSQL') {
  describe.skipIf(databaseName === 'PostgreSQL' && !reachable)(`render submits pay at the door on ${databaseName}`, () => {
    let scratch: ScratchDatabase | undefined;
    let product: TestProduct;
    let client: ReturnType<typeof createAuthClient>;
    let token: string;
    let userId: string;
    let voiceId: string;

    beforeAll(async () => {
      // No worker: the renders stay queued; this is about what the door lets in and what it costs.
      const env: Record<string, string> = { RUN_WORKER: 'false' };
      if (databaseName === 'PostgreSQL') {
        scratch = await createScratchDatabase('talkreel_money');
        env.DATABASE_URL = scratch.url;
      }
      product = await startTestProduct(env);
      client = createAuthClient(product.app);
      const registered = await client.register('payer@example.com', 'right-password-1');
      token = registered.data.token;
      const { db } = product.runtime.database;
      userId = (await db.selectFrom('users').select('id').where('email', '=', 'payer@example.com').executeTakeFirstOrThrow()).id;
      voiceId = (await db.selectFrom('voices').select('id').where('source', '=', 'embedded').where('language', '=', 'english').executeTakeFirstOrThrow()).id;
    }, 60_000);

    afterAll(async () => {
      await product?.cleanup();
      await scratch?.drop();
    });

    const createPlainProject = (script: string, sceneMs?: number) =>
      product.runtime.repositories.talkingPhotos.createProject({
        ownerId: userId,
        name: 'plain',
        workspace: parseWorkspace(speakingPersonWorkspace(voiceId, script, sceneMs)),
        keepWatermark: false,
        kind: formats.editor.kind,
      });
    const submit = (projectId: string) => callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: projectId, index: 0 }] } });
    const balance = async () =>
      (await product.runtime.database.db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow()).credit;

    it('refuses scripts past the plan and speech past 30 minutes before anything is queued or paid', async () => {
      const before = await balance();
      const tooLong = await submit(await createPlainProject('word '.repeat(6000)));
      expect(tooLong).toMatchObject({
        code: 40000,
        msg: 'The scripts of this video have 29999 characters: the Free plan speaks at most 1500 characters a video. Shorten the script or split it into several videos',
      });
      await product.runtime.database.db.updateTable('users').set({ plan: 'Business' }).where('id', '=', userId).execute();
      // 30,000 characters in a 1 s scene: fitted to its speech it would last far past 30 minutes.
      const pastHalfHour = await submit(await createPlainProject('Speak on. '.repeat(3000)));
      expect(pastHalfHour.code).toBe(40000);
      expect(pastHalfHour.msg).toMatch(/^With its speech this video would last at least \d+ minutes: a video lasts at most 30 minutes/);
      await product.runtime.database.db.updateTable('users').set({ plan: 'Free' }).where('id', '=', userId).execute();
      expect(await balance()).toBe(before);
      expect(await product.runtime.database.db.selectFrom('tasks').select('id').where('owner_id', '=', userId).execute()).toEqual([]);
    });

    it('charges a plain project with a speaking person as a talking photo', async () => {
      const before = await balance();
      const reply = await submit(await createPlainProject('Hello from a plain project.'));
      expect(reply.code).toBe(0);
      expect(await balance()).toBe(before - 1);
      const entry = await product.runtime.database.db
        .selectFrom('credit_ledger')
        .select(['amount', 'reason', 'task_id'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({ amount: -1, reason: 'Talking photo video', task_id: reply.data.tasks[0]!.task_id });
    });

    it('takes 200 parallel submits with no server error and an exact balance', async () => {
      const { db } = product.runtime.database;
      await db.transaction().execute((trx) => grantCredits(trx, { userId, amount: 150 - 9, idempotencyKey: 'money-test', reason: 'Test grant' }));
      expect(await balance()).toBe(150);
      const projects = await Promise.all(Array.from({ length: 200 }, (_, index) => createPlainProject(`Submit number ${index}.`)));
      const replies = await Promise.all(projects.map(submit));
      expect(replies.filter((reply) => reply.status >= 500).map((reply) => reply.msg)).toEqual([]);
      expect(tally(replies.map((reply) => reply.code))).toEqual({ 0: 150, 40200: 50 });
      expect(await balance()).toBe(0);
      const paidTasks = await db
        .selectFrom('credit_ledger')
        .select('task_id')
        .where('user_id', '=', userId)
        .where('reason', '=', 'Talking photo video')
        .execute();
      expect(paidTasks).toHaveLength(151);
      const queued = await db.selectFrom('tasks').select('id').where('owner_id', '=', userId).execute();
      expect(queued).toHaveLength(151);
    }, 120_000);
  });
}

describeMoney('PGlite');
describeMoney('PostgreSQL');
