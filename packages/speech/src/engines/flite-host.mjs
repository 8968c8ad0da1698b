// The Flite child process. Plain JS so it starts under any parent (tsx,
// vitest, node); it loads the TypeScript synthesis code through tsx. Flite
// runs synchronously here, and if a voice crashes this process the parent
// fails the job in flight and starts a new one.
import { register } from 'tsx/esm/api';

register();
const { synthesizeWithFlite } = await import('./flite-task.ts');

process.on('message', (message) => {
  const { id, task } = message;
  try {
    process.send({ id, result: synthesizeWithFlite(task) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.send({ ready: true });
