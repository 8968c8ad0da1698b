import { useQuery } from '@tanstack/react-query';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { useMemo } from 'react';
import { workspaceQueryOptions } from '../api/video-query-options.ts';

export type ParsedWorkspace = { state: 'loading' } | { state: 'failed' } | { state: 'invalid'; message: string } | { state: 'ready'; workspace: Workspace };

/** Longest part of a validation message shown to the user. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * A stored workspace, migrated and validated once per load: the player
 * needs the parsed form, and a document it cannot read is said so plainly.
 */
export function useParsedWorkspace(projectId: string, index: number): ParsedWorkspace {
  const query = useQuery(workspaceQueryOptions(projectId, index));
  const document = query.data?.workspace;
  const parsed = useMemo((): ParsedWorkspace | null => {
    if (document === undefined) return null;
    try {
      return { state: 'ready', workspace: parseWorkspace(document) };
    } catch (error) {
      return { state: 'invalid', message: (error as Error).message.slice(0, MAX_MESSAGE_LENGTH) };
    }
  }, [document]);
  if (query.isPending) return { state: 'loading' };
  if (query.isError || !parsed) return { state: 'failed' };
  return parsed;
}
