import { Alert, Button, Card, Divider, Group, Progress, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloneVoiceRequestSchema, type CreateVoiceStage, type CreateVoiceStatus, type StoredFile } from '@talkreel/contract';
import { UploadWidgetFrame } from '../../../ui/upload-widget/upload-widget-frame.tsx';
import { useFileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { voiceFilterOptionsQueryOptions } from '../api/voice-query-options.ts';
import { useCreateVoice } from '../hooks/use-create-voice.ts';
import { useVoiceLabels } from '../hooks/use-voice-labels.ts';
import { CreatedVoiceResult } from './created-voice-result.tsx';
import { VoiceRecorderPanel } from './voice-recorder-panel.tsx';

/** The contract's longest voice name. */
const MAX_VOICE_NAME_LENGTH = CloneVoiceRequestSchema.shape.name.maxLength ?? 80;
/** The contract's default language of a recording. */
const DEFAULT_RECORDING_LANGUAGE = 'english';

/**
 * What each stage of the creation is doing, as the progress bar says it.
 * Kept here until the voices feature's i18n files take them (en and zh-CN).
 */
const STAGE_LABELS: Record<'en' | 'zh-CN', Record<CreateVoiceStage, string>> = {
  en: {
    queued: 'Waiting for a free worker…',
    measuring: 'Measuring your recording',
    matching: 'Comparing it with the built-in voices',
    cloning: 'Cloning your voice',
    saving: 'Saving your voice and its preview',
    done: 'Done',
    failed: 'Failed',
  },
  'zh-CN': {
    queued: '正在等待空闲的处理进程…',
    measuring: '正在分析你的录音',
    matching: '正在与内置声音比对',
    cloning: '正在克隆你的声音',
    saving: '正在保存声音和试听',
    done: '完成',
    failed: '失败',
  },
};

function CreateVoiceProgress({ status }: { status: CreateVoiceStatus | undefined }) {
  const { i18n } = useTranslation();
  const labels = i18n.resolvedLanguage === 'zh-CN' ? STAGE_LABELS['zh-CN'] : STAGE_LABELS.en;
  const stage = status?.stage ?? 'queued';
  const percent = Math.round(status?.progress ?? 0);
  return (
    <Stack gap={6} data-testid="voice-create-progress" data-stage={stage} data-progress={percent}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" fw={500} data-testid="voice-create-stage">
          {labels[stage]}
        </Text>
        <Text size="sm" c="dimmed">
          {percent} %
        </Text>
      </Group>
      <Progress value={percent} animated striped aria-label={labels[stage]} />
    </Stack>
  );
}

/**
 * 'Create your own voice': a recording made here or an uploaded mp3/wav
 * (one upload slot for both, spec §5's audio rules), a name, 'Create voice',
 * a progress bar naming the stage while the server works (half a minute or
 * more), then the voice that was made and the built-in voice it matched.
 */
export function CreateVoiceCard() {
  const { t } = useTranslation();
  const [uploadedFile, setUploadedFile] = useState<StoredFile | null>(null);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState(DEFAULT_RECORDING_LANGUAGE);
  const languages = useQuery(voiceFilterOptionsQueryOptions());
  const labels = useVoiceLabels();
  const upload = useFileUpload({ purpose: 'audio', onUploaded: setUploadedFile });
  const { create, isCreating, status, result, error, reset } = useCreateVoice();

  if (result) {
    return (
      <CreatedVoiceResult
        result={result}
        onCreateAnother={() => {
          reset();
          upload.reset();
          setUploadedFile(null);
          setName('');
          setLanguage(DEFAULT_RECORDING_LANGUAGE);
        }}
      />
    );
  }

  const isUploading = upload.state.status === 'uploading';
  const canCreate = uploadedFile !== null && !isUploading && name.trim() !== '';
  return (
    <Card data-testid="create-voice-card">
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('voices.page.recordingStep')}
          </Title>
          <VoiceRecorderPanel onUseRecording={(file) => void upload.startUpload(file)} />
          <Divider label={t('voices.recorder.orUpload')} labelPosition="center" />
          <UploadWidgetFrame purpose="audio" upload={upload} onReset={() => setUploadedFile(null)} />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('voices.page.nameStep')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('voices.create.name')}
              placeholder={t('voices.create.namePlaceholder')}
              maxLength={MAX_VOICE_NAME_LENGTH}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-testid="voice-name"
            />
            <Select
              label={t('voices.create.language')}
              description={t('voices.create.languageHint')}
              searchable
              allowDeselect={false}
              data={(languages.data?.language ?? [{ value: DEFAULT_RECORDING_LANGUAGE, label: 'English' }]).map((option) => ({
                value: option.value,
                label: labels.language(option.value),
              }))}
              value={language}
              onChange={(value) => setLanguage(value ?? DEFAULT_RECORDING_LANGUAGE)}
              data-testid="voice-create-language"
            />
          </SimpleGrid>
        </Stack>
        {isCreating && status !== undefined && <CreateVoiceProgress status={status} />}
        {error !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} withCloseButton onClose={reset} data-testid="voice-create-error">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {uploadedFile === null ? t('voices.create.needsAudio') : ''}
          </Text>
          <Button
            size="md"
            leftSection={<IconSparkles size={18} aria-hidden />}
            disabled={!canCreate}
            loading={isCreating}
            onClick={() => {
              if (!uploadedFile) return;
              if (error !== undefined) reset();
              void create({ name, path: uploadedFile.full_path, language });
            }}
            data-testid="voice-create"
          >
            {t('voices.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
