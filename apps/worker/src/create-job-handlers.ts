import { allJobDefinitions } from '@talkreel/jobs';
import type { AnyRunnableJob, Runtime } from '@talkreel/platform';
import { createConvertMovHandler } from './handlers/convert-mov.handler.ts';
import { createRenderWorkspaceHandler } from './handlers/render-workspace.handler.ts';

/** Every job of the product with its handler, built on one runtime. */
export function createJobHandlers(runtime: Runtime): AnyRunnableJob[] {
  const handlers: AnyRunnableJob[] = [createConvertMovHandler(runtime), createRenderWorkspaceHandler(runtime)];
  // A definition without a handler would wait in its queue forever: refuse to start instead.
  const missing = allJobDefinitions.filter((definition) => !handlers.some((handler) => handler.name === definition.name));
  if (missing.length > 0) throw new Error(`No handler for job ${missing.map((definition) => definition.name).join(', ')}`);
  return handlers;
}
