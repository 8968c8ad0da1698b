import { Badge, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreditPackOffer } from '@talkreel/contract';
import { formatMoney } from '../state/format-money.ts';

export interface PackOffersProps {
  packs: readonly CreditPackOffer[];
  highlightedItemId: string | null;
  pendingItemId: string | null;
  isGuest: boolean;
  onBuy: (packId: string) => void;
  onSignIn: () => void;
}

/** The Credits Store's packs: credits once, each with its price and a Buy button. */
export function PackOffers({ packs, highlightedItemId, pendingItemId, isGuest, onBuy, onSignIn }: PackOffersProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, packs.length) }} spacing="md">
        {packs.map((pack) => {
          const isHighlighted = pack.id === highlightedItemId;
          return (
            <Card
              key={pack.id}
              withBorder
              radius="md"
              padding="lg"
              data-testid="pack-offer"
              data-item-id={pack.id}
              data-highlighted={isHighlighted}
              style={isHighlighted ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" align="flex-start">
                <Badge variant="light" leftSection={<IconCoin size={14} aria-hidden />}>
                  {t('billing.store.packCredits', { credits: pack.credits.toLocaleString(i18n.language) })}
                </Badge>
                <Text fw={700} fz={24}>
                  {formatMoney(pack.amount_cents, pack.currency, i18n.language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {pack.name}
                </Text>
                <Button
                  fullWidth
                  data-testid="pack-offer-buy"
                  loading={pendingItemId === pack.id}
                  disabled={pendingItemId !== null && pendingItemId !== pack.id}
                  onClick={() => (isGuest ? onSignIn() : onBuy(pack.id))}
                >
                  {isGuest ? t('billing.store.signInToBuy') : t('billing.store.buy')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('billing.store.packNote')}
      </Text>
    </Stack>
  );
}
