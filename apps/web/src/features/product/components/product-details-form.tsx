import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TEXT_LIMITS, parseCurrency, parsePrice, type ProductDetails } from '../state/product-details.ts';

export interface ProductDetailsFormProps {
  details: ProductDetails;
  onChange: (changes: Partial<ProductDetails>) => void;
  /** Where the analysis read each field ('json-ld', 'open-graph', 'manual', …), shown under it. */
  sources: Record<string, string>;
}

/**
 * The product's words (site §3's save payload: title, intro text, target
 * audience) with the price and currency the analysis read; each can be
 * changed. The texts stop at the contract's lengths; a price or currency
 * that cannot be saved says so under its field.
 */
export function ProductDetailsForm({ details, onChange, sources }: ProductDetailsFormProps) {
  const { t } = useTranslation();
  const sourceOf = (field: string) => (sources[field] ? t('product.details.readFrom', { source: sources[field] }) : undefined);
  return (
    <Stack gap="md" data-testid="product-details">
      <TextInput
        label={t('product.details.title')}
        placeholder={t('product.details.titlePlaceholder')}
        value={details.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        maxLength={PRODUCT_TEXT_LIMITS.title}
        description={sourceOf('title')}
        data-testid="product-title"
      />
      <Textarea
        label={t('product.details.introText')}
        placeholder={t('product.details.introTextPlaceholder')}
        value={details.introText}
        onChange={(event) => onChange({ introText: event.currentTarget.value })}
        maxLength={PRODUCT_TEXT_LIMITS.introText}
        autosize
        minRows={4}
        maxRows={10}
        description={sourceOf('intro_text')}
        data-testid="product-intro"
      />
      <TextInput
        label={t('product.details.targetAudience')}
        placeholder={t('product.details.targetAudiencePlaceholder')}
        value={details.targetAudience}
        onChange={(event) => onChange({ targetAudience: event.currentTarget.value })}
        maxLength={PRODUCT_TEXT_LIMITS.targetAudience}
        data-testid="product-audience"
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t('product.details.price')}
          placeholder="24.99"
          inputMode="decimal"
          value={details.price}
          onChange={(event) => onChange({ price: event.currentTarget.value })}
          error={parsePrice(details.price) === undefined ? t('product.details.priceInvalid') : null}
          description={sourceOf('price')}
          data-testid="product-price"
        />
        <TextInput
          label={t('product.details.currency')}
          placeholder="USD"
          value={details.currency}
          onChange={(event) => onChange({ currency: event.currentTarget.value.toUpperCase() })}
          maxLength={3}
          autoCapitalize="characters"
          error={parseCurrency(details.currency) === undefined ? t('product.details.currencyInvalid') : null}
          data-testid="product-currency"
        />
      </SimpleGrid>
    </Stack>
  );
}
