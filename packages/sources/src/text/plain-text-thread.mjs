// Entry of the plain text thread. Plain JavaScript, so that it loads in any
// runtime (tsx, vitest, plain node); tsx is registered for this thread and
// the TypeScript module decodes the file with it.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'talkreel-plain-text' });
const { readPlainTextInThread } = await api.import('./plain-text-thread.ts', import.meta.url);
parentPort.postMessage(readPlainTextInThread(workerData));
