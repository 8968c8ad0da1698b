// Entry of the DOCX text thread. Plain JavaScript, so that it loads in any
// runtime (tsx, vitest, plain node); tsx is registered for this thread and
// the TypeScript module reads the file with it.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'talkreel-docx-text' });
const { readDocxTextInThread } = await api.import('./docx-text-thread.ts', import.meta.url);
parentPort.postMessage(await readDocxTextInThread(workerData));
