import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMusic, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttributeFor } from '../../../ui/upload-widget/allowed-upload-kinds.ts';
import type { AudioUpload } from '../hooks/use-audio-upload.ts';
import { formatDuration } from '../state/format-duration.ts';
import type { UploadedAudio } from '../state/talking-photo-form.ts';

export interface AudioUploadFieldProps {
  audioUpload: AudioUpload;
  audio: UploadedAudio | null;
}

/**
 * 'Upload Audio': pick an MP3 or WAV; once up, its name and length, and
 * 'Reupload' (spec §2, like every upload widget), which keeps this recording
 * until another one is up.
 */
export function AudioUploadField({ audioUpload, audio }: AudioUploadFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, startUpload } = audioUpload.upload;

  return (
    <Paper withBorder radius="md" p="md" style={{ borderStyle: audio ? 'solid' : 'dashed' }} data-testid="audio-upload" data-state={state.status}>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={acceptAttributeFor('audio')}
        data-testid="audio-upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void startUpload(file);
        }}
      />
      {state.status === 'uploading' ? (
        <Stack gap={6}>
          <Text size="sm" truncate="end">
            {state.fileName}
          </Text>
          <Progress value={state.percent} aria-label={t('talkingPhoto.form.audioUploading', { percent: state.percent })} />
        </Stack>
      ) : audio ? (
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
              <IconMusic size={18} />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate="end" data-testid="audio-name">
                {audio.name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="audio-duration">
                {formatDuration(audio.durationSeconds)}
              </Text>
            </Stack>
          </Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={audioUpload.isMeasuring}
            onClick={() => inputRef.current?.click()}
            data-testid="audio-reupload"
          >
            {t('talkingPhoto.form.reuploadAudio')}
          </Button>
        </Group>
      ) : (
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed" ta="center">
            {t('talkingPhoto.form.audioHint')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={audioUpload.isMeasuring}
            onClick={() => inputRef.current?.click()}
            data-testid="audio-select"
          >
            {t('talkingPhoto.form.selectAudio')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
