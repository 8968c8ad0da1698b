import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { createBatchRoute, getBatchStatusRoute, retryBatchRoute, type BatchRow, type BatchStatus } from '@talkreel/contract';
import { grantCredits, probeMedia } from '@talkreel/platform';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const ROWS = 100;

/** A 0.4 s square template: a caption (at most 60 characters) on a background colour. */
const tinyTemplate = {
  name: 'Tiny Caption',
  category: 'announcement',
  aspect_ratio: 2,
  variables: [
    { key: 'caption', type: 'text', label: 'Caption', default: 'Hello', max_length: 60 },
    { key: 'background', type: 'colour', label: 'Background colour', default: '#2a9d8f' },
  ],
  workspace: {
    schemaVersion: 1,
    aspect_ratio: 2,
    render_subtitle: true,
    scenes: [
      {
        duration: 400,
        bg_color: '{{background}}',
        tracks: [
          {
            type: 'text',
            index: 0,
            layers: [
              {
                type: 'text',
                x: 90,
                y: 400,
                w: 900,
                h: 200,
                timeline: { start: 0, end: 400 },
                prop: { textInfo: { text: '{{caption}}', fontSize: 72, color: '#ffffff' } },
              },
            ],
          },
        ],
      },
    ],
  },
};

/** A CSV of `rows` rows (sheet rows 2…), with the cells `bad` gives for some rows. */
function sheetOf(rows: number, bad: Record<number, { caption?: string; background?: string }> = {}): string {
  const lines = ['Caption;Background colour'];
  for (let index = 0; index < rows; index += 1) {
    const row = index + 2;
    const caption = bad[row]?.caption ?? `Hello customer ${row}`;
    const background = bad[row]?.background ?? `#${(0x101010 + row * 0x020304).toString(16).slice(-6)}`;
    lines.push(`${caption};${background}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe('batch mode: a sheet checked, 100 videos made and paid once each, a ZIP and a result sheet', () => {
  let product: TestProduct;
  let templatesDirectory: string;
  let token: string;
  let userId: string;

  const creditOf = async () =>
    Number((await product.runtime.database.db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow()).credit);
  const debitsOf = async () =>
    (
      await product.runtime.database.db.selectFrom('credit_ledger').select(['amount', 'reason']).where('user_id', '=', userId).where('amount', '<', 0).execute()
    ).filter((entry) => entry.reason === 'Batch video').length;
  const postSheet = (csv: string, fileName = 'customers.csv', templateId = 'tiny-caption-1x1') => {
    const form = new FormData();
    form.append('template_id', templateId);
    form.append('file', new Blob([csv]), fileName);
    return product.app.inject({ method: 'POST', url: '/api/batch/sheet', headers: { authorization: `Bearer ${token}` }, payload: form });
  };
  const statusOf = async (projectId: string): Promise<BatchStatus> =>
    (await callRoute(product, getBatchStatusRoute, { token, query: { project_id: projectId } })).data;

  beforeAll(async () => {
    templatesDirectory = await mkdtemp(path.join(tmpdir(), 'talkreel-batch-templates-'));
    await mkdir(path.join(templatesDirectory, 'media'));
    await writeFile(path.join(templatesDirectory, 'tiny-caption-1x1.json'), JSON.stringify(tinyTemplate));
    product = await startTestProduct({}, { templatesDirectory });
    const registered = await createAuthClient(product.app).register('batcher@example.com', 'right-password-1');
    token = registered.data.token;
    const { db } = product.runtime.database;
    userId = (await db.selectFrom('users').select('id').where('email', '=', 'batcher@example.com').executeTakeFirstOrThrow()).id;
    await db.transaction().execute((trx) => grantCredits(trx, { userId, amount: 150, reason: 'Test grant', idempotencyKey: 'batch-test-grant' }));
  }, 60_000);

  afterAll(async () => {
    await product?.cleanup();
    await rm(templatesDirectory, { recursive: true, force: true });
  });

  it('offers a sample sheet of the template’s variables', async () => {
    const sample = await product.app.inject({ method: 'GET', url: '/api/batch/sample.csv?template_id=tiny-caption-1x1' });
    expect(sample.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      sample.body
        .replace(/^\uFEFF/u, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['caption,background', 'Hello,#2a9d8f']);
  });

  it('reads a 100-row sheet with 3 bad rows: exactly those three errors, nothing created or debited', async () => {
    const creditBefore = await creditOf();
    const read = await postSheet(sheetOf(ROWS, { 14: { caption: 'x'.repeat(61) }, 37: { background: 'blue' }, 90: { background: '#12345' } }));
    expect(read.json().code).toBe(0);
    const { data } = read.json() as {
      data: { mapping: Record<string, number | null>; rows: BatchRow[]; errors: { row: number; column: string; message: string }[] };
    };
    expect(data.mapping).toEqual({ caption: 0, background: 1 });
    expect(data.errors).toEqual([
      { row: 14, column: 'caption', message: 'Row 14, Caption: 61 characters; at most 60' },
      { row: 37, column: 'background', message: 'Row 37, Background colour: not a colour (#rrggbb)' },
      { row: 90, column: 'background', message: 'Row 90, Background colour: not a colour (#rrggbb)' },
    ]);
    expect(data.rows).toHaveLength(ROWS);

    // Sending the rows anyway is refused as a whole, naming the rows; nothing is created or debited.
    const refused = await callRoute(product, createBatchRoute, { token, body: { template_id: 'tiny-caption-1x1', rows: data.rows } });
    expect(refused.code).toBe(40000);
    expect(refused.msg).toMatch(
      /^3 rows cannot be made: Row 14, caption \(Caption\): .*; Row 37, background .*; Row 90, background .*Nothing was created or debited\.$/u,
    );
    expect(await creditOf()).toBe(creditBefore);
    expect(await product.runtime.database.db.selectFrom('batches').select('project_id').execute()).toEqual([]);
  });

  it('refuses hostile sheets with clear messages', async () => {
    const cases: [Buffer | string, string, string][] = [
      [Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x42, 0x99, 0x00]), 'garbage.csv', 'This file is not a CSV or XLSX sheet'],
      [
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('caption,background\r\nhi,#ffffff\r\n', 'utf16le')]),
        'utf16.csv',
        'The sheet is not UTF-8 text: save it as CSV UTF-8 and upload it again',
      ],
      [`caption\r\n${'a\r\n'.repeat(10_000)}`, 'long.csv', 'The sheet has 10000 rows; a batch makes at most 100 videos'],
    ];
    for (const [bytes, name, message] of cases) {
      const form = new FormData();
      form.append('template_id', 'tiny-caption-1x1');
      form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
      const answer = await product.app.inject({ method: 'POST', url: '/api/batch/sheet', headers: { authorization: `Bearer ${token}` }, payload: form });
      expect({ name, code: answer.json().code, msg: answer.json().msg }).toEqual({ name, code: 40000, msg: message });
    }
    const tooLarge = await postSheet(`caption\r\n${'x'.repeat(6 * 1024 * 1024)}\r\n`);
    expect({ code: tooLarge.json().code, msg: tooLarge.json().msg }).toEqual({ code: 41300, msg: 'The sheet is larger than 5 MB, the most a batch reads' });
    const unknownTemplate = await postSheet(sheetOf(2), 'two.csv', 'no-such-template');
    expect({ code: unknownTemplate.json().code, msg: unknownTemplate.json().msg }).toEqual({ code: 40400, msg: 'No such template' });
  });

  it('makes exactly 100 videos from the fixed sheet, debits once per row, refunds a row that fails and debits its retry, and zips them', async () => {
    const read = await postSheet(sheetOf(ROWS));
    const { rows, errors } = read.json().data as { rows: BatchRow[]; errors: unknown[] };
    expect(errors).toEqual([]);
    const creditBefore = await creditOf();
    const created = await callRoute(product, createBatchRoute, { token, body: { template_id: 'tiny-caption-1x1', name: 'Customers', rows } });
    expect(created.code).toBe(0);
    expect(created.data.tasks).toHaveLength(ROWS);
    const projectId = created.data.project_id;
    // Every credit reserved at once, one per row.
    expect(await creditOf()).toBe(creditBefore - ROWS);
    expect(await debitsOf()).toBe(ROWS);

    // The last row is cancelled before it renders (it queues behind 99): it reads as failed and is refunded.
    const lastTask = created.data.tasks.at(-1)!.task_id;
    expect(await product.runtime.queue.tasks.requestCancel(lastTask)).toBe(true);

    let status = await statusOf(projectId);
    for (let waited = 0; status.done + status.failed < ROWS && waited < 480; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      status = await statusOf(projectId);
    }
    expect({ done: status.done, failed: status.failed, total: status.total }).toEqual({ done: ROWS - 1, failed: 1, total: ROWS });
    expect(status.rows.map((row) => row.row)).toEqual(Array.from({ length: ROWS }, (_, index) => index + 2));
    expect(await creditOf()).toBe(creditBefore - ROWS + 1);

    // A second retry at once queues nothing twice: the row lock lets one in.
    const [first, second] = await Promise.all([
      callRoute(product, retryBatchRoute, { token, body: { project_id: projectId } }),
      callRoute(product, retryBatchRoute, { token, body: { project_id: projectId } }),
    ]);
    const retried = [first, second].filter((answer) => answer.code === 0);
    expect(retried).toHaveLength(1);
    expect(retried[0]!.data.tasks.map((task) => task.index)).toEqual([ROWS - 1]);
    expect([first, second].find((answer) => answer.code !== 0)?.msg).toBe('No row of this batch has failed: nothing to retry');
    expect(await creditOf()).toBe(creditBefore - ROWS);
    for (let waited = 0; status.done < ROWS && waited < 120; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = await statusOf(projectId);
    }
    expect(status.done).toBe(ROWS);

    // The ZIP streams every video under its sheet row; the first is a real MP4.
    const zipAnswer = await product.app.inject({ method: 'GET', url: status.zip_url });
    expect(zipAnswer.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(zipAnswer.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(Array.from({ length: ROWS }, (_, index) => `row-${String(index + 2).padStart(3, '0')}.mp4`));
    const firstVideo = path.join(product.dataDir, 'row-002.mp4');
    await writeFile(firstVideo, await zip.file('row-002.mp4')!.async('nodebuffer'));
    const info = await probeMedia(product.runtime.ffprobePath, firstVideo);
    expect(info.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ codecName: 'h264', width: 1080, height: 1080 });
    expect(Math.abs(info.durationMs - 400)).toBeLessThanOrEqual(40);

    // The result sheet: a line per row, done, with its video link.
    const resultAnswer = await product.app.inject({ method: 'GET', url: status.result_csv_url });
    const lines = resultAnswer.body
      .replace(/^\uFEFF/u, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,status,video_url,error');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines.slice(1).every((line, index) => line.startsWith(`${index + 2},done,`) && line.endsWith(','))).toBe(true);
    // Links a spreadsheet can open: absolute, and they answer the video.
    const firstLink = lines[1]!.split(',')[2]!;
    expect(firstLink).toMatch(/^http:\/\/[^/]+\/files\/renders\/.+\/video\.mp4\?/u);
    const linked = await product.app.inject({ method: 'GET', url: firstLink.replace(/^http:\/\/[^/]+/u, '') });
    expect(linked.headers['content-type']).toBe('video/mp4');

    // A link that is altered, or another user's batch, opens nothing.
    const tampered = await product.app.inject({
      method: 'GET',
      url: status.zip_url.replace(/project_id=[^&]+/u, 'project_id=00000000-0000-4000-8000-000000000000'),
    });
    expect(tampered.json()).toMatchObject({ code: 40100 });
    const stranger = await product.createGuestToken();
    const foreign = await callRoute(product, getBatchStatusRoute, { token: stranger, query: { project_id: projectId } });
    expect({ code: foreign.code, msg: foreign.msg }).toEqual({ code: 40400, msg: 'No such batch' });
  }, 600_000);

  it('refuses a batch the balance cannot pay at the door, creating nothing', async () => {
    const credit = await creditOf();
    // 150 granted (and the sign-up's own), 100 spent: one row more than the balance is still a batch of at most 100.
    expect(credit).toBeLessThan(100);
    const rows = Array.from({ length: credit + 1 }, (_, index) => ({ row: index + 2, values: { caption: `Row ${index + 2}` } }));
    const refused = await callRoute(product, createBatchRoute, { token, body: { template_id: 'tiny-caption-1x1', rows } });
    expect({ code: refused.code, msg: refused.msg }).toEqual({
      code: 40200,
      msg: `This batch makes ${rows.length} videos and needs ${rows.length} credits; you have ${credit}`,
    });
  });
});
