import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { UploadWidgetFrame } from '../../../ui/upload-widget/upload-widget-frame.tsx';
import type { PodcastForm, PodcastSource } from '../state/podcast-form.ts';
import { LinkField } from './link-field.tsx';
import { LongTextField } from './long-text-field.tsx';

const SOURCES: readonly PodcastSource[] = ['website', 'youtube', 'pdf', 'long-text'];
const SOURCE_LABEL_KEYS = { website: 'website', youtube: 'youtube', pdf: 'pdf', 'long-text': 'longText' } as const;

export interface PodcastSourcePanelProps {
  form: PodcastForm;
  update: (changes: Partial<PodcastForm>) => void;
  youtubeError: string | null;
  onYoutubeErrorChange: (error: string | null) => void;
  /** The PDF source's upload, owned by the page so it survives switching sources. */
  documentUpload: FileUpload;
}

/** 'Generate Script': the source selector (Website / YouTube / PDF / Long Text) and the chosen source's field. */
export function PodcastSourcePanel({ form, update, youtubeError, onYoutubeErrorChange, documentUpload }: PodcastSourcePanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500} id="podcast-source-label">
          {t('podcast.sources.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="podcast-source-label"
          value={form.source}
          onChange={(value) => update({ source: value as PodcastSource })}
          data={SOURCES.map((source) => ({ value: source, label: t(`podcast.sources.${SOURCE_LABEL_KEYS[source]}`) }))}
          fullWidth
          data-testid="podcast-source"
        />
      </Stack>
      {form.source === 'website' && (
        <LinkField
          kind="website"
          value={form.websiteUrl}
          onChange={(websiteUrl) => update({ websiteUrl })}
          error={null}
          onErrorChange={() => undefined}
          language={form.language}
        />
      )}
      {form.source === 'youtube' && (
        <LinkField
          kind="youtube"
          value={form.youtubeUrl}
          onChange={(youtubeUrl) => update({ youtubeUrl })}
          error={youtubeError}
          onErrorChange={onYoutubeErrorChange}
          language={form.language}
        />
      )}
      {form.source === 'pdf' && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('podcast.pdf.label')}
          </Text>
          <UploadWidgetFrame purpose="podcast_script" upload={documentUpload} onReset={() => update({ sourceDocument: null })} />
          <Text size="xs" c="dimmed">
            {t('podcast.pdf.note')}
          </Text>
        </Stack>
      )}
      {form.source === 'long-text' && <LongTextField value={form.longText} onChange={(longText) => update({ longText })} />}
      <Text size="sm" c="dimmed" data-testid="podcast-hint">
        {t('podcast.hints.generate')}
      </Text>
    </Stack>
  );
}
