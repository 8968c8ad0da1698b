// Entry of the PDF text thread. Plain JavaScript, so that it loads in any
// runtime (tsx, vitest, plain node). pdf.js is imported here by Node itself:
// through the TypeScript loader its 3 MB took ten times as long to load
// (about 0.5 s per file). Then tsx is registered for this thread and the
// TypeScript module reads the file with it.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// pdf.js 6 calls Promise.withResolvers, which Node only has from 22.
Promise.withResolvers ??= function withResolvers() {
  let resolve;
  let reject;
  const promise = new this((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
};

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const api = register({ namespace: 'talkreel-pdf-text' });
const { readPdfTextInThread } = await api.import('./pdf-text-thread.ts', import.meta.url);
parentPort.postMessage(await readPdfTextInThread(pdfjs, workerData));
