import {
  analyzeProductRoute,
  createManualProductRoute,
  createProductVideoRoute,
  getProductRoute,
  getWorkspaceRoute,
  saveProductRoute,
  submitRenderTasksRoute,
  writeProductScriptsRoute,
  type ProductRecord,
  type ProductScript,
} from '@talkreel/contract';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import type { SaveProductRequest } from '../state/product-details.ts';
import type { CreateProductVideoRequest, WriteProductScriptsRequest } from '../state/product-video-settings.ts';

/**
 * POST /project/analyze/product (site §7: `url`, `select_media` true,
 * `template` 1) after the guest login (site §6): the new project to poll.
 * Silent: the page decides between a toast and the extensions dialog.
 */
export async function analyzeProductLink(url: string): Promise<string> {
  await ensureSession();
  return (await apiRequest(analyzeProductRoute, { body: { url, select_media: true, template: 1 }, isSilent: true })).prj_id;
}

/** GET /project/analyze/product_new while the overlay waits. Silent: a failed read is tried again at the next poll. */
export function readProductRecord(lookupId: string, signal?: AbortSignal): Promise<ProductRecord> {
  return apiRequest(getProductRoute, { query: { id: lookupId }, signal, isSilent: true });
}

export interface ManualProduct {
  productId: string;
  projectId: string;
}

/** POST /project/analyze/product_manual (empty body): a product without a link, to which media are added by hand. */
export async function createManualProduct(): Promise<ManualProduct> {
  await ensureSession();
  const created = await apiRequest(createManualProductRoute, { body: {} });
  return { productId: created.product.id, projectId: created.prj_id };
}

/** PUT /project/analyze/product: the form, its media and the chosen ones. */
export async function saveProduct(request: SaveProductRequest, isSilent = false): Promise<void> {
  await ensureSession();
  await apiRequest(saveProductRoute, { body: request, isSilent });
}

/** POST /project/product/scripts: three options in named frameworks. */
export async function writeProductScripts(request: WriteProductScriptsRequest): Promise<ProductScript[]> {
  await ensureSession();
  return (await apiRequest(writeProductScriptsRoute, { body: request })).scripts;
}

/** A video project's workspace to open or render. */
export interface ProductVideoTarget {
  projectId: string;
  index: number;
}

/** POST /project/product/video: the workspace of the product video; nothing is rendered or charged yet. */
export async function createProductVideo(request: CreateProductVideoRequest): Promise<ProductVideoTarget> {
  await ensureSession();
  const created = await apiRequest(createProductVideoRoute, { body: request });
  return { projectId: created.project_id, index: created.workspace_index };
}

/** GET /project/workspace of the video, read as a timeline (for its render's price); null when it cannot be read. */
export async function readProductVideoWorkspace(target: ProductVideoTarget): Promise<Workspace | null> {
  try {
    const answer = await apiRequest(getWorkspaceRoute, { query: { project_id: target.projectId, index: target.index }, isSilent: true });
    return parseWorkspace(answer.workspace);
  } catch {
    return null;
  }
}

/** POST /project/task/submit of the video's workspace, which debits the credits. Silent: the caller turns 40200 into the credits dialog. */
export async function submitProductRender(target: ProductVideoTarget): Promise<void> {
  await ensureSession();
  await apiRequest(submitRenderTasksRoute, { body: { tasks: [{ project_id: target.projectId, index: target.index }] }, isSilent: true });
}
