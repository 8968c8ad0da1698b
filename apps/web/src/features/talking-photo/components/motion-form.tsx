import { Button, Checkbox, Group, Paper, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AudioUpload } from '../hooks/use-audio-upload.ts';
import { canCreateTalkingPhoto, type SpeechMode, type TalkingPhotoForm } from '../state/talking-photo-form.ts';
import type { ChosenVoice } from '../../../ui/voice-selector/chosen-voice.ts';
import { AudioUploadField } from './audio-upload-field.tsx';
import { ScriptField } from './script-field.tsx';
import { VoiceSelector } from '../../../ui/voice-selector/voice-selector.tsx';

export interface MotionFormProps {
  form: TalkingPhotoForm;
  update: (changes: Partial<TalkingPhotoForm>) => void;
  maxCharacters: number;
  isVoiceLoading: boolean;
  audioUpload: AudioUpload;
  /** False on the Free plan: ticking 'Remove Watermark' leads to the upgrade page. */
  canRemoveWatermark: boolean;
  onWatermarkChange: (isTicked: boolean) => void;
  onCreate: () => void;
  isCreating: boolean;
  /** A new photo is being checked: Create waits for its result (the face may change). */
  isPhotoChecking?: boolean;
}

/** Why Create is disabled, said under it (the first rule that fails). */
function missingKey(form: TalkingPhotoForm, isPhotoChecking: boolean): 'photoChecking' | 'needsFace' | 'needsScript' | 'needsAudio' | null {
  if (isPhotoChecking) return 'photoChecking';
  if (canCreateTalkingPhoto(form)) return null;
  if (!form.face) return 'needsFace';
  return form.speechMode === 'audio' ? 'needsAudio' : 'needsScript';
}

/**
 * The motion form (spec §2): 'Enter Your Script' with the Subtitle switch,
 * the 'Enter Script' and 'Upload Audio' tabs, 'Remove Watermark' and 'Create Video'.
 */
export function MotionForm({
  form,
  update,
  maxCharacters,
  isVoiceLoading,
  audioUpload,
  canRemoveWatermark,
  onWatermarkChange,
  onCreate,
  isCreating,
  isPhotoChecking = false,
}: MotionFormProps) {
  const { t } = useTranslation();
  const missing = missingKey(form, isPhotoChecking);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('talkingPhoto.form.title')}
          </Title>
          <Switch
            label={t('talkingPhoto.form.subtitle')}
            labelPosition="left"
            checked={form.isSubtitleOn}
            onChange={(event) => update({ isSubtitleOn: event.currentTarget.checked })}
            data-testid="subtitle-switch"
          />
        </Group>
        <Tabs value={form.speechMode} onChange={(value) => value && update({ speechMode: value as SpeechMode })} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="script" data-testid="tab-script">
              {t('talkingPhoto.form.scriptTab')}
            </Tabs.Tab>
            <Tabs.Tab value="audio" data-testid="tab-audio">
              {t('talkingPhoto.form.audioTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="script" pt="md">
            <Stack gap="md">
              <ScriptField script={form.script} maxCharacters={maxCharacters} onChange={(script) => update({ script })} />
              <VoiceSelector voice={form.voice} isLoading={isVoiceLoading} onChange={(voice: ChosenVoice) => update({ voice })} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="audio" pt="md">
            <AudioUploadField audioUpload={audioUpload} audio={form.audio} />
          </Tabs.Panel>
        </Tabs>
        <Checkbox
          label={t('talkingPhoto.form.removeWatermark')}
          description={canRemoveWatermark ? undefined : t('talkingPhoto.form.removeWatermarkFree')}
          checked={form.isWatermarkRemoved}
          onChange={(event) => onWatermarkChange(event.currentTarget.checked)}
          data-testid="remove-watermark"
        />
        <Stack gap={6}>
          <Button
            size="md"
            fullWidth
            leftSection={<IconSparkles size={18} aria-hidden />}
            disabled={missing !== null}
            loading={isCreating}
            onClick={onCreate}
            aria-describedby={missing ? 'create-video-hint' : undefined}
            data-testid="create-video"
          >
            {t('talkingPhoto.form.create')}
          </Button>
          {missing && (
            <Text size="xs" c="dimmed" ta="center" id="create-video-hint" data-testid="create-video-hint">
              {t(`talkingPhoto.form.${missing}`)}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
