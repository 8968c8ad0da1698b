import { Button, Group, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sampleProductLinksQueryOptions } from '../api/product-query-options.ts';

export interface SampleProductLinksProps {
  onPick: (link: string) => void;
  isDisabled: boolean;
}

/** Sample links shown at most. */
const MAX_SAMPLES = 4;

/** 'shop.example.com/products/mug' from a link: what a sample button says. */
function shortLinkOf(link: string): string {
  try {
    const url = new URL(link);
    const path = url.pathname === '/' ? '' : url.pathname;
    const shown = `${url.hostname.replace(/^www\./u, '')}${path}`;
    return shown.length > 48 ? `${shown.slice(0, 47)}…` : shown;
  } catch {
    return link;
  }
}

/** GET /project/analyze/random_url/list key 3: sample product pages; picking one fills the field and analyses it. Nothing shows when the server offers none. */
export function SampleProductLinks({ onPick, isDisabled }: SampleProductLinksProps) {
  const { t } = useTranslation();
  const samples = useQuery(sampleProductLinksQueryOptions()).data ?? [];
  if (samples.length === 0) return null;
  return (
    <Group gap={8} align="center" wrap="wrap">
      <Text size="sm" c="dimmed" id="product-samples-label">
        {t('product.hero.samples')}
      </Text>
      <Group gap={8} role="group" aria-labelledby="product-samples-label" data-testid="product-samples">
        {samples.slice(0, MAX_SAMPLES).map((link) => (
          <Button
            key={link}
            variant="light"
            radius="xl"
            size="compact-sm"
            fw={500}
            leftSection={<IconShoppingBag size={14} aria-hidden />}
            onClick={() => onPick(link)}
            disabled={isDisabled}
            title={link}
            aria-label={t('product.hero.trySample', { link: shortLinkOf(link) })}
            data-testid="product-sample-link"
            data-link={link}
          >
            {shortLinkOf(link)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
