import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMicrophone, IconMovie, IconPhotoVideo, IconShoppingBag, IconTemplate, IconUserCircle, IconUsersGroup, IconVideoPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The server's browsable API reference (apps/server plugins/openapi). */
const API_DOCS_PATH = '/api/docs';

function OptionCard({ icon, title, body, children, testId }: { icon: ReactNode; title: string; body: string; children?: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz={20}>
            {title}
          </Title>
        </Group>
        <Text lh={1.6}>{body}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * `/create`, where 'Create a video' and 'Start creating' lead: what can be
 * made today (timeline videos through the API or the CLI, talking photos,
 * talking avatars, video podcasts, text to video, voices, templates,
 * product videos), without pretending.
 */
export function CreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('create.title')} · ${t('app.name')}`);
  return (
    <Stack gap="lg" maw={960} data-testid="create-page">
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('create.title')}
        </Title>
        <Text c="dimmed">{t('create.subtitle')}</Text>
      </Stack>
      <OptionCard testId="create-timeline" icon={<IconMovie size={22} aria-hidden />} title={t('create.timeline.title')} body={t('create.timeline.body')}>
        <Group gap="sm">
          <Button component={Link} to="/my-videos">
            {t('create.timeline.myVideos')}
          </Button>
          <Anchor href={API_DOCS_PATH} target="_blank" rel="noreferrer">
            {t('create.timeline.apiDocs')}
          </Anchor>
        </Group>
      </OptionCard>
      <OptionCard
        testId="create-talking-photo"
        icon={<IconPhotoVideo size={22} aria-hidden />}
        title={t('create.talkingPhoto.title')}
        body={t('create.talkingPhoto.body')}
      >
        <Group>
          <Button component={Link} to="/talking-photo">
            {t('create.talkingPhoto.action')}
          </Button>
        </Group>
      </OptionCard>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <OptionCard testId="create-avatars" icon={<IconUserCircle size={22} aria-hidden />} title={t('create.avatars.title')} body={t('create.avatars.body')}>
          <Group mt="auto">
            <Button component={Link} to="/long-video-from-text">
              {t('create.avatars.action')}
            </Button>
          </Group>
        </OptionCard>
        <OptionCard testId="create-podcast" icon={<IconUsersGroup size={22} aria-hidden />} title={t('create.podcast.title')} body={t('create.podcast.body')}>
          <Group mt="auto">
            <Button component={Link} to="/video-podcast">
              {t('create.podcast.action')}
            </Button>
          </Group>
        </OptionCard>
        <OptionCard testId="create-topic" icon={<IconVideoPlus size={22} aria-hidden />} title={t('create.topic.title')} body={t('create.topic.body')}>
          <Group mt="auto">
            <Button component={Link} to="/text-to-video">
              {t('create.topic.action')}
            </Button>
          </Group>
        </OptionCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <OptionCard testId="create-voices" icon={<IconMicrophone size={22} aria-hidden />} title={t('create.voices.title')} body={t('create.voices.body')}>
          <Group>
            <Button variant="light" component={Link} to="/voice">
              {t('create.voices.action')}
            </Button>
          </Group>
        </OptionCard>
        <OptionCard
          testId="create-templates"
          icon={<IconTemplate size={22} aria-hidden />}
          title={t('create.templates.title')}
          body={t('create.templates.body')}
        >
          <Group>
            <Button variant="light" component={Link} to="/templates">
              {t('create.templates.action')}
            </Button>
            <Button variant="subtle" component={Link} to="/batch-mode/add" data-testid="create-batch-mode">
              {t('create.templates.batchAction')}
            </Button>
          </Group>
        </OptionCard>
      </SimpleGrid>
      <OptionCard testId="create-product" icon={<IconShoppingBag size={22} aria-hidden />} title={t('create.product.title')} body={t('create.product.body')}>
        <Group>
          <Button component={Link} to="/product-to-video">
            {t('create.product.action')}
          </Button>
        </Group>
      </OptionCard>
    </Stack>
  );
}
