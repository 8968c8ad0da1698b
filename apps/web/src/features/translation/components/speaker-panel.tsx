import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TranslationSpeaker } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { languageNameOf } from '../state/language-label.ts';
import { findSpeakerProblems, MAX_SPEAKER_NAME_CHARS, type SegmentTableAction } from '../state/segment-table.ts';
import { SpeakerVoiceSelect } from './speaker-voice-select.tsx';

export interface SpeakerPanelProps {
  speakers: TranslationSpeaker[];
  targetLanguages: string[];
  dispatch: (action: SegmentTableAction) => void;
}

/** The speakers found in the upload: a name for the table and a voice per target language. */
export function SpeakerPanel({ speakers, targetLanguages, dispatch }: SpeakerPanelProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="speaker-panel">
      <Title order={3} fz={16}>
        {t('videoTranslation.review.speakersTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {speakers.map((speaker) => {
          const problem = findSpeakerProblems(speaker)[0];
          return (
            <Paper key={speaker.speaker} component="li" withBorder radius="md" p="sm" data-testid="speaker-row">
              <Stack gap="xs">
                <TextInput
                  label={t('videoTranslation.review.speakerName', { number: speaker.speaker + 1 })}
                  value={speaker.name}
                  onChange={(event) => dispatch({ type: 'renameSpeaker', speaker: speaker.speaker, name: event.currentTarget.value })}
                  error={problem ? t(`videoTranslation.review.problems.${problem}`, { max: MAX_SPEAKER_NAME_CHARS }) : undefined}
                  maxLength={MAX_SPEAKER_NAME_CHARS + 20}
                  size="sm"
                />
                {speaker.gender && (
                  <Text size="xs" c="dimmed">
                    {t(`videoTranslation.review.measuredGender.${speaker.gender}`)}
                  </Text>
                )}
                {targetLanguages.map((language) => (
                  <SpeakerVoiceSelect
                    key={language}
                    language={language}
                    languageName={languageNameOf(language, i18n.language)}
                    gender={speaker.gender}
                    voiceId={speaker.voice_ids[language] ?? null}
                    onChange={(voiceId) => dispatch({ type: 'setVoice', speaker: speaker.speaker, language, voiceId })}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
