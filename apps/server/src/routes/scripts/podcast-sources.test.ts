import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPodcastRoute, getProjectInfoRoute, type ProjectInfo } from '@talkreel/contract';
import { buildDocx, buildPdf, docxParagraph } from '@talkreel/sources/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute, type RouteBody } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForScript } from '../../test-support/wait-for-script.ts';

const bodySentences = [
  'Trees cool the streets in summer, and they clean the air that people breathe every day.',
  'They also make a street quieter, because their leaves soak up the noise of the traffic.',
  'Shade lowers the energy bills of the houses beside them, which is why councils plant them near homes.',
  'People walk more on a street with trees, and the shops along it do better business.',
  'Roots hold the soil together when heavy rain falls, so fewer streets flood after a storm.',
];

/**
 * Where a podcast's words come from: pasted text, an uploaded PDF, an
 * uploaded finished script. Each is read as the page sends it, through the
 * in-process worker.
 */
describe('podcast sources: titles and uploaded scripts', () => {
  let product: TestProduct;
  let token: string;

  const upload = async (bytes: Uint8Array, name: string) => {
    const answer = (await product.uploadFile(token, { bytes: Buffer.from(bytes), name, purpose: 'podcast_script' })).json() as {
      code: number;
      msg: string;
      data: { full_path: string };
    };
    expect(answer.code, answer.msg).toBe(0);
    return answer.data.full_path;
  };

  /** Starts a podcast and waits until its script is written or has failed. */
  const writePodcast = async (request: Omit<RouteBody<typeof createPodcastRoute>, 'podcast_avatar_id'>): Promise<ProjectInfo> => {
    const created = await callRoute(product, createPodcastRoute, { token, body: { podcast_avatar_id: 'demo-1', video_duration: '1-3', ...request } });
    expect(created.code, created.msg).toBe(0);
    return waitForScript(product, token, getProjectInfoRoute, created.data.project_id);
  };

  const spokenText = (info: ProjectInfo) => info.turns.map((turn) => turn.text).join('\n');

  beforeAll(async () => {
    product = await startTestProduct({ PORT: '3921' });
    token = (await createAuthClient(product.app).register('sources@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('takes a pasted headline as the title and says it in the opening and the sign-off only, not a third time', async () => {
    const headline = 'Cities are planting more trees on their streets than ever before.';
    const info = await writePodcast({ origin: 4, long_text: `${headline} ${bodySentences.join(' ')}` });
    expect(info.err_msg).toBe('');
    expect(info.title).toBe('Cities are planting more trees on their streets than ever before');
    expect(spokenText(info).split('Cities are planting more trees on their streets than ever before')).toHaveLength(3);
    expect(spokenText(info)).toContain(bodySentences[0]);
  });

  it('takes a PDF’s heading as the title, not the file name, and keeps its subtitle off the first sentence', async () => {
    const subtitle = 'How shade, quiet streets and lower bills change a neighbourhood';
    const bodyLines = bodySentences.map((sentence) => `0 -14 Td (${sentence}) Tj`).join(' ');
    const pdf = buildPdf([
      {
        content: [
          'BT /F1 24 Tf 72 760 Td (Why Cities Plant Trees) Tj ET',
          `BT /F1 14 Tf 72 730 Td (${subtitle}) Tj ET`,
          `BT /F1 11 Tf 72 714 Td ${bodyLines} ET`,
        ].join('\n'),
      },
    ]);
    const info = await writePodcast({ origin: 5, file_path: await upload(pdf, 'scan_0042.pdf') });
    expect(info.err_msg).toBe('');
    expect(info.title).toBe('Why Cities Plant Trees');
    expect(spokenText(info)).not.toContain('neighbourhood Trees');
    expect(spokenText(info)).toContain(bodySentences[0]);
  });

  it('refuses a TXT script too large for 30,000 characters at the door, with what to do', async () => {
    const paragraph = `${'A very long paragraph that goes on and on without a break. '.repeat(2_100)}`;
    expect(Buffer.byteLength(paragraph)).toBeGreaterThan(120_004);
    const refused = await callRoute(product, createPodcastRoute, {
      token,
      body: { podcast_avatar_id: 'demo-1', origin: 6, file_path: await upload(Buffer.from(paragraph), 'all-in-one.txt') },
    });
    expect(refused.code).toBe(40000);
    expect(refused.msg).toBe(
      'A podcast script has at most 30,000 characters (about 30 minutes); this text file is larger than that. Please shorten it or split it into two podcasts.',
    );
  });

  it('fails a DOCX script of more than 30,000 characters with that reason, instead of a script without turns', async () => {
    const docx = buildDocx({ bodyXml: docxParagraph('Alex: So we start. '.repeat(1_700)) });
    const info = await writePodcast({ origin: 6, file_path: await upload(docx, 'long-script.docx') });
    expect(info.status).toBe(5);
    expect(info.err_msg).toBe(
      'The uploaded script is longer than 30,000 characters (about 30 minutes of podcast). Please shorten it or split it into two podcasts.',
    );
  });

  it('cuts a script of one long paragraph into turns at sentence ends', async () => {
    const sentences = Array.from({ length: 120 }, (_, index) => `Sentence ${index + 1} of the one long paragraph says a little more about trees.`);
    const info = await writePodcast({ origin: 6, file_path: await upload(Buffer.from(sentences.join(' ')), 'one-paragraph.txt') });
    expect(info.err_msg).toBe('');
    expect(info.status).toBe(4);
    expect(info.turns.length).toBeGreaterThan(5);
    for (const turn of info.turns) expect(turn.text).toMatch(/^Sentence \d+ .* trees\.$/u);
    expect(info.turns.map((turn) => turn.text).join(' ')).toBe(sentences.join(' '));
  });
});
