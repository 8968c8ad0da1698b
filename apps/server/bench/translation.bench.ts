// `npm run bench -- translation`: video translation through the routes on the
// embedded engines (Apertium, pocketsphinx, eSpeak NG, the photo animator).
// BENCH translate_own_video_60s_wall_s: a talking photo of about 60 s, already
//   rendered, translated en→es: from the request until the Spanish video is
//   rendered (translation, voices, mouths, frames, encode; target < 60).
// BENCH dub_upload_60s_wall_s: an uploaded English clip of about 60 s (two
//   Flite voices): transcription, review as it comes, dubbing into Spanish,
//   render (target < 120).
// BENCH dub_segments_in_slot_ratio: the share of that dub's segments that end
//   within their slot + 10 % (target ≥ 0.95).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTranslationRoute, dubTranslationRoute, getTranslationRoute, type TranslationRecord } from '@talkreel/contract';
import { grantCredits } from '@talkreel/platform';
import { createAuthClient } from '../src/test-support/auth-client.ts';
import { callRoute } from '../src/test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../src/test-support/start-test-product.ts';
import { makeSpokenClip, renderTalkingPhoto } from '../src/test-support/translation-sources.ts';

/** About 60 s of speech at the voices' pace. */
const script = [
  'Welcome to our small town by the sea. Every morning the fishing boats come back to the harbour with their catch.',
  'The market opens at eight, and people from the villages around come to buy fresh fish, bread and vegetables.',
  'In the afternoon the old lighthouse is open to visitors. From the top you can see the whole bay and the islands.',
  'In summer there is music in the square every Friday evening, and the cafes stay open late.',
  'Near the harbour there is a small museum about the history of the town and the ships that were built here.',
  'Children love the beach on the south side, where the water is shallow and warm in August.',
  'If you like walking, a path along the cliffs leads to the next village in about two hours.',
  'On Sundays the bakery on the main street sells a sweet bread with raisins that people queue for before eight o’clock.',
  'There are three hotels in the town and many small houses that families rent for a week or two.',
  'We hope you will visit us soon and enjoy the quiet streets, the beaches and the friendly people of our town.',
].join(' ');

const lines = [
  { voice: 'slt', text: 'Good morning and welcome to the garden tour. Today we will walk through the rose garden and the old orchard.' },
  { voice: 'rms', text: 'The orchard has more than forty apple trees. Some of them were planted over a hundred years ago.' },
  { voice: 'slt', text: 'In spring the trees are covered with white flowers, and the bees come from the hives by the wall.' },
  { voice: 'rms', text: 'The apples are picked in September. Visitors can help with the harvest on the first weekend of the month.' },
  { voice: 'slt', text: 'Next to the orchard is the pond. It is home to frogs, fish and a family of ducks.' },
  { voice: 'rms', text: 'Please stay on the paths and do not feed the ducks. The gardeners give them the right food every day.' },
  { voice: 'slt', text: 'The tour ends at the greenhouse, where you can buy seeds and young plants to take home.' },
  { voice: 'rms', text: 'Thank you for coming, and enjoy the rest of your day in the garden.' },
];

const print = (name: string, value: number, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);

async function waitFor(product: TestProduct, token: string, id: string, isFinished: (record: TranslationRecord) => boolean): Promise<TranslationRecord> {
  for (;;) {
    const record = (await callRoute(product, getTranslationRoute, { token, query: { id } })).data;
    if (isFinished(record)) return record;
    await sleep(200);
  }
}

export async function runBenchmarks(): Promise<void> {
  const product = await startTestProduct({ SITE_VIDEOS: 'false' });
  try {
    const token = (await createAuthClient(product.app).register('bench.translation@example.com', 'secret-password')).data.token;
    const { db } = product.runtime.database;
    const userId = (await db.selectFrom('users').select('id').where('email', '=', 'bench.translation@example.com').executeTakeFirstOrThrow()).id;
    await db.transaction().execute((trx) => grantCredits(trx, { userId, amount: 100, reason: 'Bench grant', idempotencyKey: 'translation-bench' }));

    const { projectId } = await renderTalkingPhoto(product, token, script);
    const ownStartedMs = performance.now();
    const own = await callRoute(product, createTranslationRoute, {
      token,
      body: { source: { type: 'project', project_id: projectId, workspace_index: 0 }, source_language: 'en', target_languages: ['es'] },
    });
    if (own.code !== 0) throw new Error(own.msg);
    const translated = await waitFor(product, token, own.data.id, (record) => record.status === 'done' || record.status === 'failed');
    if (translated.status !== 'done') throw new Error(JSON.stringify(translated.outputs));
    console.log(`# own video: ${(translated.source.duration_ms / 1000).toFixed(1)} s source`);
    print('translate_own_video_60s_wall_s', Number(((performance.now() - ownStartedMs) / 1000).toFixed(1)), 's');

    const clipPath = path.join(product.dataDir, 'garden-tour.mp4');
    await makeSpokenClip(product.runtime.ffmpegPath, lines, clipPath, 1_000);
    const stored = (await product.uploadFile(token, { bytes: await readFile(clipPath), name: 'garden-tour.mp4', purpose: 'video_translation' })).json() as {
      code: number;
      msg: string;
      data: { full_path: string };
    };
    if (stored.code !== 0) throw new Error(stored.msg);
    const dubStartedMs = performance.now();
    const upload = await callRoute(product, createTranslationRoute, {
      token,
      body: { source: { type: 'upload', file_path: stored.data.full_path }, source_language: 'en', target_languages: ['es'] },
    });
    if (upload.code !== 0) throw new Error(upload.msg);
    const review = await waitFor(product, token, upload.data.id, (record) => record.status !== 'processing');
    if (review.status !== 'review') throw new Error(JSON.stringify(review.error));
    const dubbing = await callRoute(product, dubTranslationRoute, { token, body: { id: review.id } });
    if (dubbing.code !== 0) throw new Error(dubbing.msg);
    const dubbed = await waitFor(product, token, review.id, (record) => record.status === 'done' || record.status === 'failed');
    if (dubbed.status !== 'done') throw new Error(JSON.stringify(dubbed.outputs));
    console.log(`# upload: ${(dubbed.source.duration_ms / 1000).toFixed(1)} s source, ${dubbed.segments.length} segments, ${dubbed.engines.transcriber?.name}`);
    print('dub_upload_60s_wall_s', Number(((performance.now() - dubStartedMs) / 1000).toFixed(1)), 's');
    print('dub_segments_in_slot_ratio', Number((dubbed.outputs[0]?.segments_in_slot ?? 0).toFixed(3)), 'ratio');
  } finally {
    await product.cleanup();
  }
}
