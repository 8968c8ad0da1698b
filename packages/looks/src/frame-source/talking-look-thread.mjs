// Entry of the talking-look worker thread. Plain JavaScript, so that it
// loads in any runtime (tsx, vitest, plain node): it registers tsx for this
// thread and then runs the TypeScript thread module.
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'talkreel-talking-look' });
await api.import('./talking-look-thread.ts', import.meta.url);
