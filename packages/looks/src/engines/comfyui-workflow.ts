import { readFileSync } from 'node:fs';
import { ImageServiceError } from './image-service-error.ts';

/** One node of a workflow in ComfyUI's API format ("Save (API Format)" in its menu): links are `[nodeId, outputIndex]`. */
export interface ComfyNode {
  class_type: string;
  inputs: Record<string, unknown>;
  _meta?: { title?: string };
}

/** A workflow in API format: nodes by id. */
export type ComfyWorkflow = Record<string, ComfyNode>;

/** What fills a template's `{{slot}}` strings for one image. */
export interface ComfyWorkflowSlots {
  prompt: string;
  negative_prompt: string;
  seed: number;
  width: number;
  height: number;
  checkpoint: string;
  /** The uploaded reference photo's name as LoadImage wants it (`subfolder/name`). */
  reference_image?: string;
}

const defaultWorkflowFile = new URL('./comfyui-default-workflow.json', import.meta.url);
const slotPattern = /\{\{(\w+)\}\}/gu;

/**
 * A workflow template from a file (COMFYUI_WORKFLOW), or the built-in SDXL
 * text-to-image one. Checked once when the engines are made, so a typo in
 * the path or a workflow saved in the editor's (not the API's) format stops
 * the server at boot rather than the first generation.
 */
export function readComfyWorkflow(path?: string): ComfyWorkflow {
  const source = path ?? defaultWorkflowFile;
  const label = path ? `COMFYUI_WORKFLOW ${path}` : 'the default ComfyUI workflow';
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch (error) {
    throw new ImageServiceError(`comfyui: cannot read ${label}: ${error instanceof Error ? error.message : String(error)}`, 'comfyui');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImageServiceError(`comfyui: ${label} is not JSON`, 'comfyui');
  }
  if (!isWorkflow(parsed)) {
    throw new ImageServiceError(
      `comfyui: ${label} is not in API format (nodes by id, each with class_type and inputs); export it with "Save (API Format)"`,
      'comfyui',
    );
  }
  if (!hasSlot(parsed, 'prompt')) throw new ImageServiceError(`comfyui: ${label} has no {{prompt}} slot for the look's prompt`, 'comfyui');
  return parsed;
}

/** Whether some string in the workflow holds `{{name}}`. */
export function hasSlot(workflow: ComfyWorkflow, name: string): boolean {
  return JSON.stringify(workflow).includes(`{{${name}}}`);
}

/**
 * A copy of the template with its slots filled. A string that is exactly a
 * numeric slot (`"{{seed}}"`) becomes the number, as ComfyUI validates
 * INT inputs by type; slots inside longer strings are replaced as text. One
 * pass: a `{{...}}` in the user's prompt text is never read as a slot.
 * With `checkpoint` given, every CheckpointLoaderSimple loads it, slot or not.
 */
export function fillComfyWorkflow(workflow: ComfyWorkflow, slots: ComfyWorkflowSlots, overrideCheckpoint: boolean): ComfyWorkflow {
  const filled = fillValue(workflow, slots) as ComfyWorkflow;
  if (overrideCheckpoint) {
    for (const node of Object.values(filled)) if (node.class_type === 'CheckpointLoaderSimple') node.inputs.ckpt_name = slots.checkpoint;
  }
  return filled;
}

function fillValue(value: unknown, slots: ComfyWorkflowSlots): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/u.exec(value)?.[1];
    if (whole && isSlotName(whole, slots) && typeof slots[whole] === 'number') return slots[whole];
    return value.replace(slotPattern, (match, name: string) => (isSlotName(name, slots) && slots[name] !== undefined ? String(slots[name]) : match));
  }
  if (Array.isArray(value)) return value.map((item) => fillValue(item, slots));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillValue(item, slots)]));
  return value;
}

function isSlotName(name: string, slots: ComfyWorkflowSlots): name is keyof ComfyWorkflowSlots {
  return Object.hasOwn(slots, name);
}

function isWorkflow(value: unknown): value is ComfyWorkflow {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0) return false;
  return Object.values(value).every(
    (node: unknown) =>
      typeof node === 'object' &&
      node !== null &&
      'class_type' in node &&
      typeof node.class_type === 'string' &&
      'inputs' in node &&
      typeof node.inputs === 'object' &&
      node.inputs !== null,
  );
}
