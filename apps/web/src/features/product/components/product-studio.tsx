import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconWand } from '@tabler/icons-react';
import type { ProductRecord } from '@talkreel/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductDraft } from '../hooks/use-product-draft.ts';
import { useProductScripts } from '../hooks/use-product-scripts.ts';
import { useProductVideo } from '../hooks/use-product-video.ts';
import { addMediaToTop } from '../state/media-board.ts';
import { hasProductWords } from '../state/product-page-phase.ts';
import { DEFAULT_PRODUCT_VIDEO_SETTINGS, defaultScriptLanguageFor, type ProductVideoSettings } from '../state/product-video-settings.ts';
import { chosenScriptOf, isScriptSpeakable } from '../state/script-choice.ts';
import { AddMediaDialog } from './add-media-dialog.tsx';
import { MediaGrid } from './media-grid.tsx';
import { ProductDetailsForm } from './product-details-form.tsx';
import { ProductSaveState } from './product-save-state.tsx';
import { ProductVideoActions } from './product-video-actions.tsx';
import { ScriptOptions } from './script-options.tsx';
import { VideoSettingsPanel } from './video-settings-panel.tsx';

function Section({ title, aside, children, testId }: { title: string; aside?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz={20}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const WRITE_BLOCKED_ID = 'product-write-blocked';

/**
 * A ready product: (1) its words, price and media, saved as they change;
 * (2) how the video is made, and 'Write scripts'; (3) the three scripts, one
 * chosen and editable, opened in the Editor or rendered now.
 */
export function ProductStudio({ record }: { record: ProductRecord }) {
  const { t, i18n } = useTranslation();
  const draft = useProductDraft(record);
  const [settings, setSettings] = useState<ProductVideoSettings>(() => ({
    ...DEFAULT_PRODUCT_VIDEO_SETTINGS,
    language: defaultScriptLanguageFor(i18n.language),
  }));
  const updateSettings = useCallback((changes: Partial<ProductVideoSettings>) => setSettings((current) => ({ ...current, ...changes })), []);
  const scripts = useProductScripts(record.prj_id);
  const video = useProductVideo(record.prj_id, draft.flush);
  const [isAddingMedia, setIsAddingMedia] = useState(false);
  const chosenScript = chosenScriptOf(scripts.choice);

  const writeBlockedReason = !hasProductWords(draft.details)
    ? t('product.scripts.needsWords')
    : draft.saveState === 'invalid'
      ? t('product.scripts.needsValidForm')
      : null;
  const videoBlockedReason =
    draft.board.selectedUrls.length === 0 ? t('product.video.needsMedia') : !isScriptSpeakable(chosenScript) ? t('product.video.needsScript') : null;

  return (
    <Stack gap="lg" data-testid="product-studio" data-product-id={record.id} data-project-id={record.prj_id} data-sub-type={record.sub_type}>
      <Section
        title={t('product.page.productSection')}
        aside={<ProductSaveState state={draft.saveState} onSave={() => void draft.flush()} />}
        testId="product-section"
      >
        {record.url && (
          <Text size="sm" c="dimmed" truncate="end">
            {t('product.page.from')}{' '}
            <Anchor href={record.url} target="_blank" rel="noreferrer" size="sm" data-testid="product-source-link">
              {record.url} <IconExternalLink size={12} aria-hidden />
            </Anchor>
          </Text>
        )}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ProductDetailsForm details={draft.details} onChange={draft.updateDetails} sources={record.sources} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <MediaGrid board={draft.board} onChange={draft.setBoard} onAddMedia={() => setIsAddingMedia(true)} />
          </Grid.Col>
        </Grid>
      </Section>
      <Section title={t('product.page.videoSection')} testId="product-video-section">
        <VideoSettingsPanel settings={settings} onChange={updateSettings} />
        <Stack gap={6} align="flex-end">
          <Button
            size="md"
            leftSection={<IconWand size={18} aria-hidden />}
            onClick={() => void scripts.write(settings, draft.flush)}
            loading={scripts.isWriting}
            disabled={writeBlockedReason !== null}
            aria-describedby={writeBlockedReason ? WRITE_BLOCKED_ID : undefined}
            data-testid="product-write-scripts"
          >
            {scripts.choice ? t('product.scripts.rewrite') : t('product.scripts.write')}
          </Button>
          {writeBlockedReason && (
            <Text size="sm" c="red" id={WRITE_BLOCKED_ID} data-testid="product-write-blocked">
              {writeBlockedReason}
            </Text>
          )}
        </Stack>
      </Section>
      {scripts.choice && (
        <Section title={t('product.page.scriptSection')} testId="product-script-section">
          <ScriptOptions choice={scripts.choice} onChoose={scripts.choose} onEditScene={scripts.editScene} />
          <ProductVideoActions
            blockedReason={videoBlockedReason}
            isOpening={video.isOpening}
            isRendering={video.isRendering}
            onOpenInEditor={() => chosenScript && void video.openInEditor(chosenScript, settings)}
            onRenderNow={() => chosenScript && void video.renderNow(chosenScript, settings)}
          />
        </Section>
      )}
      <AddMediaDialog
        opened={isAddingMedia}
        onClose={() => setIsAddingMedia(false)}
        onNext={(media) => {
          draft.setBoard((board) => addMediaToTop(board, media));
          setIsAddingMedia(false);
        }}
        isFinishing={false}
      />
    </Stack>
  );
}
