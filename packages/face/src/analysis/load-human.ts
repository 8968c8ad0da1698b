import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);

let human: Promise<Human> | undefined;

/**
 * The Human (face detector + mesh + iris + faceres age/gender) of this
 * thread, created and loaded on first use (~0.1–0.5 s: 10 MB of models and
 * the tfjs WebAssembly backend). tfjs keeps global state, so each thread
 * has one instance and every caller on the thread shares its load.
 */
export function loadHuman(): Promise<Human> {
  human ??= createHuman().catch((error: unknown) => {
    // A failed load (a missing file) must not stick: the next call tries again.
    human = undefined;
    throw error;
  });
  return human;
}

async function createHuman(): Promise<Human> {
  // The package's exports map names its subpaths without "./", so Node cannot
  // resolve `@vladmandic/human/dist/human.node-wasm.js`: go from its main file.
  const distDir = path.dirname(require.resolve('@vladmandic/human'));
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  installFileFetch();
  const { Human: HumanClass } = require(path.join(distDir, 'human.node-wasm.js')) as { Human: new (config: Partial<Config>) => Human };
  const instance = new HumanClass({
    backend: 'wasm',
    modelBasePath: pathToFileURL(path.join(distDir, '..', 'models') + path.sep).href,
    wasmPath: pathToFileURL(wasmDir + path.sep).href,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      // rotation: faces tilted in the photo still get a mesh; several faces so the analysis can say "several".
      detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, skipFrames: 0, return: false },
      mesh: { enabled: true },
      iris: { enabled: true },
      description: { enabled: true, skipFrames: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  await instance.load();
  await instance.tf.ready();
  return instance;
}

let fileFetchInstalled = false;

/**
 * tfjs loads models and its .wasm through `fetch`, and Node's fetch rejects
 * file:// URLs; this serves them from disk and passes every other URL on.
 */
function installFileFetch(): void {
  if (fileFetchInstalled) return;
  fileFetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file://')) return networkFetch(input, init);
    const type = url.endsWith('.json') ? 'application/json' : url.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
    return new Response(await readFile(fileURLToPath(url)), { headers: { 'content-type': type } });
  };
}
