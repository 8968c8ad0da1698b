import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconPhotoPlus, IconSparkles } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeProductUrl, productUrlProblemOf, type ProductUrlProblem } from '../state/product-url.ts';
import { SampleProductLinks } from './sample-product-links.tsx';

/** The URL field's message, which the field points to. */
const URL_ERROR_ID = 'product-url-error';

export interface ProductLinkFormProps {
  initialLink: string;
  /** What is wrong with a link brought in the address (`?url=`), shown at once. */
  initialProblem: ProductUrlProblem | null;
  /** A link that passed the rules, normalised. */
  onAnalyze: (link: string) => void;
  isAnalyzing: boolean;
  onAddByHand: () => void;
  isStartingManual: boolean;
}

/**
 * The URL hero form (site §2, §5): the link field with the spec's two
 * messages under it, the sample links, and the way without a link (media
 * added by hand). The rules run on submit; typing clears the message.
 */
export function ProductLinkForm({ initialLink, initialProblem, onAnalyze, isAnalyzing, onAddByHand, isStartingManual }: ProductLinkFormProps) {
  const { t } = useTranslation();
  const [link, setLink] = useState(initialLink);
  const [problem, setProblem] = useState<ProductUrlProblem | null>(initialProblem);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (value: string) => {
    const found = productUrlProblemOf(value, window.location.host);
    const normalized = found ? null : normalizeProductUrl(value);
    if (!normalized) {
      setProblem(found ?? 'invalid');
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    onAnalyze(normalized);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(link);
  };

  const pickSample = (sample: string) => {
    setLink(sample);
    submit(sample);
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('product.hero.formLabel')} data-testid="product-link-form">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            ref={inputRef}
            style={{ flex: '1 1 320px' }}
            size="md"
            label={t('product.hero.label')}
            placeholder={t('product.hero.placeholder')}
            value={link}
            type="url"
            inputMode="url"
            autoComplete="url"
            leftSection={<IconLink size={18} aria-hidden />}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              if (problem) setProblem(null);
            }}
            error={problem ? t(`product.url.${problem}`) : null}
            errorProps={{ id: URL_ERROR_ID, 'data-testid': 'product-url-error' }}
            disabled={isAnalyzing}
            data-testid="product-url"
          />
          <Button
            type="submit"
            size="md"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconSparkles size={18} aria-hidden />}
            loading={isAnalyzing}
            disabled={isStartingManual}
            data-testid="product-analyze"
          >
            {t('product.hero.submit')}
          </Button>
        </Group>
      </form>
      <SampleProductLinks onPick={pickSample} isDisabled={isAnalyzing || isStartingManual} />
      <Divider label={t('product.hero.or')} labelPosition="center" />
      <Group gap="sm" justify="center" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('product.hero.noLink')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconPhotoPlus size={16} aria-hidden />}
          onClick={onAddByHand}
          loading={isStartingManual}
          disabled={isAnalyzing}
          data-testid="product-add-by-hand"
        >
          {t('product.hero.addByHand')}
        </Button>
      </Group>
    </Stack>
  );
}
