import { randomUUID } from 'node:crypto';
import { BusinessCode, productStatus, type ProductMediaItem, type ProductRecord } from '@talkreel/contract';
import { formats } from '@talkreel/formats';
import { analyzeProductJob } from '@talkreel/jobs';
import type { ProductMediaRecord, ProductWithTask, UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { checkProductUrl } from './check-product-url.ts';

/** Analyses one person may have running at once: each fetches pages of the open web for them. */
export const maxAnalysesInProgress = 3;

const imageKinds = ['png', 'jpg', 'webp', 'gif', 'bmp'];
const videoKinds = ['mp4', 'mov', 'webm', 'avi'];

/** The hosts a link must not point at: this product itself (site §5). */
function ownHostsOf(context: AppContext): string[] {
  const { PUBLIC_URL, PORT } = context.runtime.config;
  const hosts = [`localhost:${PORT}`, `127.0.0.1:${PORT}`];
  if (PUBLIC_URL) hosts.push(new URL(PUBLIC_URL).host);
  return hosts;
}

/** Starts analysing a product link: a `product` project, its record and the analysis job, in one transaction. */
export async function analyzeProductLink(context: AppContext, user: UserRow, body: { url: string; select_media: boolean }): Promise<{ prj_id: string }> {
  const url = checkProductUrl(body.url, ownHostsOf(context));
  const { runtime } = context;
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    if ((await repositories.products.lockOwnerAndCountAnalysing(user.id)) >= maxAnalysesInProgress) {
      throw new ApiError(BusinessCode.tooManyRequests, `${maxAnalysesInProgress} product links are being analysed for you already: wait until one is ready`);
    }
    const projectId = await repositories.projects.create({
      ownerId: user.id,
      name: `Product: ${new URL(url).hostname}`.slice(0, 120),
      kind: formats.product.kind,
    });
    const productId = randomUUID();
    const taskId = await runtime.queue.enqueue(
      analyzeProductJob,
      { ownerId: user.id, productId, selectMedia: body.select_media },
      { ownerId: user.id, transaction: trx },
    );
    await repositories.products.create({ id: productId, projectId, ownerId: user.id, subType: 1, url, status: productStatus.analyzing, taskId });
    return { prj_id: projectId };
  });
}

/** A product without a link: its media are added by hand (`sub_type` 2). */
export async function createManualProduct(context: AppContext, user: UserRow): Promise<{ product: { id: string }; prj_id: string }> {
  return context.runtime.repositories.inTransaction(async (repositories) => {
    const projectId = await repositories.projects.create({ ownerId: user.id, name: 'Product', kind: formats.product.kind });
    const id = await repositories.products.create({ projectId, ownerId: user.id, subType: 2, url: '', status: productStatus.ready });
    return { product: { id }, prj_id: projectId };
  });
}

/** The caller's product by its id or its project's id; 40400 for anyone else's. */
export async function findOwnedProduct(context: AppContext, user: UserRow, id: string): Promise<ProductWithTask> {
  const row = await context.runtime.repositories.products.findOwned(user.id, id);
  if (!row) throw ApiError.notFound('No such product');
  return row;
}

/** What identifies a media item across saves: its stored file, else its link (stored files' read links change). */
const identityOf = (item: { url: string; key?: string | undefined }): string => item.key ?? item.url;

/** The record as the page reads it: stored media with fresh read links; an analysis whose job died is failed. */
export async function getProduct(context: AppContext, user: UserRow, id: string): Promise<ProductRecord> {
  const row = await findOwnedProduct(context, user, id);
  const { storage } = context.runtime;
  const media = await Promise.all(
    row.intro_medias.map(async (item) => ({ ...item, url: item.key ? await storage.createReadUrl(item.key) : item.url, clip_id: 0, clip_info: [] })),
  );
  const urlOfIdentity = new Map(row.intro_medias.map((item, index) => [identityOf(item), media[index]!.url]));
  const jobDied = row.status === productStatus.analyzing && (row.task_status === 'failed' || row.task_status === 'cancelled');
  return {
    id: row.id,
    prj_id: row.project_id,
    sub_type: row.sub_type,
    status: jobDied ? productStatus.failed : row.status,
    progress: row.progress,
    stage: row.stage,
    error: jobDied ? { reason: 'failed', msg: row.task_error ?? 'The page could not be analysed: try again' } : row.error,
    url: row.url,
    title: row.title,
    intro_text: row.intro_text,
    target_audience: row.target_audience,
    brand: row.brand,
    price: row.price,
    currency: row.currency,
    intro_medias: media,
    select_media: row.select_media.flatMap((identity) => urlOfIdentity.get(identity) ?? []),
    sources: row.sources,
  };
}

/**
 * The product form saved. Each media item must be one the record already
 * has (the page's, or an earlier upload) or the caller's own stored upload
 * (`key`); anything else is refused by its position, so a page cannot make
 * the render read someone else's file or an unchecked link.
 */
export async function saveProduct(
  context: AppContext,
  user: UserRow,
  body: {
    prj_id: string;
    id: string;
    title: string;
    intro_text: string;
    target_audience: string;
    intro_medias: ProductMediaItem[];
    select_media?: string[] | undefined;
    price?: number | null | undefined;
    currency?: string | null | undefined;
  },
): Promise<null> {
  const row = await findOwnedProduct(context, user, body.id);
  if (row.project_id !== body.prj_id) throw ApiError.notFound('No such product');
  if (row.status === productStatus.analyzing) throw new ApiError(BusinessCode.conflict, 'The page is still being analysed: save when it is ready');
  const known = new Map(row.intro_medias.map((item) => [identityOf(item), item]));
  const { files } = context.runtime.repositories;
  const ownedKeys = new Set(
    await files.findOwnedKeys(
      user.id,
      body.intro_medias.flatMap((item) => (item.key && !known.has(item.key) ? [item.key] : [])),
    ),
  );
  const media: ProductMediaRecord[] = [];
  const identityOfUrl = new Map<string, string>();
  for (const [index, item] of body.intro_medias.entries()) {
    const stored = known.get(item.key ?? '') ?? (item.key ? undefined : known.get(item.url));
    let kept: ProductMediaRecord;
    if (stored) kept = { ...stored, name: item.name || stored.name };
    else if (item.key && ownedKeys.has(item.key)) {
      const file = await files.findByKey(item.key);
      const kind = file?.kind ?? '';
      if (!imageKinds.includes(kind) && !videoKinds.includes(kind)) throw ApiError.invalidInput(`intro_medias[${index}]: not a picture or a video`);
      kept = {
        url: '',
        name: item.name || (file?.original_name ?? 'media'),
        type: imageKinds.includes(kind) ? 1 : 2,
        clip_id: 0,
        clip_info: [],
        w: item.w,
        h: item.h,
        key: item.key,
      };
    } else throw ApiError.invalidInput(`intro_medias[${index}]: not a file of yours or of this product's page`);
    if (media.some((existing) => identityOf(existing) === identityOf(kept))) continue;
    media.push(kept);
    identityOfUrl.set(item.url, identityOf(kept));
  }
  const selected = body.select_media ?? row.select_media.flatMap((identity) => (media.some((item) => identityOf(item) === identity) ? [identity] : []));
  const selectMedia = body.select_media
    ? selected.map((url, index) => {
        const identity = identityOfUrl.get(url);
        if (!identity) throw ApiError.invalidInput(`select_media[${index}]: not one of the product's media`);
        return identity;
      })
    : selected;
  await context.runtime.repositories.products.saveForm(user.id, row.id, row.project_id, {
    title: body.title,
    intro_text: body.intro_text,
    target_audience: body.target_audience,
    price: body.price === undefined ? row.price : body.price,
    currency: body.currency === undefined ? row.currency : body.currency,
    intro_medias: media,
    select_media: [...new Set(selectMedia)],
  });
  return null;
}
