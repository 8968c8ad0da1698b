import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPodcastRoute,
  createPodcastVideoRoute,
  createTopicScriptRoute,
  createTopicVideoRoute,
  getProjectInfoRoute,
  getTopicScriptRoute,
  savePodcastScriptRoute,
} from '@talkreel/contract';
import { sessionCacheTtlMs } from '../sessions/session-cache.ts';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForScript } from '../../test-support/wait-for-script.ts';

/** A podcast's turns and a topic's scenes become a video only within the plan's characters and 30 minutes: refused at the door with 40000, never a 500. */
describe('script videos: length and plan checked before the workspace is built', () => {
  let product: TestProduct;
  let token: string;

  /** As the operator's command does: the API sees it once the session cache has let the account go. */
  const setPlan = async (plan: string) => {
    await product.runtime.database.db.updateTable('users').set({ plan }).where('email', '=', 'limits@example.com').execute();
    await sleep(sessionCacheTtlMs + 100);
  };
  const sentence = (index: number) => `Sentence number ${index} tells a little more about rivers and the towns along them. `;
  const textOf = (characters: number) => {
    let text = '';
    for (let index = 0; text.length < characters; index += 1) text += sentence(index);
    return text.slice(0, characters).trim();
  };

  beforeAll(async () => {
    product = await startTestProduct();
    token = (await createAuthClient(product.app).register('limits@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('refuses a podcast of 20 turns × 1,450 characters: past the Free plan, and past 30 minutes on any plan', async () => {
    const created = await callRoute(product, createPodcastRoute, {
      token,
      body: {
        podcast_avatar_id: 'demo-1',
        origin: 4,
        long_text: [
          'Rivers shape the land they cross over thousands of years.',
          'Floods once destroyed houses but also left fertile soil behind.',
          'Wetlands store water during storms and release it slowly in dry weeks.',
          'Many cities now give their rivers room to spread out in parks.',
          'Fish return within a few seasons once a river is restored.',
        ].join(' '),
        video_duration: '1-3',
      },
    });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.project_id;
    const info = await waitForScript(product, token, getProjectInfoRoute, projectId, { intervalMs: 100 });
    expect(info.status, info.err_msg).toBe(4);
    const turns = Array.from({ length: 20 }, (_, index) => ({ host: ((index % 2) + 1) as 1 | 2, text: textOf(1450) }));
    // The script's row reads done a moment before its writing task ends; the save waits for the task.
    const save = () => callRoute(product, savePodcastScriptRoute, { token, body: { project_id: projectId, turns } });
    const saved = await until(save, (reply) => reply.code !== 40900, { timeoutMs: 10_000, intervalMs: 100 });
    expect(saved.code, saved.msg).toBe(0);
    const characters = turns.reduce((sum, turn) => sum + turn.text.length, 0);
    const video = () => callRoute(product, createPodcastVideoRoute, { token, body: { project_id: projectId, aspect_ratio: 1, render_subtitle: 1 } });
    const onFree = await video();
    expect({ code: onFree.code, msg: onFree.msg }).toEqual({
      code: 40000,
      msg: `The scripts of this video have ${characters} characters: the Free plan speaks at most 1500 characters a video. Shorten the script or split it into several videos`,
    });
    await setPlan('Business');
    const onBusiness = await video();
    expect(onBusiness.code).toBe(40000);
    expect(onBusiness.msg).toMatch(/^With its speech this video would last at least 3[12] minutes: a video lasts at most 30 minutes/);
  });

  it('refuses a topic video of 60 scenes × 4,000 characters with 40000, not a 500', async () => {
    const created = await callRoute(product, createTopicScriptRoute, {
      token,
      body: { topic: 'How rivers shape towns', language: 'english', tone: 'Friendly', model: 1, expected_duration: 1 },
    });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.new_prj_id;
    await waitForScript(product, token, getTopicScriptRoute, projectId, { intervalMs: 100 });
    const sceneText = Array.from({ length: 60 }, () => textOf(4000));
    await setPlan('Business');
    const reply = await callRoute(product, createTopicVideoRoute, { token, body: { project_id: projectId, aspect_ratio: 1, scene_text: sceneText } });
    expect(reply.code).toBe(40000);
    expect(reply.msg, reply.msg).toMatch(/^The scripts of this video have 240000 characters: the Business plan speaks at most 30000 characters a video/);
    // Within the characters but past the half hour (Business: 30,000 characters may still be 32 minutes of speech).
    const long = await callRoute(product, createTopicVideoRoute, {
      token,
      body: { project_id: projectId, aspect_ratio: 1, scene_text: Array.from({ length: 8 }, () => textOf(3750)) },
    });
    expect(long.code).toBe(40000);
    expect(long.msg).toMatch(/^With its speech this video would last at least 33 minutes: a video lasts at most 30 minutes/);
  });
});
