import { Button, Paper, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { topicScriptOptionsQueryOptions } from '../api/topic-query-options.ts';
import type { TopicFormState } from '../hooks/use-topic-form.ts';
import { useSubmitTopic } from '../hooks/use-submit-topic.ts';
import { topicErrorOf } from '../state/topic-form.ts';
import { formatLanguageList, languageLabelOf } from '../state/topic-languages.ts';
import { SampleTopics } from './sample-topics.tsx';
import { TopicField } from './topic-field.tsx';
import { TOPIC_LANGUAGE_ERROR_ID, TopicOptionsFields } from './topic-options-fields.tsx';
import { TopicWriterNote } from './topic-writer-note.tsx';

export interface TopicFormViewProps {
  formState: TopicFormState;
  /** Back from step 2 (Edit Topic, Back): the topic field takes the focus. */
  isReturning: boolean;
  onCreated: (projectId: string) => void;
}

/**
 * Step 1 (spec §2): the topic with its samples, language, tone, model and
 * duration. The topic's message appears once the field is left empty, and
 * on a submit without one; a language the server cannot write topics in
 * (one brought back by Edit Topic) disables the submit, which points to the
 * reason under the language.
 */
export function TopicFormView({ formState, isReturning, onCreated }: TopicFormViewProps) {
  const { t, i18n } = useTranslation();
  const { form, update } = formState;
  const options = useQuery(topicScriptOptionsQueryOptions()).data;
  const { submit, isSubmitting } = useSubmitTopic(onCreated);
  const [isTopicTouched, setIsTopicTouched] = useState(false);
  const topicRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (isReturning) topicRef.current?.focus();
  }, [isReturning]);

  const topicError = isTopicTouched && topicErrorOf(form.topic) ? t('topic.form.topicRequired') : null;
  const writableLabels = (options?.topic_languages ?? []).map((value) => languageLabelOf(options?.languages ?? [], value, i18n.language));
  const languageList = formatLanguageList(writableLabels, i18n.language, 'disjunction');
  const isLanguageWritable = !options || options.topic_languages.includes(form.language);
  const languageError = isLanguageWritable
    ? null
    : t('topic.form.languageNeedsModel', { language: languageLabelOf(options?.languages ?? [], form.language, i18n.language), languages: languageList });
  const someNeedModel = options !== undefined && options.topic_languages.length < options.languages.length;
  const languagesHint = someNeedModel ? t('topic.form.languagesHint', { languages: formatLanguageList(writableLabels, i18n.language, 'conjunction') }) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (topicErrorOf(form.topic)) {
      setIsTopicTouched(true);
      topicRef.current?.focus();
      return;
    }
    if (isLanguageWritable) void submit(form);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm" maw={880} data-testid="topic-form">
      <form onSubmit={onSubmit} noValidate aria-label={t('topic.form.label')}>
        <Stack gap="lg">
          <Stack gap="sm">
            <TopicField ref={topicRef} value={form.topic} onChange={(topic) => update({ topic })} onBlur={() => setIsTopicTouched(true)} error={topicError} />
            <SampleTopics onPick={(topic) => update({ topic })} />
          </Stack>
          <TopicOptionsFields form={form} update={update} options={options} languageError={languageError} languagesHint={languagesHint} />
          <Stack gap={8}>
            <TopicWriterNote writer={options?.writer} />
            <Button
              type="submit"
              size="md"
              fullWidth
              leftSection={<IconSparkles size={18} aria-hidden />}
              loading={isSubmitting}
              disabled={!isLanguageWritable}
              aria-describedby={isLanguageWritable ? undefined : TOPIC_LANGUAGE_ERROR_ID}
              data-testid="topic-submit"
            >
              {t('topic.form.submit')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
