import { Alert, AspectRatio, Badge, Button, Card, Group, Image, Loader, SimpleGrid, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPhotoOff, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TemplateSummary } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateChoiceQueryOptions, templateDetailQueryOptions } from '../api/template-query-options.ts';

/** Skeleton cards while the list loads. */
const SKELETON_CARDS = 8;
const SEARCH_DEBOUNCE_MS = 300;

interface TemplateCardProps {
  template: TemplateSummary;
  isChosen: boolean;
  onChoose: () => void;
}

function TemplateCard({ template, isChosen, onChoose }: TemplateCardProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onChoose}
      aria-pressed={isChosen}
      data-testid="batch-template-card"
      data-template-id={template.id}
      data-chosen={isChosen || undefined}
    >
      <Card withBorder radius="md" p="xs" style={{ borderColor: isChosen ? 'var(--mantine-primary-color-filled)' : undefined, borderWidth: isChosen ? 2 : 1 }}>
        <AspectRatio ratio={16 / 10}>
          {template.cover_url ? (
            <Image src={template.cover_url} alt="" fit="contain" bg="gray.1" radius="sm" />
          ) : (
            <Stack align="center" justify="center" gap={4} bg="gray.1" style={{ borderRadius: 8 }}>
              <IconPhotoOff size={22} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text size="xs" c="dimmed">
                {t('batch.template.noCover')}
              </Text>
            </Stack>
          )}
        </AspectRatio>
        <Group justify="space-between" gap={6} mt="xs" wrap="nowrap">
          <Text size="sm" fw={600} lineClamp={1}>
            {template.name}
          </Text>
          {isChosen ? <IconCheck size={18} color="var(--mantine-primary-color-filled)" aria-label={t('batch.template.chosen')} /> : null}
        </Group>
        <Group gap={6} mt={4}>
          <Badge variant="light" color="gray" size="sm">
            {t(`batch.template.ratio.${template.aspect_ratio}`)}
          </Badge>
          {template.has_presenter ? (
            <Badge variant="light" size="sm">
              {t('batch.template.presenter')}
            </Badge>
          ) : null}
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The chosen template's variables: the columns its sheet has. */
function TemplateVariables({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const detail = useQuery(templateDetailQueryOptions(templateId));
  if (detail.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('batch.template.variablesLoading')}</Text>
      </Group>
    );
  }
  if (detail.isError) return <Alert color="red">{t('batch.template.detailFailed')}</Alert>;
  if (detail.data.variables.length === 0) return <Alert color="orange">{t('batch.template.noVariables')}</Alert>;
  return (
    <Stack gap={6} data-testid="batch-template-variables">
      <Text size="sm" fw={600}>
        {t('batch.template.variablesTitle')}
      </Text>
      <Group gap={6}>
        {detail.data.variables.map((variable) => (
          <Badge key={variable.key} variant="outline" color="gray" tt="none">
            {variable.label} · {t(`batch.variableType.${variable.type}`)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

export interface TemplateStepProps {
  templateId: string | null;
  onChoose: (templateId: string) => void;
}

/** Step 1: a searchable grid of templates; the chosen one shows the variables its sheet needs. */
export function TemplateStep({ templateId, onChoose }: TemplateStepProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useQuery(templateChoiceQueryOptions(debouncedSearch));

  return (
    <Stack gap="md" data-testid="batch-template-step">
      <TextInput
        label={t('batch.template.searchLabel')}
        placeholder={t('batch.template.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        data-testid="batch-template-search"
      />
      {templateId ? <TemplateVariables templateId={templateId} /> : null}
      {list.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} height={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red" title={t('batch.template.loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('batch.template.retry')}
          </Button>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="batch-template-empty">
          {debouncedSearch.trim() === '' ? t('batch.template.emptyAll') : t('batch.template.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} data-testid="batch-template-grid">
          {list.data.data.map((template) => (
            <TemplateCard key={template.id} template={template} isChosen={template.id === templateId} onChoose={() => onChoose(template.id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
