import { writeFile } from 'node:fs/promises';

/** A session token of the browser's guest, used to call the API the way the app does. */
export interface ApiSession {
  baseUrl: string;
  token: string;
}

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

/** The latest render of a workspace (contract `RenderStatusSchema`). */
export interface RenderStatusData {
  status: 'none' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  progress: number;
  task_id: string | null;
  video_url: string | null;
  cover_url: string | null;
  subtitle_url: string | null;
  vtt_url: string | null;
  duration: number | null;
  error: string | null;
  /** The last finished render while a newer one is not done. */
  last_done: { task_id: string; video_url: string; cover_url: string; duration: number } | null;
}

async function callApi<Data>(session: ApiSession, method: 'GET' | 'POST', apiPath: string, body?: FormData | object): Promise<Data> {
  const headers: Record<string, string> = { Authorization: `Bearer ${session.token}` };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${session.baseUrl}/api${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<Data>;
  if (envelope.code !== 0) throw new Error(`${method} ${apiPath} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** POST /common/upload (multipart, field `file`); resolves to the stored file's `full_path`. */
export async function uploadFileByApi(session: ApiSession, bytes: Buffer, fileName: string, contentType: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const stored = await callApi<{ full_path: string }>(session, 'POST', '/common/upload', form);
  return stored.full_path;
}

/** POST /project/batch_render with one workspace at index 0; resolves to the new project's id. */
export async function batchRenderByApi(session: ApiSession, name: string, workspace: object): Promise<string> {
  const { project_id } = await callApi<{ project_id: string }>(session, 'POST', '/project/batch_render', { name, workspaces: [{ index: 0, workspace }] });
  return project_id;
}

export function getRenderStatusByApi(session: ApiSession, projectId: string): Promise<RenderStatusData> {
  return callApi<RenderStatusData>(session, 'GET', `/project/render/status?project_id=${projectId}&index=0`);
}

/** Polls the render status every 500 ms until it is done; a failed or cancelled render, or the timeout, throws. */
export async function waitForRenderDone(session: ApiSession, projectId: string, timeoutMs: number): Promise<RenderStatusData> {
  const deadlineMs = Date.now() + timeoutMs;
  let status = await getRenderStatusByApi(session, projectId);
  while (status.status !== 'done') {
    if (status.status === 'failed' || status.status === 'cancelled') throw new Error(`The render ended ${status.status}: ${status.error}`);
    if (Date.now() > deadlineMs) throw new Error(`The render was still ${status.status} at ${status.progress}% after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    status = await getRenderStatusByApi(session, projectId);
  }
  return status;
}

/** Saves a signed `/files/...` URL's bytes to `filePath`. */
export async function downloadToFile(baseUrl: string, url: string, filePath: string): Promise<Buffer> {
  const response = await fetch(new URL(url, baseUrl));
  if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  await writeFile(filePath, bytes);
  return bytes;
}
