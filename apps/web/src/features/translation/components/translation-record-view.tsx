import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TranslationRecord } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageNameOf } from '../state/language-label.ts';
import { formatDuration, formatTimestamp } from '../state/timestamp.ts';
import { VIDEO_TRANSLATION_PATH } from '../state/translation-path.ts';
import { OutputCard } from './output-card.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { SegmentTable } from './segment-table.tsx';
import { TranslationStatusBadge } from './translation-status-badge.tsx';
import { TranslationStepsView } from './translation-steps-view.tsx';

/** What ran an upload's work, as the record says: the recogniser, the translator, and whether the picture is kept. */
function EnginesNote({ record }: { record: TranslationRecord }) {
  const { t } = useTranslation();
  const quality = t('videoTranslation.engines.quality', { returnObjects: true });
  const { transcriber, translator, lip_sync } = record.engines;
  const qualityOf = (value: string) => quality[value] ?? value;
  return (
    <Stack gap={2} data-testid="record-engines">
      {translator && (
        <Text size="sm" c="dimmed">
          {transcriber
            ? t('videoTranslation.record.engines', {
                transcriber: transcriber.name,
                transcriberQuality: qualityOf(transcriber.quality),
                translator: translator.name,
                translatorQuality: qualityOf(translator.quality),
              })
            : t('videoTranslation.record.translatedBy', { translator: translator.name, translatorQuality: qualityOf(translator.quality) })}
        </Text>
      )}
      {record.source.type === 'upload' && !lip_sync && (
        <Text size="sm" c="dimmed">
          {t('videoTranslation.record.pictureKept')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One translation: where it stands, why it failed (refunded), the upload's
 * review (or its dubbed segments with their fit), and each language's video.
 */
export function TranslationRecordView({ record }: { record: TranslationRecord }) {
  const { t, i18n } = useTranslation();
  const nameOf = (code: string) => languageNameOf(code, i18n.language);
  const isUpload = record.source.type === 'upload';
  const isReview = record.status === 'review';
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(record.created_at));

  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%" data-testid="translation-record" data-status={record.status}>
      <Anchor component={Link} to={VIDEO_TRANSLATION_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('videoTranslation.record.back')}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {record.source.name}
          </Title>
          <TranslationStatusBadge status={record.status} />
        </Group>
        <Text size="sm">
          {t('videoTranslation.record.summary', {
            source: nameOf(record.source_language),
            targets: record.target_languages.map(nameOf).join(', '),
            duration: formatDuration(record.source.duration_ms),
            count: record.credits,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {created}
        </Text>
      </Stack>

      {record.status === 'failed' ? (
        <Alert color="red" variant="light" title={t('videoTranslation.record.failedTitle')} data-testid="translation-failed">
          <Stack gap={4}>
            {record.error && <Text size="sm">{record.error.msg}</Text>}
            <Text size="sm">{t('videoTranslation.record.refunded', { count: record.credits })}</Text>
          </Stack>
        </Alert>
      ) : (
        <TranslationStepsView record={record} />
      )}
      <EnginesNote record={record} />

      {record.outputs.length > 0 && !isReview && (
        <Stack gap="sm" component="section" aria-labelledby="outputs-title">
          <Title order={2} fz={20} id="outputs-title">
            {t('videoTranslation.outputs.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {record.outputs.map((output) => (
              <OutputCard key={output.language} output={output} sourceName={record.source.name} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {record.source.video_url && (
        <Stack gap="xs" maw={560}>
          <Title order={2} fz={16}>
            {t('videoTranslation.record.sourceVideo')}
          </Title>
          <video
            src={record.source.video_url}
            controls
            playsInline
            preload="metadata"
            aria-label={t('videoTranslation.record.sourceVideo')}
            style={{ width: '100%', borderRadius: 8, background: 'black', aspectRatio: '16 / 9' }}
          />
        </Stack>
      )}

      {isUpload && isReview && record.segments.length > 0 && <ReviewPanel key={record.id} record={record} />}
      {isUpload && isReview && record.segments.length === 0 && (
        <Alert color="orange" variant="light" data-testid="no-speech">
          {t('videoTranslation.review.noSpeech')}
        </Alert>
      )}
      {isUpload && !isReview && record.segments.length > 0 && (
        <SegmentTable
          drafts={record.segments.map((segment) => ({ segment, startText: formatTimestamp(segment.start_ms), endText: formatTimestamp(segment.end_ms) }))}
          speakers={record.speakers}
          sourceLanguage={record.source_language}
          targetLanguages={record.target_languages}
          durationMs={record.source.duration_ms}
          dispatch={null}
          headingOrder={2}
        />
      )}
    </Stack>
  );
}
