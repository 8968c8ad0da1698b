import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconFileText, IconInfoCircle, IconMicrophone, IconSparkles, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PodcastHostPair } from '@talkreel/contract';
import type { FileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { UploadWidgetFrame } from '../../../ui/upload-widget/upload-widget-frame.tsx';
import { canCreatePodcast, inputValueOf, type PodcastForm, type PodcastTab } from '../state/podcast-form.ts';
import { HostPairStrip } from './host-pair-strip.tsx';
import { PodcastOptionsFields } from './podcast-options-fields.tsx';
import { PodcastSourcePanel } from './podcast-source-panel.tsx';
import tabClasses from './podcast-tabs.module.css';
import { ScriptExampleButton } from './script-example-button.tsx';
import { WriterNote } from './writer-note.tsx';

export interface PodcastCreateFormProps {
  form: PodcastForm;
  update: (changes: Partial<PodcastForm>) => void;
  youtubeError: string | null;
  onYoutubeErrorChange: (error: string | null) => void;
  documentUpload: FileUpload;
  scriptUpload: FileUpload;
  audioUpload: FileUpload;
  onCreateHostPair: () => void;
  onCreate: () => void;
  /** A create request runs, or its script is being written. */
  isBusy: boolean;
}

/** Why Create is disabled, said under it (the first rule that fails). */
function missingKey(form: PodcastForm, isBusy: boolean): 'hosts' | 'input' | null {
  if (isBusy || canCreatePodcast(form, false)) return null;
  if (!form.hostPairId) return 'hosts';
  return inputValueOf(form) === '' ? 'input' : null;
}

/**
 * The podcast page's form (spec §2): the three top tabs, the source or the
 * upload, 'Select Host Avatars', Language / Video Duration / Duration per
 * Turn, and 'Create Your Podcast'.
 */
export function PodcastCreateForm(props: PodcastCreateFormProps) {
  const { form, update, documentUpload, scriptUpload, audioUpload, onCreateHostPair, onCreate, isBusy } = props;
  const { t } = useTranslation();
  const missing = missingKey(form, isBusy);
  const selectPair = (pair: PodcastHostPair) => update({ hostPairId: pair.id });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm">
      <Stack gap="lg">
        <Tabs
          value={form.tab}
          onChange={(value) => value && update({ tab: value as PodcastTab })}
          classNames={{ tab: tabClasses.tab, tabLabel: tabClasses.tabLabel, tabSection: tabClasses.tabSection }}
        >
          <Tabs.List grow aria-label={t('podcast.tabs.label')}>
            <Tabs.Tab value="generate" leftSection={<IconWand size={16} aria-hidden />} data-testid="tab-generate">
              {t('podcast.tabs.generate')}
            </Tabs.Tab>
            <Tabs.Tab value="upload-script" leftSection={<IconFileText size={16} aria-hidden />} data-testid="tab-upload-script">
              {t('podcast.tabs.uploadScript')}
            </Tabs.Tab>
            <Tabs.Tab value="upload-audio" leftSection={<IconMicrophone size={16} aria-hidden />} data-testid="tab-upload-audio">
              {t('podcast.tabs.uploadAudio')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="generate" pt="lg">
            <PodcastSourcePanel
              form={form}
              update={update}
              youtubeError={props.youtubeError}
              onYoutubeErrorChange={props.onYoutubeErrorChange}
              documentUpload={documentUpload}
            />
          </Tabs.Panel>
          <Tabs.Panel value="upload-script" pt="lg">
            <Stack gap="sm">
              <Text size="sm" c="dimmed" data-testid="podcast-hint">
                {t('podcast.hints.uploadScript')}
              </Text>
              <UploadWidgetFrame purpose="podcast_script" upload={scriptUpload} onReset={() => update({ scriptDocument: null })} />
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{t('podcast.hints.keepOrdered')}</Text>
                <ScriptExampleButton />
              </Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="upload-audio" pt="lg">
            <Stack gap="sm">
              <Text size="sm" c="dimmed" data-testid="podcast-hint">
                {t('podcast.hints.uploadAudio')}
              </Text>
              <UploadWidgetFrame purpose="podcast_audio" upload={audioUpload} onReset={() => update({ audioDocument: null })} />
              <Group gap={6} wrap="nowrap" align="flex-start" data-testid="audio-note">
                <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('podcast.audio.note')}
                </Text>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>

        <HostPairStrip selectedId={form.hostPairId} onSelect={selectPair} onCreate={onCreateHostPair} />

        <PodcastOptionsFields
          language={form.language}
          videoDuration={form.videoDuration}
          turnLength={form.turnLength}
          onChange={(changes) => update(changes)}
        />

        <Stack gap={8}>
          {form.tab === 'generate' && <WriterNote />}
          <Button
            size="md"
            fullWidth
            leftSection={<IconSparkles size={18} aria-hidden />}
            disabled={!canCreatePodcast(form, isBusy)}
            loading={isBusy}
            onClick={onCreate}
            aria-describedby={missing ? 'create-podcast-hint' : undefined}
            data-testid="create-podcast"
          >
            {t('podcast.create')}
          </Button>
          {missing && (
            <Text size="xs" c="dimmed" ta="center" id="create-podcast-hint" data-testid="create-podcast-hint">
              {t(`podcast.needs.${missing}`)}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
