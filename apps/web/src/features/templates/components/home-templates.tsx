import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { templateListQueryOptions } from '../api/template-query-options.ts';
import { TEMPLATE_ID_PARAM } from '../state/template-query-params.ts';
import { TemplateCard } from './template-card.tsx';

/** The demo list on the home page: the spec's nine named templates (the gallery lists them first). */
const HOME_TEMPLATE_COUNT = 9;

/**
 * `/`: 'Start from a template', the first nine of the gallery (the demo
 * list), each opening its preview dialog on /templates. Nothing shows when
 * the catalogue cannot be read: the home page's tools come first.
 */
export function HomeTemplates() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery(templateListQueryOptions({ page: 1, aspectRatio: -1, search: '' }));
  if (list.isError || (list.data && list.data.data.length === 0)) return null;
  const templates = list.data?.data.slice(0, HOME_TEMPLATE_COUNT);
  return (
    <Stack gap="sm" data-testid="home-templates">
      <Group justify="space-between" align="baseline">
        <Stack gap={2}>
          <Title order={2} fz={22}>
            {t('templates.home.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('templates.home.subtitle')}
          </Text>
        </Stack>
        <Anchor component={Link} to="/templates" data-testid="home-templates-all">
          {t('templates.home.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5, lg: 9 }} spacing="sm">
        {templates
          ? templates.map((template) => (
              <TemplateCard key={template.id} template={template} onOpen={(id) => void navigate(`/templates?${TEMPLATE_ID_PARAM}=${encodeURIComponent(id)}`)} />
            ))
          : Array.from({ length: HOME_TEMPLATE_COUNT }, (_, index) => <Skeleton key={index} h={220} radius="md" />)}
      </SimpleGrid>
    </Stack>
  );
}
