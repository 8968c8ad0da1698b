// Scripts from anything (issue 12): a 30,000-character article made into a
// podcast video end to end through the routes (script, speech, faces, render),
// timed against the video's own length; and how soon a topic script's first
// scene is there to show (embedded writer, through the queue).
import { setTimeout as sleep } from 'node:timers/promises';
import { loadSampleArticles } from '@talkreel/sources';
import { createAuthClient } from '../src/test-support/auth-client.ts';
import { startTestProduct } from '../src/test-support/start-test-product.ts';

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

const port = 3931;

export async function runBenchmarks(): Promise<void> {
  const product = await startTestProduct({ PORT: String(port) });
  try {
    const token = (await createAuthClient(product.app).register('bench.podcast@example.com', 'secret-password')).data.token;
    const call = async <Data>(method: 'GET' | 'POST', url: string, payload?: unknown) =>
      (
        await product.app.inject({
          method,
          url: `/api${url}`,
          headers: { authorization: `Bearer ${token}` },
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        })
      ).json() as Envelope<Data>;
    const until = async <Data>(url: string, isDone: (data: Data) => boolean, stepMs: number) => {
      for (;;) {
        const answer = await call<Data>('GET', url);
        if (isDone(answer.data)) return answer.data;
        await sleep(stepMs);
      }
    };

    // Topic: from the request to the first scene the page can show.
    const firstScene: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const startedMs = performance.now();
      const created = await call<{ new_prj_id: string }>('POST', '/project/topic_to_video', {
        topic: `Ways to save energy at home, take ${run + 1}`,
        expected_duration: 2,
      });
      if (created.code !== 0) throw new Error(created.msg);
      await until<{ scene_text: string[]; status: number }>(
        `/project/topic_to_video?project_id=${created.data.new_prj_id}`,
        (data) => data.scene_text.length > 0 || data.status === 5,
        5,
      );
      firstScene.push(performance.now() - startedMs);
      await until<{ status: number }>(`/project/topic_to_video?project_id=${created.data.new_prj_id}`, (data) => data.status >= 4, 20);
    }
    firstScene.sort((a, b) => a - b);
    console.log(`# topic first scene, 5 runs: ${firstScene.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`BENCH topic_first_scene_ms ${firstScene[2]!.toFixed(0)} ms`);

    // Podcast: the long sample article, through every stage.
    const article = loadSampleArticles().find((candidate) => candidate.benchmark);
    if (!article) throw new Error('content/samples has no benchmark article');
    const startedMs = performance.now();
    const created = await call<{ project_id: string }>('POST', '/aigc_avatar/podcast', {
      podcast_avatar_id: 'demo-1',
      origin: 1,
      url: `http://localhost:${port}/samples/articles/${article.slug}`,
      video_duration: '3-5',
      duration_per_turn: 'medium',
    });
    if (created.code !== 0) throw new Error(created.msg);
    const script = await until<{ status: number; err_msg: string; turns: unknown[] }>(
      `/project/prj_info?project_id=${created.data.project_id}`,
      (data) => data.status >= 4,
      100,
    );
    if (script.status !== 4) throw new Error(script.err_msg);
    const scriptMs = performance.now() - startedMs;
    const video = await call<{ new_prj_id: string }>('POST', '/project/podcast/video', { project_id: created.data.project_id, aspect_ratio: 1 });
    if (video.code !== 0) throw new Error(video.msg);
    const submitted = await call('POST', '/project/task/submit', { tasks: [{ project_id: video.data.new_prj_id, index: 0 }] });
    if (submitted.code !== 0) throw new Error(submitted.msg);
    const render = await until<{ status: string; duration: number; error?: string }>(
      `/project/render/status?project_id=${video.data.new_prj_id}&index=0`,
      (data) => data.status === 'done' || data.status === 'failed',
      500,
    );
    if (render.status !== 'done') throw new Error(`the podcast render failed: ${JSON.stringify(render)}`);
    const wallS = (performance.now() - startedMs) / 1000;
    console.log(
      `# ${article.title}: ${script.turns.length} turns written in ${(scriptMs / 1000).toFixed(1)} s; ${render.duration.toFixed(1)} s of 1280×720 video in ${wallS.toFixed(1)} s`,
    );
    console.log(`BENCH podcast_wall_s ${wallS.toFixed(1)} s`);
    console.log(`BENCH podcast_realtime ${(render.duration / wallS).toFixed(2)} x`);
  } finally {
    await product.cleanup();
  }
}
