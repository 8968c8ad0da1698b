import { Alert, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMovie, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageChoiceLabel, languageNameOf } from '../state/language-label.ts';
import type { TranslationSourceChoice } from '../state/translation-form.ts';
import { canRecognize, type TranslationOptions } from '../state/translation-options.ts';
import { uploadedVideoPath } from '../state/uploaded-video-path.ts';
import { SourceVideoList } from './source-video-list.tsx';
import { VideoUploadField } from './video-upload-field.tsx';

export type SourceKind = 'project' | 'upload';

export interface SourceStepProps {
  options: TranslationOptions;
  kind: SourceKind;
  onKindChange: (kind: SourceKind) => void;
  projectSource: TranslationSourceChoice | null;
  onProjectSource: (source: TranslationSourceChoice) => void;
  uploadSource: TranslationSourceChoice | null;
  onUploadSource: (source: TranslationSourceChoice | null) => void;
  sourceLanguage: string;
  onSourceLanguage: (code: string) => void;
}

/** Step 1: a rendered video of the user's or an upload (refused, with the reason, where nothing can transcribe it), and the language it speaks. */
export function SourceStep(props: SourceStepProps) {
  const { options, kind, projectSource, uploadSource, sourceLanguage } = props;
  const { t, i18n } = useTranslation();
  const { recognizer } = options;
  const isLanguageRecognized = canRecognize(recognizer, sourceLanguage);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="translation-source-title">
      <Stack gap="md">
        <Title order={2} fz={18} id="translation-source-title">
          {t('videoTranslation.steps.source')}
        </Title>
        <Tabs value={kind} onChange={(value) => props.onKindChange(value === 'upload' ? 'upload' : 'project')}>
          <Tabs.List aria-label={t('videoTranslation.source.tabsLabel')}>
            <Tabs.Tab value="project" leftSection={<IconMovie size={16} aria-hidden />} data-testid="source-tab-project">
              {t('videoTranslation.source.myVideos')}
            </Tabs.Tab>
            <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />} data-testid="source-tab-upload">
              {t('videoTranslation.source.upload')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="project" pt="md">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('videoTranslation.source.myVideosHint')}
              </Text>
              <SourceVideoList selectedProjectId={projectSource?.type === 'project' ? projectSource.projectId : null} onSelect={props.onProjectSource} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="upload" pt="md">
            {recognizer ? (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('videoTranslation.upload.hint')}
                </Text>
                <VideoUploadField
                  limits={options.limits}
                  durationMs={uploadSource?.durationMs ?? null}
                  onUploaded={(file, durationMs) =>
                    props.onUploadSource({ type: 'upload', filePath: uploadedVideoPath(file), fileName: file.file_name, durationMs })
                  }
                  onReset={() => props.onUploadSource(null)}
                />
              </Stack>
            ) : (
              <Alert color="gray" variant="light" data-testid="upload-disabled">
                {t('videoTranslation.upload.disabled')}
              </Alert>
            )}
          </Tabs.Panel>
        </Tabs>
        <Select
          label={t('videoTranslation.sourceLanguage.label')}
          data={options.source_languages.map((language) => ({ value: language.code, label: languageChoiceLabel(language, i18n.language) }))}
          value={sourceLanguage}
          onChange={(value) => value && props.onSourceLanguage(value)}
          allowDeselect={false}
          searchable
          maw={360}
          data-testid="source-language"
        />
        {kind === 'upload' && recognizer && !isLanguageRecognized && recognizer.languages !== 'any' && (
          <Text size="sm" c="orange.8" data-testid="recognizer-languages">
            {t('videoTranslation.sourceLanguage.recognizerOnly', {
              languages: recognizer.languages.map((code) => languageNameOf(code, i18n.language)).join(', '),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
