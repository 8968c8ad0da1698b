import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TopicFormView } from '../components/topic-form-view.tsx';
import { TopicScriptView } from '../components/topic-script-view.tsx';
import { useTopicForm } from '../hooks/use-topic-form.ts';
import type { TopicForm } from '../state/topic-form.ts';
import { TOPIC_PATH, TOPIC_PROJECT_PARAM, readTopicProjectId, topicScriptPath } from '../state/topic-route-param.ts';

/**
 * `/text-to-video`: step 1, the topic form; with `?id=<project>`, step 2,
 * that script as it is written (a reload resumes it). The form's values live
 * here, so they survive a visit to step 2.
 */
export function TopicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const projectId = readTopicProjectId(searchParams.get(TOPIC_PROJECT_PARAM));
  const formState = useTopicForm();
  const [isReturning, setIsReturning] = useState(false);
  useDocumentTitle(`${t('topic.documentTitle')} · ${t('app.name')}`);

  const editTopic = (form: TopicForm | null) => {
    if (form) formState.reset(form);
    setIsReturning(true);
    void navigate(TOPIC_PATH);
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="topic-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('topic.title')}
        </Title>
        <Text c="dimmed">{t('topic.subtitle')}</Text>
      </Stack>
      {projectId ? (
        <TopicScriptView
          key={projectId}
          projectId={projectId}
          onEditTopic={editTopic}
          onRegenerated={(id) => void navigate(topicScriptPath(id), { replace: true })}
        />
      ) : (
        <TopicFormView formState={formState} isReturning={isReturning} onCreated={(id) => void navigate(topicScriptPath(id))} />
      )}
    </Stack>
  );
}
