import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { CreatedVoice } from '@talkreel/contract';
import { useVoicePreview } from '../hooks/use-voice-preview.ts';
import { readVoiceMeasurements } from '../state/voice-measurements.ts';
import { MyVoiceTags } from './my-voice-tags.tsx';
import { VoicePlayButton } from './voice-play-button.tsx';

export interface CreatedVoiceResultProps {
  result: CreatedVoice;
  onCreateAnother: () => void;
}

function Measure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** 'Matched to …': kept here until the voices feature's i18n files take it (en and zh-CN). */
function matchedVoiceLine(language: string | undefined, voice: NonNullable<CreatedVoice['matched_voice']>): string {
  const details = [voice.gender, voice.accent].filter(Boolean).join(', ');
  const described = details ? `${voice.name} (${details})` : voice.name;
  return language === 'zh-CN' ? `匹配到的内置声音：${described}` : `Matched to the built-in voice ${described}`;
}

/**
 * The voice 'Create voice' made, with a play button and an honest line on
 * what it is: a real clone, or (without a cloning service) the closest
 * built-in voice tuned to the recording, which one, and what was measured in it.
 */
export function CreatedVoiceResult({ result, onCreateAnother }: CreatedVoiceResultProps) {
  const { t, i18n } = useTranslation();
  const preview = useVoicePreview();
  const measurements = readVoiceMeasurements(result.measurements);
  const format = (value: number, maximumFractionDigits: number) => new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits }).format(value);
  const isMatched = result.kind === 'matched';
  // Read once per mount, as the voices list does: the render stays pure and the 'new' tag does not flicker.
  const [nowMs] = useState(() => Date.now());

  return (
    <Card data-testid="created-voice" data-kind={result.kind} data-voice-id={result.voice.id}>
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('voices.create.resultTitle')}
        </Title>
        <Group wrap="nowrap" gap="md">
          <VoicePlayButton voice={result.voice} preview={preview} size={48} />
          <Stack gap={4} miw={0}>
            <Text fw={600} fz="lg" truncate="end" data-testid="created-voice-name">
              {result.voice.name}
            </Text>
            <Group gap={6}>
              <MyVoiceTags voice={{ ...result.voice, kind: result.kind }} nowMs={nowMs} />
            </Group>
          </Stack>
        </Group>
        <Alert
          variant="light"
          color={isMatched ? 'orange' : 'green'}
          icon={isMatched ? <IconInfoCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
          data-testid="created-voice-explanation"
        >
          {isMatched ? t('voices.create.matchedExplanation') : t('voices.create.clonedExplanation')}
        </Alert>
        {result.matched_voice && (
          <Text size="sm" data-testid="created-voice-matched" data-matched-voice-id={result.matched_voice.id}>
            {matchedVoiceLine(i18n.resolvedLanguage, result.matched_voice)}
          </Text>
        )}
        {isMatched && Object.keys(measurements).length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('voices.create.measured')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {measurements.medianPitchHz !== undefined && (
                <Measure
                  testId="measured-pitch"
                  label={t('voices.create.medianPitch')}
                  value={t('voices.create.hertz', { value: format(measurements.medianPitchHz, 0) })}
                />
              )}
              {measurements.pitchRangeSemitones !== undefined && (
                <Measure
                  testId="measured-pitch-range"
                  label={t('voices.create.pitchRange')}
                  value={t('voices.create.semitones', { value: format(measurements.pitchRangeSemitones, 1) })}
                />
              )}
              {measurements.speakingRateSyllablesPerSecond !== undefined && (
                <Measure
                  testId="measured-rate"
                  label={t('voices.create.speakingRate')}
                  value={t('voices.create.syllablesPerSecond', { value: format(measurements.speakingRateSyllablesPerSecond, 1) })}
                />
              )}
              {measurements.brightnessHz !== undefined && (
                <Measure
                  testId="measured-brightness"
                  label={t('voices.create.brightness')}
                  value={t('voices.create.hertz', { value: format(measurements.brightnessHz, 0) })}
                />
              )}
            </SimpleGrid>
          </Stack>
        )}
        <Group>
          <Button variant="default" onClick={onCreateAnother}>
            {t('voices.create.createAnother')}
          </Button>
        </Group>
      </Stack>
      <audio {...preview.audioProps} />
    </Card>
  );
}
