import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconMicrophone } from '@tabler/icons-react';
import type { TranslationRecord } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { useSegmentEditor } from '../hooks/use-segment-editor.ts';
import { SegmentTable } from './segment-table.tsx';
import { SpeakerPanel } from './speaker-panel.tsx';

const BLOCKED_ID = 'review-blocked';

/** An upload under review: speakers and their voices, the editable segments, Save and Dub. */
export function ReviewPanel({ record }: { record: TranslationRecord }) {
  const { t } = useTranslation();
  const editor = useSegmentEditor(record);
  const { table, blockingCount } = editor;
  const isBusy = editor.isSaving || editor.isDubbing;
  return (
    <Stack gap="lg" component="section" aria-labelledby="review-title" data-testid="review-panel">
      <Stack gap={4}>
        <Title order={2} fz={20} id="review-title">
          {t('videoTranslation.review.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('videoTranslation.review.intro')}
        </Text>
      </Stack>
      <SpeakerPanel speakers={table.speakers} targetLanguages={record.target_languages} dispatch={editor.dispatch} />
      <SegmentTable
        drafts={table.drafts}
        speakers={table.speakers}
        sourceLanguage={record.source_language}
        targetLanguages={record.target_languages}
        durationMs={record.source.duration_ms}
        dispatch={editor.dispatch}
        headingOrder={3}
      />
      <Paper withBorder radius="lg" p="sm" pos="sticky" bottom={8} style={{ zIndex: 2 }} shadow="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c={blockingCount > 0 ? 'red' : 'dimmed'} id={BLOCKED_ID} data-testid="review-state" aria-live="polite">
            {blockingCount > 0 ? t('videoTranslation.review.blocked', { count: blockingCount }) : table.isDirty ? t('videoTranslation.review.unsaved') : ''}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => void editor.save()}
              loading={editor.isSaving}
              disabled={!table.isDirty || blockingCount > 0 || editor.isDubbing}
              aria-describedby={BLOCKED_ID}
              data-testid="review-save"
            >
              {t('videoTranslation.review.save')}
            </Button>
            <Button
              leftSection={<IconMicrophone size={16} aria-hidden />}
              onClick={() => void editor.dub()}
              loading={editor.isDubbing}
              disabled={blockingCount > 0 || (isBusy && !editor.isDubbing)}
              aria-describedby={BLOCKED_ID}
              data-testid="review-dub"
            >
              {t('videoTranslation.review.dub')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
