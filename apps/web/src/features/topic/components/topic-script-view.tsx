import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicAspectRatio } from '../api/topic-requests.ts';
import { topicScriptOptionsQueryOptions } from '../api/topic-query-options.ts';
import { useCreateTopicVideo } from '../hooks/use-create-topic-video.ts';
import { useRegenerateTopic } from '../hooks/use-regenerate-topic.ts';
import { useTopicScript } from '../hooks/use-topic-script.ts';
import { topicFormOf, type TopicForm } from '../state/topic-form.ts';
import { topicScriptPhaseOf } from '../state/topic-script-phase.ts';
import { SceneList } from './scene-list.tsx';
import { TopicErrorView } from './topic-error-view.tsx';
import { TopicScriptActions } from './topic-script-actions.tsx';
import { TopicSummary } from './topic-summary.tsx';

export interface TopicScriptViewProps {
  projectId: string;
  /** Edit Topic and Back: step 1 with the script's values (null before the first answer: the form keeps its own). */
  onEditTopic: (form: TopicForm | null) => void;
  /** Re-Generate made a new script: step 2 follows it instead. */
  onRegenerated: (projectId: string) => void;
}

/**
 * Step 2 (spec §2, §4): the scenes as they are written (polled), the error
 * view for a failed script, and the controls. Its heading takes the focus
 * when it opens, so keyboard users start here.
 */
export function TopicScriptView({ projectId, onEditTopic, onRegenerated }: TopicScriptViewProps) {
  const { t } = useTranslation();
  const options = useQuery(topicScriptOptionsQueryOptions()).data;
  const { script, isPolling, isMissing, isStopping, stop } = useTopicScript(projectId);
  const { regenerate, isRegenerating } = useRegenerateTopic(projectId, onRegenerated);
  const video = useCreateTopicVideo(projectId);
  const [aspectRatio, setAspectRatio] = useState<TopicAspectRatio>(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const editTopic = () => onEditTopic(script ? topicFormOf(script) : null);
  const phase = script ? topicScriptPhaseOf(script.status) : 'writing';
  const scenes = script?.scene_text ?? [];
  const isWriting = isPolling && phase === 'writing';

  let body;
  if (isMissing) {
    body = <TopicErrorView title={t('topic.missing.title')} message={t('topic.missing.body')} onBack={editTopic} />;
  } else if (phase === 'failed') {
    body = <TopicErrorView title={t('topic.error.title')} message={script?.err_msg || t('topic.error.withoutReason')} onBack={editTopic} />;
  } else {
    body = (
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <TopicSummary script={script} languages={options?.languages ?? []} />
            <SceneList scenes={scenes} isWriting={isWriting} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} style={{ position: 'sticky', top: 76 }}>
          <TopicScriptActions
            isWriting={isWriting}
            sceneCount={scenes.length}
            isStopping={isStopping}
            onStop={() => void stop()}
            isRegenerating={isRegenerating}
            onRegenerate={() => void regenerate()}
            aspectRatio={aspectRatio}
            onAspectRatioChange={setAspectRatio}
            canGenerateVideo={phase === 'done' && scenes.length > 0}
            isCreatingVideo={video.isCreating}
            onGenerateVideo={() => void video.create(aspectRatio)}
          />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="md" data-testid="topic-script" data-project-id={projectId} data-phase={isMissing ? 'missing' : phase} data-polling={isWriting}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('topic.script.title')}
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={editTopic} data-testid="topic-edit">
          {t('topic.script.editTopic')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
