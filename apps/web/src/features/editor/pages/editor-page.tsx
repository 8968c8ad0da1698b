import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { editorWorkspaceQueryOptions } from '../api/editor-workspace-query-options.ts';
import { EditorSession } from '../components/editor-session.tsx';
import { EditorSkeleton } from '../components/editor-skeleton.tsx';

const projectIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The `index` query parameter: a workspace number, 0 when absent or not a whole number. */
function readWorkspaceIndex(value: string | null): number {
  const index = Number(value ?? 0);
  return Number.isInteger(index) && index >= 0 && index < 1000 ? index : 0;
}

/** Longest part of a validation message shown to the user. */
const MAX_MESSAGE_LENGTH = 300;

function EditorProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" data-testid="editor-problem">
      <Text>{message}</Text>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          {t('editor.retry')}
        </Button>
      )}
      <Anchor component={Link} to="/my-videos" size="sm">
        {t('editor.backToVideos')}
      </Anchor>
    </Stack>
  );
}

/**
 * `/editor?id=&index=&from=`: loads the workspace once, migrates and checks
 * it, and opens the editor on it. `from=talking-avatar` (the talking-avatar
 * flow) opens it the same way; the query keeps it for the back link.
 */
export function EditorPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('id') ?? '';
  const isValidId = projectIdPattern.test(projectId);
  const index = readWorkspaceIndex(searchParams.get('index'));
  const query = useQuery({ ...editorWorkspaceQueryOptions(projectId, index), enabled: isValidId });
  const parsed = useMemo((): { workspace: Workspace } | { error: string } | null => {
    if (!query.data) return null;
    try {
      return { workspace: parseWorkspace(query.data.workspace) };
    } catch (error) {
      return { error: (error as Error).message.slice(0, MAX_MESSAGE_LENGTH) };
    }
  }, [query.data]);
  if (!isValidId) return <EditorProblem message={t('editor.loadFailed')} />;
  if (query.isError) return <EditorProblem message={t('editor.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data || !parsed) return <EditorSkeleton />;
  if ('error' in parsed) return <EditorProblem message={t('editor.invalid', { message: parsed.error })} />;
  const mediaUrls = (query.data as { media_urls?: Record<string, string> }).media_urls ?? {};
  return (
    <EditorSession
      key={`${projectId}:${index}:${query.dataUpdatedAt}`}
      projectId={projectId}
      index={index}
      version={query.data.version}
      workspace={parsed.workspace}
      mediaUrls={mediaUrls}
      onReloadTheirs={() => void query.refetch()}
    />
  );
}
