import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationOptionsQueryOptions } from '../api/translation-query-options.ts';
import { useStartTranslation } from '../hooks/use-start-translation.ts';
import { keepReachableTargets, orderTargetLanguages } from '../state/language-choice.ts';
import { languageNameOf } from '../state/language-label.ts';
import { DEFAULT_SOURCE_LANGUAGE, estimateCredits, findBlockedReason, type TranslationForm, type TranslationSourceChoice } from '../state/translation-form.ts';
import { EnginesPanel } from './engines-panel.tsx';
import { SourceStep, type SourceKind } from './source-step.tsx';
import { TargetLanguagePicker } from './target-language-picker.tsx';

const MS_PER_MINUTE = 60_000;
const BLOCKED_ID = 'translation-blocked';

/**
 * The form of `/video-translation`: the video (step 1), the languages
 * (step 2), what does the work here, and 'Translate' (quote, credits
 * dialog, create). Everything it offers comes from GET options for the
 * chosen source language.
 */
export function TranslationStudio() {
  const { t, i18n } = useTranslation();
  const [sourceLanguage, setSourceLanguage] = useState(DEFAULT_SOURCE_LANGUAGE);
  const [kind, setKind] = useState<SourceKind>('project');
  const [projectSource, setProjectSource] = useState<TranslationSourceChoice | null>(null);
  const [uploadSource, setUploadSource] = useState<TranslationSourceChoice | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const optionsQuery = useQuery(translationOptionsQueryOptions(sourceLanguage));
  const { start, isStarting } = useStartTranslation();

  if (optionsQuery.isPending) return <Skeleton h={420} radius="lg" data-testid="translation-options-loading" />;
  if (optionsQuery.isError) {
    return (
      <Alert color="red" variant="light" title={optionsQuery.error.message}>
        <Button size="xs" variant="default" onClick={() => void optionsQuery.refetch()}>
          {t('videoTranslation.record.retry')}
        </Button>
      </Alert>
    );
  }

  const options = optionsQuery.data;
  const { limits } = options;
  const offered = orderTargetLanguages(options.languages, sourceLanguage);
  const form: TranslationForm = {
    source: kind === 'project' ? projectSource : uploadSource,
    sourceLanguage,
    targetLanguages: keepReachableTargets(targets, options.languages, sourceLanguage, limits.max_targets),
  };
  const blockedReason = findBlockedReason(form, options);
  const isReadingOptions = optionsQuery.isPlaceholderData;
  const estimate = estimateCredits(form.source?.durationMs ?? null, form.targetLanguages.length, options.credits_per_minute);
  const blockedText = blockedReason
    ? t(`videoTranslation.submit.blocked.${blockedReason}`, {
        max: limits.max_targets,
        maxMinutes: Math.round(limits.max_duration_ms / MS_PER_MINUTE),
        language: languageNameOf(sourceLanguage, i18n.language),
      })
    : null;
  const translate = () => {
    if (blockedReason || !form.source || isReadingOptions) return;
    void start({ ...form, source: form.source });
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <SourceStep
            options={options}
            kind={kind}
            onKindChange={setKind}
            projectSource={projectSource}
            onProjectSource={setProjectSource}
            uploadSource={uploadSource}
            onUploadSource={setUploadSource}
            sourceLanguage={sourceLanguage}
            onSourceLanguage={setSourceLanguage}
          />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="translation-languages-title">
            <Stack gap="md">
              <Title order={2} fz={18} id="translation-languages-title">
                {t('videoTranslation.steps.languages')}
              </Title>
              <TargetLanguagePicker
                languages={offered}
                value={form.targetLanguages}
                maxTargets={limits.max_targets}
                onChange={setTargets}
                isDisabled={isReadingOptions}
              />
            </Stack>
          </Paper>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Text size="sm" c={blockedText ? 'dimmed' : undefined} id={BLOCKED_ID} data-testid="translation-submit-note" style={{ flex: '1 1 240px' }}>
              {blockedText ??
                (estimate === null
                  ? t('videoTranslation.submit.price', { perMinute: options.credits_per_minute })
                  : t('videoTranslation.submit.estimate', { credits: estimate, perMinute: options.credits_per_minute }))}
            </Text>
            <Button
              size="md"
              leftSection={<IconLanguage size={18} aria-hidden />}
              onClick={translate}
              loading={isStarting}
              disabled={blockedReason !== null || isReadingOptions}
              aria-describedby={BLOCKED_ID}
              data-testid="translation-submit"
            >
              {t('videoTranslation.submit.translate')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <EnginesPanel options={options} languages={offered} />
      </Grid.Col>
    </Grid>
  );
}
