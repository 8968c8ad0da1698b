/** A step into the document: an object key or an array index. */
export type PatchPath = readonly (string | number)[];

/**
 * One change to a workspace document. `set` with `value: undefined` removes
 * the key; `insert` and `remove` address an array index. Every patch has an
 * exact inverse, computed when it is applied (`applyPatches`).
 */
export type DocumentPatch =
  { op: 'set'; path: PatchPath; value: unknown } | { op: 'insert'; path: PatchPath; value: unknown } | { op: 'remove'; path: PatchPath };

export interface AppliedPatches<T> {
  document: T;
  /** Applied in order, they turn `document` back into the input. */
  inverse: DocumentPatch[];
}

type Container = Record<string | number, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function describe(path: PatchPath): string {
  return path.map(String).join('/');
}

/** A shallow copy of a container, so the input document is never changed. */
function copyOf(container: Container): Container {
  return Array.isArray(container) ? [...container] : { ...container };
}

/**
 * Applies one patch with structural sharing: only the containers on its path
 * are copied, so unchanged scenes and elements keep their identity (the
 * preview's painted surfaces are cached by element object).
 */
function applyOne(root: unknown, patch: DocumentPatch): { root: unknown; inverse: DocumentPatch } {
  if (patch.path.length === 0) throw new Error('A patch needs a path');
  if (!isContainer(root)) throw new Error(`No document to patch at ${describe(patch.path)}`);
  const top = copyOf(root);
  let parent: Container = top;
  for (const key of patch.path.slice(0, -1)) {
    const child = (parent as Record<string | number, unknown>)[key];
    if (!isContainer(child)) throw new Error(`Nothing at ${describe(patch.path)}`);
    const copy = copyOf(child);
    (parent as Record<string | number, unknown>)[key] = copy;
    parent = copy;
  }
  const last = patch.path[patch.path.length - 1]!;
  if (patch.op === 'set') {
    const record = parent as Record<string | number, unknown>;
    const hadKey = Object.prototype.hasOwnProperty.call(record, last);
    const previous = hadKey ? record[last] : undefined;
    if (patch.value === undefined) {
      if (Array.isArray(parent)) throw new Error(`Cannot unset an array item at ${describe(patch.path)}`);
      delete record[last];
    } else record[last] = patch.value;
    return { root: top, inverse: { op: 'set', path: patch.path, value: previous } };
  }
  if (!Array.isArray(parent) || typeof last !== 'number') throw new Error(`${patch.op} needs an array index at ${describe(patch.path)}`);
  if (patch.op === 'insert') {
    if (last < 0 || last > parent.length) throw new Error(`Index out of range at ${describe(patch.path)}`);
    parent.splice(last, 0, patch.value);
    return { root: top, inverse: { op: 'remove', path: patch.path } };
  }
  if (last < 0 || last >= parent.length) throw new Error(`Index out of range at ${describe(patch.path)}`);
  const [removed] = parent.splice(last, 1);
  return { root: top, inverse: { op: 'insert', path: patch.path, value: removed } };
}

/** Applies patches in order; the inverse list undoes them (in its own order). */
export function applyPatches<T>(document: T, patches: readonly DocumentPatch[]): AppliedPatches<T> {
  let root: unknown = document;
  const inverse: DocumentPatch[] = [];
  for (const patch of patches) {
    const applied = applyOne(root, patch);
    root = applied.root;
    inverse.unshift(applied.inverse);
  }
  return { document: root as T, inverse };
}

/** Reads the value at a path, or undefined when any step is missing. */
export function readPath(document: unknown, path: PatchPath): unknown {
  let value: unknown = document;
  for (const key of path) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}
