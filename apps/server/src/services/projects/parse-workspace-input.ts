import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { ApiError } from '../../plugins/api-error.ts';
import { describeValidationFailure } from '../../plugins/validation-message.ts';

/** Migrates and validates a workspace document; 40000 says in a sentence what is wrong with it. */
export function parseWorkspaceInput(document: unknown): Workspace {
  try {
    return parseWorkspace(document);
  } catch (error) {
    const issues = (error as { issues?: ({ path: PropertyKey[]; message: string; code?: string } & Record<string, unknown>)[] }).issues;
    const first = issues?.[0];
    if (first) {
      const { path, code, message, ...params } = first;
      const sentence = describeValidationFailure({ keyword: code, instancePath: `/${path.map(String).join('/')}`, message, params }, 'workspace');
      throw ApiError.invalidInput(path.length > 0 ? `In the workspace: ${sentence}` : sentence);
    }
    throw ApiError.invalidInput(`The workspace is not valid: ${(error as Error).message}`);
  }
}
