import { loadImage } from '@napi-rs/canvas';
import type { ServerResponse } from 'node:http';
import type { ComfyWorkflow } from './comfyui-workflow.ts';
import { readMultipartForm, sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';
import { colourOf, paintServiceImage } from './service-image.fixture.ts';

export interface FakeComfyUiOptions {
  /** The model files in `models/checkpoints`: CheckpointLoaderSimple accepts only these. */
  checkpoints: string[];
  /** History polls that answer `{}` before a prompt has run (how long it sits in the queue). */
  pollsBeforeDone?: number;
  /** A node that raises when the prompt runs, as ComfyUI reports it in history. */
  failNode?: (workflow: ComfyWorkflow) => { nodeId: string; exceptionType: string; exceptionMessage: string } | undefined;
}

/** A fake ComfyUI's record of what it was asked besides queueing, for tests to assert on. */
export interface FakeComfyUiServer extends FakeServiceServer {
  /** Prompts as queued, by prompt id, in queue order. */
  queued: Map<string, ComfyWorkflow>;
  /** Files POSTed to /upload/image, by the name the server gave them. */
  uploads: Map<string, Uint8Array>;
  /** Prompt ids taken off the queue (POST /queue delete) and interrupted (POST /interrupt). */
  deleted: string[];
  interrupted: string[];
}

type InputKind = 'int' | 'float' | 'string' | 'link';
/** The inputs each node this fake can run requires, with ComfyUI's own type checks. */
const nodeInputs: Record<string, Record<string, InputKind>> = {
  CheckpointLoaderSimple: { ckpt_name: 'string' },
  EmptyLatentImage: { width: 'int', height: 'int', batch_size: 'int' },
  CLIPTextEncode: { text: 'string', clip: 'link' },
  KSampler: {
    seed: 'int',
    steps: 'int',
    cfg: 'float',
    sampler_name: 'string',
    scheduler: 'string',
    denoise: 'float',
    model: 'link',
    positive: 'link',
    negative: 'link',
    latent_image: 'link',
  },
  VAEDecode: { samples: 'link', vae: 'link' },
  VAEEncode: { pixels: 'link', vae: 'link' },
  LoadImage: { image: 'string' },
  SaveImage: { filename_prefix: 'string', images: 'link' },
};

interface NodeError {
  type: string;
  message: string;
  details: string;
  extra_info: Record<string, unknown>;
}

/**
 * ComfyUI's HTTP API as its server answers it: `POST /prompt` validates the
 * workflow (known node types, required inputs, INT inputs as numbers,
 * links to existing nodes, the checkpoint installed, LoadImage's file
 * uploaded, an output node present) and answers `{prompt_id, number,
 * node_errors}` or 400 `{error, node_errors}`; `GET /history/{id}` is `{}`
 * until the prompt has "run", then holds its outputs or its
 * `execution_error`; `GET /view` serves the saved PNG (sized by
 * EmptyLatentImage or the loaded image, painted in a colour taken from the
 * positive prompt and seed); `POST /upload/image`, `GET`/`POST /queue` and
 * `POST /interrupt` as the server has them; test support only.
 */
export async function startFakeComfyUiServer(options: FakeComfyUiOptions): Promise<FakeComfyUiServer> {
  const queued = new Map<string, ComfyWorkflow>();
  const uploads = new Map<string, Uint8Array>();
  const outputs = new Map<string, Uint8Array>();
  const polls = new Map<string, number>();
  const history = new Map<string, unknown>();
  const deleted: string[] = [];
  const interrupted: string[] = [];
  let number = 0;

  const run = async (promptId: string, workflow: ComfyWorkflow) => {
    const failure = options.failNode?.(workflow);
    const start = ['execution_start', { prompt_id: promptId, timestamp: Date.now() }];
    if (failure) {
      const node = workflow[failure.nodeId];
      const message = {
        prompt_id: promptId,
        node_id: failure.nodeId,
        node_type: node?.class_type,
        executed: [],
        exception_message: failure.exceptionMessage,
        exception_type: failure.exceptionType,
        traceback: ['  File "execution.py", line 327, in execute\n'],
        current_inputs: {},
        current_outputs: {},
        timestamp: Date.now(),
      };
      return {
        prompt: [number, promptId, workflow, {}, []],
        outputs: {},
        status: { status_str: 'error', completed: false, messages: [start, ['execution_error', message]] },
        meta: {},
      };
    }
    const nodeOutputs: Record<string, { images: { filename: string; subfolder: string; type: string }[] }> = {};
    for (const [id, node] of Object.entries(workflow).filter(([, candidate]) => candidate.class_type === 'SaveImage')) {
      const { widthPx, heightPx, colourText } = await describeOutput(workflow, uploads);
      const filename = `${String(node.inputs.filename_prefix)}_${String(outputs.size + 1).padStart(5, '0')}_.png`;
      outputs.set(filename, await paintServiceImage(widthPx, heightPx, colourOf(colourText)));
      nodeOutputs[id] = { images: [{ filename, subfolder: '', type: 'output' }] };
    }
    const success = ['execution_success', { prompt_id: promptId, timestamp: Date.now() }];
    return {
      prompt: [number, promptId, workflow, {}, Object.keys(nodeOutputs)],
      outputs: nodeOutputs,
      status: { status_str: 'success', completed: true, messages: [start, success] },
      meta: {},
    };
  };

  const server = await startFakeServiceServer(async (request, response) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /prompt') {
      const body = JSON.parse(request.body.toString('utf8')) as { prompt?: unknown; client_id?: unknown };
      if (typeof body.prompt !== 'object' || body.prompt === null) return sendPromptError(response, 'no_prompt', 'No prompt provided', {});
      const workflow = body.prompt as ComfyWorkflow;
      for (const [id, node] of Object.entries(workflow)) {
        if (!nodeInputs[node.class_type])
          return sendPromptError(response, 'invalid_prompt', `Cannot execute because node ${node.class_type} does not exist.`, {}, id);
      }
      if (!Object.values(workflow).some((node) => node.class_type === 'SaveImage'))
        return sendPromptError(response, 'prompt_no_outputs', 'Prompt has no outputs', {});
      const nodeErrors: Record<string, { errors: NodeError[]; dependent_outputs: string[]; class_type: string }> = {};
      for (const [id, node] of Object.entries(workflow)) {
        const errors = validateNode(node, workflow, options.checkpoints, uploads);
        if (errors.length > 0) nodeErrors[id] = { errors, dependent_outputs: [], class_type: node.class_type };
      }
      if (Object.keys(nodeErrors).length > 0)
        return sendPromptError(response, 'prompt_outputs_failed_validation', 'Prompt outputs failed validation', nodeErrors);
      const promptId = crypto.randomUUID();
      number += 1;
      queued.set(promptId, workflow);
      polls.set(promptId, 0);
      return sendJson(response, 200, { prompt_id: promptId, number, node_errors: {} });
    }
    const historyId = /^\/history\/([\w-]+)$/u.exec(request.path)?.[1];
    if (request.method === 'GET' && historyId) {
      const workflow = queued.get(historyId);
      if (!workflow || deleted.includes(historyId)) return sendJson(response, 200, {});
      const seen = (polls.get(historyId) ?? 0) + 1;
      polls.set(historyId, seen);
      if (seen <= (options.pollsBeforeDone ?? 0)) return sendJson(response, 200, {});
      if (!history.has(historyId)) history.set(historyId, await run(historyId, workflow));
      return sendJson(response, 200, { [historyId]: history.get(historyId) });
    }
    if (route === 'GET /view') {
      const file = request.query.get('type') === 'output' && !request.query.get('subfolder') ? outputs.get(request.query.get('filename') ?? '') : undefined;
      return file ? sendBytes(response, 'image/png', file) : response.writeHead(404).end();
    }
    if (route === 'POST /upload/image') {
      const form = await readMultipartForm(request);
      const image = form?.get('image');
      if (!(image instanceof File)) return response.writeHead(400).end();
      uploads.set(image.name, new Uint8Array(await image.arrayBuffer()));
      return sendJson(response, 200, { name: image.name, subfolder: '', type: 'input' });
    }
    const waiting = () => [...queued.keys()].filter((id) => !history.has(id) && !deleted.includes(id));
    if (route === 'GET /queue') {
      // The first waiting prompt is the one "running"; the rest are pending.
      const entries = waiting().map((id, index) => {
        const workflow = queued.get(id) ?? {};
        const outputNodes = Object.keys(workflow).filter((nodeId) => workflow[nodeId]?.class_type === 'SaveImage');
        return [index + 1, id, workflow, { client_id: 'talkreel' }, outputNodes];
      });
      return sendJson(response, 200, { queue_running: entries.slice(0, 1), queue_pending: entries.slice(1) });
    }
    if (route === 'POST /queue') {
      const body = JSON.parse(request.body.toString('utf8')) as { delete?: string[] };
      // The running prompt is not deleted by this (only /interrupt stops it), as in ComfyUI.
      const running = waiting()[0];
      for (const id of body.delete ?? []) if (id !== running) deleted.push(id);
      return response.writeHead(200).end();
    }
    if (route === 'POST /interrupt') {
      const body = request.body.length > 0 ? (JSON.parse(request.body.toString('utf8')) as { prompt_id?: string }) : {};
      if (body.prompt_id) {
        interrupted.push(body.prompt_id);
        deleted.push(body.prompt_id);
      }
      return response.writeHead(200).end();
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('404: Not Found');
  });
  return Object.assign(server, { queued, uploads, deleted, interrupted });
}

function validateNode(
  node: { class_type: string; inputs: Record<string, unknown> },
  workflow: ComfyWorkflow,
  checkpoints: string[],
  uploads: Map<string, Uint8Array>,
): NodeError[] {
  const errors: NodeError[] = [];
  const add = (type: string, message: string, details: string) => errors.push({ type, message, details, extra_info: {} });
  for (const [name, kind] of Object.entries(nodeInputs[node.class_type] ?? {})) {
    const value = node.inputs[name];
    if (value === undefined) add('required_input_missing', 'Required input is missing', name);
    else if (kind === 'link') {
      const [target] = Array.isArray(value) ? value : [];
      if (typeof target !== 'string' || !workflow[target]) add('bad_linked_input', 'Bad linked input, must be a length-2 list of [node_id, slot_index]', name);
    } else if (kind === 'int' && !Number.isInteger(value))
      add('invalid_input_type', 'Failed to convert an input value to a INT value', `${name}, ${String(value)}`);
    else if (kind === 'float' && typeof value !== 'number')
      add('invalid_input_type', 'Failed to convert an input value to a FLOAT value', `${name}, ${String(value)}`);
    else if (kind === 'string' && typeof value !== 'string')
      add('invalid_input_type', 'Failed to convert an input value to a STRING value', `${name}, ${String(value)}`);
  }
  if (node.class_type === 'CheckpointLoaderSimple' && typeof node.inputs.ckpt_name === 'string' && !checkpoints.includes(node.inputs.ckpt_name)) {
    add('value_not_in_list', 'Value not in list', `ckpt_name: '${node.inputs.ckpt_name}' not in ${JSON.stringify(checkpoints)}`);
  }
  if (node.class_type === 'LoadImage' && typeof node.inputs.image === 'string' && !uploads.has(node.inputs.image)) {
    add('custom_validation_failed', 'Custom validation failed for node', `image - Invalid image file: ${node.inputs.image}`);
  }
  if (node.class_type === 'EmptyLatentImage') {
    for (const side of ['width', 'height']) {
      const value = node.inputs[side];
      if (typeof value === 'number' && (value < 16 || value > 16384)) add('value_smaller_than_min', 'Value out of range', `${side}: ${value}`);
    }
  }
  return errors;
}

/** The saved image's size (from EmptyLatentImage, or the loaded photo's) and the text its colour is taken from: KSampler's positive prompt and seed. */
async function describeOutput(workflow: ComfyWorkflow, uploads: Map<string, Uint8Array>): Promise<{ widthPx: number; heightPx: number; colourText: string }> {
  const nodes = Object.values(workflow);
  const sampler = nodes.find((node) => node.class_type === 'KSampler');
  const positive = Array.isArray(sampler?.inputs.positive) ? workflow[String(sampler.inputs.positive[0])] : undefined;
  const colourText = `${String(positive?.inputs.text ?? '')}#${String(sampler?.inputs.seed ?? '')}`;
  const latent = nodes.find((node) => node.class_type === 'EmptyLatentImage');
  if (latent) return { widthPx: Number(latent.inputs.width), heightPx: Number(latent.inputs.height), colourText };
  const loaded = nodes.find((node) => node.class_type === 'LoadImage');
  const photo = loaded ? uploads.get(String(loaded.inputs.image)) : undefined;
  const decoded = photo ? await loadImage(Buffer.from(photo)) : undefined;
  return { widthPx: decoded?.width ?? 512, heightPx: decoded?.height ?? 512, colourText };
}

function sendPromptError(response: ServerResponse, type: string, message: string, nodeErrors: Record<string, unknown>, nodeId?: string): void {
  sendJson(response, 400, { error: { type, message, details: '', extra_info: nodeId ? { node_id: nodeId } : {} }, node_errors: nodeErrors });
}
