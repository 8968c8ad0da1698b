import { Button, Card, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloneVoiceRequestSchema, type StoredFile } from '@talkreel/contract';
import { UploadWidgetFrame } from '../../../ui/upload-widget/upload-widget-frame.tsx';
import { useFileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { voiceFilterOptionsQueryOptions } from '../api/voice-query-options.ts';
import { useCreateVoice } from '../hooks/use-create-voice.ts';
import { CreatedVoiceResult } from './created-voice-result.tsx';
import { VoiceRecorderPanel } from './voice-recorder-panel.tsx';

/** The contract's longest voice name. */
const MAX_VOICE_NAME_LENGTH = CloneVoiceRequestSchema.shape.name.maxLength ?? 80;
/** The contract's default language of a recording. */
const DEFAULT_RECORDING_LANGUAGE = 'english';

/**
 * 'Create your own voice': a recording made here or an uploaded mp3/wav
 * (one upload slot for both, spec §5's audio rules), a name, 'Create voice',
 * then the voice that was made.
 */
export function CreateVoiceCard() {
  const { t } = useTranslation();
  const [uploadedFile, setUploadedFile] = useState<StoredFile | null>(null);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState(DEFAULT_RECORDING_LANGUAGE);
  const languages = useQuery(voiceFilterOptionsQueryOptions());
  const upload = useFileUpload({ purpose: 'audio', onUploaded: setUploadedFile });
  const { create, isCreating, result, reset } = useCreateVoice();

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
              data={languages.data?.language ?? [{ value: DEFAULT_RECORDING_LANGUAGE, label: 'English' }]}
              value={language}
              onChange={(value) => setLanguage(value ?? DEFAULT_RECORDING_LANGUAGE)}
              data-testid="voice-create-language"
            />
          </SimpleGrid>
        </Stack>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {uploadedFile === null ? t('voices.create.needsAudio') : ''}
          </Text>
          <Button
            size="md"
            leftSection={<IconSparkles size={18} aria-hidden />}
            disabled={!canCreate}
            loading={isCreating}
            onClick={() => uploadedFile && void create({ name, path: uploadedFile.full_path, language })}
            data-testid="voice-create"
          >
            {t('voices.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
