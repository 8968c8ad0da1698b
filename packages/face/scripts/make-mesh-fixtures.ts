// Writes the face meshes the animator's tests use (coordinates only, no photo
// bytes): runs Human (MediaPipe face mesh, wasm backend) on corpus photos.
// Run from the repository root: node --import tsx packages/face/scripts/make-mesh-fixtures.ts [photo.jpg ...] (all by default)
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const packageDir = path.resolve(import.meta.dirname, '..');
const corpusDir = path.resolve(packageDir, '../../../shared/corpora/faces/positive');
const fixtureDir = path.join(packageDir, 'src/animator/__fixtures__');
const allPhotos = ['katherine_maher_800px.jpg', 'filippo_giunchedi_2015_800px.jpg', 'christophe_henner_2016_800px.jpg'];
const photos = process.argv.length > 2 ? process.argv.slice(2) : allPhotos;

const require = createRequire(path.join(packageDir, 'package.json'));
const humanPath = path.join(path.dirname(require.resolve('@vladmandic/human')), 'human.node-wasm.js');
const modelsDir = path.join(path.dirname(humanPath), '..', 'models') + '/';
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')) + '/';

// Node's fetch rejects file:// URLs; Human loads its models and wasm through fetch.
const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('file://')) return realFetch(input, init);
  const type = url.endsWith('.json') ? 'application/json' : url.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
  return new Response(await readFile(fileURLToPath(url)), { headers: { 'content-type': type } });
}) as typeof fetch;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const { Human } = require(humanPath) as { Human: new (config: object) => any };
const human = new Human({
  backend: 'wasm',
  modelBasePath: pathToFileURL(modelsDir).href,
  wasmPath: pathToFileURL(wasmDir).href,
  debug: false,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 1, minConfidence: 0.3 },
    mesh: { enabled: true },
    iris: { enabled: true },
    description: { enabled: false },
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
await human.load();
for (const photo of photos) {
  const image = await loadImage(await readFile(path.join(corpusDir, photo)));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  const rgba = canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
  const rgb = new Int32Array(image.width * image.height * 3);
  for (let index = 0; index < image.width * image.height; index += 1) for (let c = 0; c < 3; c += 1) rgb[index * 3 + c] = rgba[index * 4 + c]!;
  const tensor = human.tf.tensor3d(rgb, [image.height, image.width, 3], 'int32');
  const result = await human.detect(tensor);
  tensor.dispose();
  const face = result.face[0];
  if (!face) throw new Error(`no face in ${photo}`);
  const mesh = (face.mesh as number[][]).map(([x, y, z]) => [round(x!), round(y!), round(z!)]);
  const fixture = { photo: `faces/positive/${photo}`, imageWidthPx: image.width, imageHeightPx: image.height, mesh };
  const out = path.join(fixtureDir, photo.replace(/\.jpg$/, '.mesh.json'));
  await writeFile(out, JSON.stringify(fixture) + '\n');
  console.log(photo, image.width, image.height, 'points', mesh.length, '→', path.relative(process.cwd(), out));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
