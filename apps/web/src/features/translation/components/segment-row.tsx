import { Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { translationLimits, type TranslationSpeaker } from '@talkreel/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { findOverrunMs } from '../state/segment-fit.ts';
import { findSegmentProblems, type SegmentDraft, type SegmentTableAction } from '../state/segment-table.ts';
import { formatTimestamp, toSecondsText } from '../state/timestamp.ts';

export interface SegmentRowProps {
  draft: SegmentDraft;
  /** The next row, for the overlap warning. */
  next: SegmentDraft | undefined;
  number: number;
  speakers: TranslationSpeaker[];
  durationMs: number;
  sourceLanguageName: string;
  /** The target language shown (its code and name). */
  language: string;
  languageName: string;
  /** Null: read only (after the dub). */
  dispatch: ((action: SegmentTableAction) => void) | null;
}

const TIME_INPUT_WIDTH = 84;
const MONOSPACE = 'var(--mantine-font-family-monospace)';
const TIME_INPUT_STYLES = { input: { fontFamily: MONOSPACE } };
/** Characters of a line of text a textarea row holds at the narrowest layout, for its starting height. */
const CHARS_PER_ROW = 40;
const MAX_ROWS = 6;

/** Rows for a textarea to show its text without a scrollbar, 2 to 6 (measured from the text, not the layout, which a hidden tab does not have). */
function rowsFor(text: string): number {
  return Math.min(MAX_ROWS, Math.max(2, Math.ceil(text.length / CHARS_PER_ROW)));
}

/** One segment: speaker, start and end (mm:ss.s), the original and its translation, what is wrong with it, and how its dub fitted. */
export const SegmentRow = memo(function SegmentRow({
  draft,
  next,
  number,
  speakers,
  durationMs,
  sourceLanguageName,
  language,
  languageName,
  dispatch,
}: SegmentRowProps) {
  const { t } = useTranslation();
  const { segment } = draft;
  const problems = findSegmentProblems(draft, next, durationMs);
  const has = (problem: (typeof problems)[number]) => problems.includes(problem);
  const overrunMs = findOverrunMs(segment, language);
  const fit = segment.fit?.[language];
  const speakerName =
    speakers.find((speaker) => speaker.speaker === segment.speaker)?.name ?? t('videoTranslation.review.defaultSpeaker', { number: segment.speaker + 1 });
  const rowLabel = t('videoTranslation.review.segment', { number });
  const problemTexts = problems.map((problem) => ({
    problem,
    text: t(`videoTranslation.review.problems.${problem}`, { end: formatTimestamp(durationMs), max: translationLimits.maxSegmentChars }),
  }));

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={rowLabel}
      data-testid="segment-row"
      data-segment-id={segment.id}
      data-overrun={overrunMs !== null}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Text size="sm" fw={600} c="dimmed" w={20} pb={dispatch ? 6 : 0} style={{ flexShrink: 0 }} aria-hidden>
            {number}
          </Text>
          {dispatch ? (
            <>
              <Select
                label={t('videoTranslation.review.speaker')}
                data={speakers.map((speaker) => ({
                  value: String(speaker.speaker),
                  label: speaker.name.trim() || t('videoTranslation.review.defaultSpeaker', { number: speaker.speaker + 1 }),
                }))}
                value={String(segment.speaker)}
                onChange={(value) => value !== null && dispatch({ type: 'setSpeaker', segmentId: segment.id, speaker: Number(value) })}
                allowDeselect={false}
                size="xs"
                flex={1}
                miw={0}
                maw={200}
              />
              <TextInput
                label={t('videoTranslation.review.start')}
                value={draft.startText}
                onChange={(event) => dispatch({ type: 'editStart', segmentId: segment.id, text: event.currentTarget.value })}
                error={has('badStart') || has('endBeforeStart')}
                w={TIME_INPUT_WIDTH}
                size="xs"
                inputMode="decimal"
                styles={TIME_INPUT_STYLES}
              />
              <TextInput
                label={t('videoTranslation.review.end')}
                value={draft.endText}
                onChange={(event) => dispatch({ type: 'editEnd', segmentId: segment.id, text: event.currentTarget.value })}
                error={has('badEnd') || has('endBeforeStart') || has('pastEnd')}
                w={TIME_INPUT_WIDTH}
                size="xs"
                inputMode="decimal"
                styles={TIME_INPUT_STYLES}
              />
            </>
          ) : (
            <Group gap="sm" wrap="wrap" miw={0}>
              <Text size="sm" fw={600}>
                {speakerName}
              </Text>
              <Text size="sm" c="dimmed" style={{ fontFamily: MONOSPACE }}>
                {formatTimestamp(segment.start_ms)} – {formatTimestamp(segment.end_ms)}
              </Text>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {dispatch ? (
            <>
              <Textarea
                label={t('videoTranslation.review.original', { language: sourceLanguageName })}
                value={segment.text}
                onChange={(event) => dispatch({ type: 'editText', segmentId: segment.id, text: event.currentTarget.value })}
                rows={rowsFor(segment.text)}
                resize="vertical"
                size="sm"
              />
              <Textarea
                label={t('videoTranslation.review.translation', { language: languageName })}
                value={segment.translations[language] ?? ''}
                onChange={(event) => dispatch({ type: 'editTranslation', segmentId: segment.id, language, text: event.currentTarget.value })}
                rows={rowsFor(segment.translations[language] ?? '')}
                resize="vertical"
                size="sm"
                data-testid="segment-translation"
              />
            </>
          ) : (
            <>
              <Text size="sm">{segment.text}</Text>
              <Text size="sm" fw={500} lang={language}>
                {segment.translations[language] ?? ''}
              </Text>
            </>
          )}
        </SimpleGrid>
        {dispatch &&
          problemTexts.map(({ problem, text }) => (
            <Text key={problem} size="xs" c={problem === 'overlapsNext' ? 'orange.8' : 'red'} role={problem === 'overlapsNext' ? undefined : 'alert'}>
              {text}
            </Text>
          ))}
        {overrunMs !== null ? (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="segment-overrun">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="orange.8">
              {t('videoTranslation.fit.overrun', { seconds: toSecondsText(overrunMs), language: languageName })}
            </Text>
          </Group>
        ) : (
          fit && (
            <Text size="xs" c="green.8" data-testid="segment-fits">
              {fit.stretch > 1 ? t('videoTranslation.fit.fitsStretched', { stretch: fit.stretch.toFixed(2) }) : t('videoTranslation.fit.fits')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
});
