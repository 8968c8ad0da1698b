import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { ApiError } from '../../plugins/api-error.ts';
import { describePath, describeValidationFailure } from '../../plugins/validation-message.ts';

/** Migrates and validates a workspace document; 40000 says in a sentence what is wrong with it. */
export function parseWorkspaceInput(document: unknown): Workspace {
  try {
    return parseWorkspace(document);
  } catch (error) {
    const issues = (error as { issues?: ({ path: PropertyKey[]; message: string; code?: string } & Record<string, unknown>)[] }).issues;
    const first = issues?.[0];
    if (first) {
      const { path, code, message, ...params } = first;
      const segments = path.map(String);
      const sentence = describeValidationFailure({ keyword: code, instancePath: `/${segments.join('/')}`, message, params }, 'workspace');
      // A refinement's own message ("timeline.end must not be before timeline.start") does not say
      // which of hundreds of elements broke it: name the element when the path points at one.
      const where = code === 'custom' && segments.some((segment) => /^\d+$/.test(segment)) ? describePath(segments) : undefined;
      if (where !== undefined) throw ApiError.invalidInput(`In the workspace (${where}): ${sentence}`);
      throw ApiError.invalidInput(path.length > 0 ? `In the workspace: ${sentence}` : sentence);
    }
    throw ApiError.invalidInput(`The workspace is not valid: ${(error as Error).message}`);
  }
}
