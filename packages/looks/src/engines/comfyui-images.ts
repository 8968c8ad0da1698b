import type { ImageEngine } from '../image-engine.ts';
import type { LookImage, LookRequest } from '../look-types.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';
import { fillComfyWorkflow, hasSlot, readComfyWorkflow, type ComfyWorkflow } from './comfyui-workflow.ts';
import { delay, fetchImageService, readServiceJson } from './fetch-image-service.ts';
import { fitLookImage } from './fit-look-image.ts';
import { ImageServiceError } from './image-service-error.ts';

export interface ComfyUiImagesOptions {
  /** COMFYUI_URL: `http://host:8188`. */
  baseUrl: string;
  /** The template (COMFYUI_WORKFLOW read by `readComfyWorkflow`); the built-in SDXL text-to-image one unless given. */
  workflow?: ComfyWorkflow;
  /** COMFYUI_CHECKPOINT: the model file CheckpointLoaderSimple loads; `sd_xl_base_1.0.safetensors` for the `{{checkpoint}}` slot unless told. */
  checkpoint?: string;
  /** The whole generation (queue wait included); ten minutes unless told. */
  timeoutMs?: number;
  /** First wait between history polls; it grows by half each time up to 2 s. */
  pollIntervalMs?: number;
  fetch?: typeof fetch;
}

const engineName = 'comfyui';
const defaultCheckpoint = 'sd_xl_base_1.0.safetensors';
/** A shared GPU may have a queue ahead of us, and SDXL on a small card takes ~30 s an image. */
const defaultTimeoutMs = 10 * 60_000;
const maxPollIntervalMs = 2000;

/** One finished or failed prompt, as GET /history/{id} answers it (`{}` until it has run). */
interface HistoryEntry {
  outputs?: Record<string, { images?: ComfyImageRef[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: [string, Record<string, unknown>][] };
}
interface ComfyImageRef {
  filename: string;
  subfolder?: string;
  type?: string;
}

/**
 * A ComfyUI server (its HTTP API): the workflow template is filled per
 * image (prompt, negative prompt, seed + i, the SDXL size nearest the
 * look's aspect), each queued with `POST /prompt`, then `GET /history/{id}`
 * is polled until every prompt has images, which are downloaded with
 * `GET /view`. A reference photo is uploaded (`POST /upload/image`) for
 * templates with a `{{reference_image}}` slot (an IP-Adapter or img2img
 * workflow); the built-in template has none and then ignores it. On abort
 * or time-out our prompts are taken off the queue and a running one is
 * interrupted, so a cancelled set does not hold the GPU.
 */
export class ComfyUiImageEngine implements ImageEngine {
  readonly name = engineName;
  readonly kind = 'photo';
  readonly #baseUrl: string;
  readonly #workflow: ComfyWorkflow;
  readonly #options: ComfyUiImagesOptions;
  readonly #fetch: typeof fetch;
  /** ComfyUI tags queue entries with it; one per engine is enough, as prompt ids tell our jobs apart. */
  readonly #clientId = crypto.randomUUID();

  constructor(options: ComfyUiImagesOptions) {
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/u, '');
    this.#workflow = options.workflow ?? readComfyWorkflow();
    this.#fetch = options.fetch ?? fetch;
  }

  async generate(request: LookRequest): Promise<LookImage[]> {
    const timeoutMs = this.#options.timeoutMs ?? defaultTimeoutMs;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    const promptIds: string[] = [];
    try {
      const referenceImage = request.reference && hasSlot(this.#workflow, 'reference_image') ? await this.#uploadReference(request, signal) : undefined;
      for (let index = 0; index < request.count; index += 1) {
        promptIds.push(await this.#queue(this.#fill(request, index, referenceImage), signal));
      }
      const finished = await this.#waitForImages(promptIds, signal);
      const looks: LookImage[] = [];
      for (const image of finished) looks.push(await fitLookImage(await this.#download(image, signal), request.aspectRatio, engineName));
      return looks;
    } catch (error) {
      if (signal.aborted) {
        // Best effort: the server may be gone, and the caller's answer must not wait on it.
        await this.#cancel(promptIds).catch(() => undefined);
        request.signal?.throwIfAborted();
        throw new ImageServiceError(`${engineName}: no images within ${timeoutMs / 1000} s`, engineName);
      }
      throw error;
    }
  }

  #fill(request: LookRequest, index: number, referenceImage: string | undefined): ComfyWorkflow {
    // Without a slot for it, the photo cannot reach the model: the prompt then describes the person from the fields and its measured traits.
    const { prompt, negativePrompt } = composeLookPrompt(request, index, { referencePhotoShown: referenceImage !== undefined });
    const portrait = request.aspectRatio === 0;
    return fillComfyWorkflow(
      this.#workflow,
      {
        prompt,
        negative_prompt: negativePrompt,
        // KSampler takes 0 to 2^64 - 1; JSON numbers stay exact to 2^53.
        seed: (request.seed + index) % Number.MAX_SAFE_INTEGER,
        // SDXL's trained 9:16 bucket; the cover crop trims it to the look.
        width: portrait ? 768 : 1344,
        height: portrait ? 1344 : 768,
        checkpoint: this.#options.checkpoint ?? defaultCheckpoint,
        ...(referenceImage ? { reference_image: referenceImage } : {}),
      },
      this.#options.checkpoint !== undefined,
    );
  }

  async #uploadReference(request: LookRequest, signal: AbortSignal): Promise<string> {
    const reference = request.reference!;
    const extension = reference.contentType.split('/')[1] ?? 'png';
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(reference.bytes)], { type: reference.contentType }),
      `talkreel-reference-${crypto.randomUUID()}.${extension}`,
    );
    form.append('type', 'input');
    const response = await fetchImageService(engineName, `${this.#baseUrl}/upload/image`, { method: 'POST', body: form, signal }, this.#fetch);
    const uploaded = await readServiceJson<{ name?: string; subfolder?: string }>(engineName, response);
    if (!uploaded.name) throw new ImageServiceError(`${engineName}: the upload of the reference photo answered no file name`, engineName);
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  async #queue(workflow: ComfyWorkflow, signal: AbortSignal): Promise<string> {
    const response = await fetchImageService(
      engineName,
      `${this.#baseUrl}/prompt`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: workflow, client_id: this.#clientId }),
        signal,
        readError: readComfyError,
      },
      this.#fetch,
    );
    const queued = await readServiceJson<{ prompt_id?: string }>(engineName, response);
    if (!queued.prompt_id) throw new ImageServiceError(`${engineName}: POST /prompt answered no prompt_id`, engineName);
    return queued.prompt_id;
  }

  /** Polls each prompt's history until it has an output image; a failed node ends the set. */
  async #waitForImages(promptIds: string[], signal: AbortSignal): Promise<ComfyImageRef[]> {
    const images = new Map<string, ComfyImageRef>();
    let waitMs = this.#options.pollIntervalMs ?? 500;
    while (images.size < promptIds.length) {
      await delay(waitMs, signal);
      waitMs = Math.min(maxPollIntervalMs, waitMs * 1.5);
      for (const promptId of promptIds.filter((id) => !images.has(id))) {
        const response = await fetchImageService(engineName, `${this.#baseUrl}/history/${encodeURIComponent(promptId)}`, { signal }, this.#fetch);
        const entry = (await readServiceJson<Record<string, HistoryEntry>>(engineName, response))[promptId];
        if (!entry) continue;
        if (entry.status?.status_str === 'error') throw new ImageServiceError(`${engineName}: ${describeExecutionError(entry)}`, engineName);
        // Previews (type `temp`) are not results; a template's SaveImage writes `output`.
        const image = Object.values(entry.outputs ?? {})
          .flatMap((output) => output.images ?? [])
          .find((candidate) => (candidate.type ?? 'output') === 'output');
        if (image) images.set(promptId, image);
        else if (entry.status?.completed)
          throw new ImageServiceError(`${engineName}: the workflow finished without saving an image (does it end in SaveImage?)`, engineName);
      }
    }
    return promptIds.map((id) => images.get(id)!);
  }

  async #download(image: ComfyImageRef, signal: AbortSignal): Promise<Uint8Array> {
    const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder ?? '', type: image.type ?? 'output' });
    const response = await fetchImageService(engineName, `${this.#baseUrl}/view?${query}`, { signal }, this.#fetch);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** Takes our waiting prompts off the queue and interrupts ours if it is the one running (never someone else's). */
  async #cancel(promptIds: string[]): Promise<void> {
    if (promptIds.length === 0) return;
    const signal = AbortSignal.timeout(5000);
    const post = (path: string, body: unknown) =>
      fetchImageService(
        engineName,
        `${this.#baseUrl}${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal },
        this.#fetch,
      );
    await post('/queue', { delete: promptIds });
    const queue = await readServiceJson<{ queue_running?: unknown[][] }>(
      engineName,
      await fetchImageService(engineName, `${this.#baseUrl}/queue`, { signal }, this.#fetch),
    );
    // A queue entry is [number, prompt_id, prompt, extra_data, outputs_to_execute].
    for (const running of queue.queue_running ?? []) {
      const runningId = running[1];
      if (typeof runningId === 'string' && promptIds.includes(runningId)) await post('/interrupt', { prompt_id: runningId });
    }
  }
}

/** History's `execution_error` message names the node and the Python exception; that is what to fix in the workflow. */
function describeExecutionError(entry: HistoryEntry): string {
  const failure = entry.status?.messages?.find(([kind]) => kind === 'execution_error')?.[1];
  if (!failure) return 'the workflow failed';
  const node = `node ${String(failure.node_id ?? '?')}${failure.node_type ? ` (${String(failure.node_type)})` : ''}`;
  const exception = [failure.exception_type, failure.exception_message].filter((part) => typeof part === 'string' && part).join(': ');
  return `${node} failed: ${exception.trim() || 'no message'}`;
}

/**
 * POST /prompt refuses a workflow that does not validate with
 * `{error: {message, details}, node_errors: {id: {class_type, errors: [{message, details}]}}}`:
 * e.g. a checkpoint that is not installed reads "node 1 (CheckpointLoaderSimple): Value not in list: ckpt_name: ...".
 */
function readComfyError(body: string): string | undefined {
  try {
    const json = JSON.parse(body) as {
      error?: { message?: string; details?: string } | string;
      node_errors?: Record<string, { class_type?: string; errors?: { message?: string; details?: string }[] }>;
    };
    const error = typeof json.error === 'string' ? json.error : [json.error?.message, json.error?.details].filter(Boolean).join(': ');
    const nodes = Object.entries(json.node_errors ?? {}).flatMap(([id, node]) =>
      (node.errors ?? []).map(
        (nodeError) => `node ${id}${node.class_type ? ` (${node.class_type})` : ''}: ${[nodeError.message, nodeError.details].filter(Boolean).join(': ')}`,
      ),
    );
    const message = [error, ...nodes].filter(Boolean).join('; ');
    return message || undefined;
  } catch {
    return undefined;
  }
}
