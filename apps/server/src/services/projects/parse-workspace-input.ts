import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { ApiError } from '../../plugins/api-error.ts';

/** Migrates and validates a workspace document; 40000 names the first bad field. */
export function parseWorkspaceInput(document: unknown): Workspace {
  try {
    return parseWorkspace(document);
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const first = issues?.[0];
    if (first) throw ApiError.invalidInput(`workspace.${first.path.map(String).join('.')}: ${first.message}`);
    throw ApiError.invalidInput(`workspace: ${(error as Error).message}`);
  }
}
