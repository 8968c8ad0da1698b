import type { Runtime } from '@talkreel/platform';
import type { JobRegistry } from '@talkreel/worker';

/** What every plugin and route of the server is built on. */
export interface AppContext {
  runtime: Runtime;
  jobs: JobRegistry;
  /** The built web app to serve at `/`, if there is one. */
  webDistDir: string | undefined;
}
