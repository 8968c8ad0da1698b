import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { MAX_RECORDING_MS, useVoiceRecorder } from '../hooks/use-voice-recorder.ts';
import { formatClock, isRecordingLongEnough, MIN_RECORDING_MS, recordingToWavFile } from '../state/voice-recording.ts';

/** The name the converted take is uploaded under. */
const RECORDING_FILE_NAME = 'voice-recording.wav';

export interface VoiceRecorderPanelProps {
  /** Hands the take, already a WAV file, to the upload. */
  onUseRecording: (file: File) => void;
}

/** Record / Stop with a running timer, playback of the take, 'Use this recording'. */
export function VoiceRecorderPanel({ onUseRecording }: VoiceRecorderPanelProps) {
  const { t } = useTranslation();
  const { state, elapsedMs, start, stop, discard } = useVoiceRecorder();
  const [isConverting, setIsConverting] = useState(false);

  const handOverRecording = async (recording: Blob) => {
    setIsConverting(true);
    try {
      onUseRecording(await recordingToWavFile(recording, RECORDING_FILE_NAME));
    } catch (error) {
      console.error('Converting the recording to WAV failed', error);
      showErrorToast(t('voices.recorder.convertFailed'));
    } finally {
      setIsConverting(false);
    }
  };

  const recordButton = (
    <Button leftSection={<IconMicrophone size={18} aria-hidden />} onClick={() => void start()} data-testid="voice-record">
      {t('voices.recorder.record')}
    </Button>
  );

  return (
    <Stack gap="sm" data-testid="voice-recorder" data-phase={state.phase}>
      <Text size="sm" c="dimmed">
        {t('voices.recorder.hint', { minSeconds: MIN_RECORDING_MS / 1000 })}
      </Text>
      {state.phase === 'unavailable' && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('voices.recorder.unavailable')}
        </Alert>
      )}
      {state.phase === 'idle' && <Group>{recordButton}</Group>}
      {state.phase === 'requesting' && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('voices.recorder.requesting')}</Text>
        </Group>
      )}
      {state.phase === 'denied' && (
        <>
          <Alert variant="light" color="orange" icon={<IconInfoCircle aria-hidden />}>
            {t('voices.recorder.denied')}
          </Alert>
          <Group>{recordButton}</Group>
        </>
      )}
      {state.phase === 'recording' && (
        <Group gap="md">
          <Group gap={8} aria-live="polite">
            <Box w={10} h={10} bg="red.6" style={{ borderRadius: '50%' }} aria-hidden />
            <Text fw={600}>{t('voices.recorder.recording')}</Text>
            <Text ff="monospace" data-testid="voice-recorder-timer">
              {t('voices.recorder.timer', { elapsed: formatClock(elapsedMs), max: formatClock(MAX_RECORDING_MS) })}
            </Text>
          </Group>
          <Button color="red" leftSection={<IconPlayerStopFilled size={16} aria-hidden />} onClick={stop} data-testid="voice-stop">
            {t('voices.recorder.stop')}
          </Button>
        </Group>
      )}
      {state.phase === 'recorded' && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('voices.recorder.takeLabel', { duration: formatClock(state.durationMs) })}
          </Text>
          <audio controls src={state.playbackUrl} style={{ width: '100%' }} data-testid="voice-recording-playback" />
          {!isRecordingLongEnough(state.durationMs) && (
            <Alert variant="light" color="orange" icon={<IconInfoCircle aria-hidden />} data-testid="voice-recording-too-short">
              {t('voices.recorder.tooShort', { duration: formatClock(state.durationMs), minSeconds: MIN_RECORDING_MS / 1000 })}
            </Alert>
          )}
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={discard} disabled={isConverting}>
              {t('voices.recorder.recordAgain')}
            </Button>
            <Button
              loading={isConverting}
              disabled={!isRecordingLongEnough(state.durationMs)}
              onClick={() => void handOverRecording(state.recording)}
              data-testid="voice-use-recording"
            >
              {t('voices.recorder.useRecording')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
