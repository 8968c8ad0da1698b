import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClipboardText, IconLink, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddMediaDialog } from '../components/add-media-dialog.tsx';
import { ExtensionsDialog } from '../components/extensions-dialog.tsx';
import { ProductLinkForm } from '../components/product-link-form.tsx';
import { useLinkFromAddress } from '../hooks/use-link-from-address.ts';
import { useManualProduct } from '../hooks/use-manual-product.ts';
import { useProductAnalysis } from '../hooks/use-product-analysis.ts';

const STEPS = [
  { key: 'paste', icon: IconLink },
  { key: 'check', icon: IconClipboardText },
  { key: 'video', icon: IconMovie },
] as const;

/**
 * `/product-to-video` (the sidebar's 'Product to Video'): the URL hero form,
 * its analysis overlay and extensions dialog, and the manual flow's 'Add
 * media' dialog. `?url=` (the site's hero form) fills the field and starts
 * the analysis once (or shows why the link cannot be analysed).
 */
export function ProductToVideoPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('product.hero.documentTitle')} · ${t('app.name')}`);
  const analysis = useProductAnalysis();
  const manual = useManualProduct();
  const { analyze } = analysis;
  const { initialLink, initialProblem } = useLinkFromAddress(analyze);

  const addByHand = () => {
    analysis.closeExtensions();
    void manual.start();
  };

  return (
    <Stack gap="xl" maw={960} mx="auto" w="100%" data-testid="product-to-video-page">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 26, sm: 36 }}>
              {t('product.hero.title')}
            </Title>
            <Text c="dimmed" maw={720}>
              {t('product.hero.subtitle')}
            </Text>
          </Stack>
          <ProductLinkForm
            initialLink={initialLink}
            initialProblem={initialProblem}
            onAnalyze={(link) => void analyze(link)}
            isAnalyzing={analysis.isAnalyzing}
            onAddByHand={addByHand}
            isStartingManual={manual.isStarting}
          />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} fz={20}>
          {t('product.steps.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {STEPS.map(({ key, icon: Icon }) => (
            <Paper key={key} component="li" withBorder radius="lg" p="md">
              <Stack gap={6}>
                <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                <Text fw={600}>{t(`product.steps.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`product.steps.${key}.body`)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
      <ExtensionsDialog opened={analysis.isExtensionsOpen} onClose={analysis.closeExtensions} onAddByHand={addByHand} isStartingManual={manual.isStarting} />
      <AddMediaDialog opened={manual.product !== null} onClose={manual.close} onNext={(media) => void manual.finish(media)} isFinishing={manual.isFinishing} />
    </Stack>
  );
}
