import { Alert, Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconBadgeCc, IconVolume } from '@tabler/icons-react';
import { findElement } from '@talkreel/timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenVoice } from '../../../ui/voice-selector/chosen-voice.ts';
import { VoiceSelector } from '../../../ui/voice-selector/voice-selector.tsx';
import { useEditorSnapshot, useEditorStore } from '../hooks/use-editor.ts';
import { usePersonSpeech } from '../hooks/use-person-speech.ts';

/** A person's script and voice; one per element (the draft resets when another person is selected). */
export function PersonSpeechSection({ elementId }: { elementId: string }) {
  return <PersonSpeechForm key={elementId} elementId={elementId} />;
}

/**
 * What the person says and in which voice. 'Speak' makes the speech as a job
 * with its stage and progress, then the person lasts as long as the speech
 * and the preview plays it; 'Captions from speech' makes the person's
 * captions as editable cues. The face moves with the speech in the export
 * (the preview shows the still picture), as the panel says.
 */
function PersonSpeechForm({ elementId }: { elementId: string }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { workspace } = useEditorSnapshot();
  const element = findElement(workspace, elementId)?.element;
  const speech = element?.type === 'person' ? element.prop.speech : undefined;
  const [script, setScript] = useState(speech?.script ?? '');
  const [voice, setVoice] = useState<ChosenVoice | null>(speech?.voice_id ? { id: speech.voice_id, name: t('editor.speech.currentVoice') } : null);
  const { job, speak, regenerateCaptions } = usePersonSpeech(store, elementId);
  if (element?.type !== 'person') return null;
  const isRunning = job.state === 'running';
  const isChanged = script.trim() !== (speech?.script ?? '').trim() || voice?.id !== speech?.voice_id;
  const canSpeak = script.trim().length > 0 && voice !== null && !isRunning;
  return (
    <Stack gap="xs" data-testid="person-speech">
      <Text fw={600} size="sm">
        {t('editor.speech.title')}
      </Text>
      <Textarea
        label={t('editor.speech.script')}
        value={script}
        onChange={(event) => setScript(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
        data-testid="person-speech-script"
      />
      <VoiceSelector voice={voice} isLoading={false} onChange={setVoice} />
      <Group gap="xs">
        <Button
          size="xs"
          leftSection={<IconVolume size={14} aria-hidden />}
          onClick={() => void speak(script.trim(), voice!.id)}
          disabled={!canSpeak || (!isChanged && speech?.script !== undefined && element.prop.meta?.preview_audio !== undefined)}
          loading={isRunning}
          data-testid="person-speech-apply"
        >
          {t('editor.speech.speak')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconBadgeCc size={14} aria-hidden />}
          onClick={() => void regenerateCaptions()}
          disabled={isRunning || !speech?.script || !speech.voice_id || isChanged}
          data-testid="person-speech-captions"
        >
          {t('editor.speech.captions')}
        </Button>
      </Group>
      {job.state === 'running' && (
        <Stack gap={2} data-testid="person-speech-progress" data-stage={job.stage}>
          <Text size="xs" c="dimmed">
            {t(`editor.speech.stage.${job.stage}`)} · {job.progress}%
          </Text>
          <Progress value={Math.max(4, job.progress)} size="sm" animated aria-label={t('editor.speech.title')} />
        </Stack>
      )}
      {job.state === 'failed' && (
        <Alert color="red" variant="light" p="xs" data-testid="person-speech-failed">
          {t('editor.speech.failed', { message: job.message })}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('editor.speech.previewNote')}
      </Text>
    </Stack>
  );
}
