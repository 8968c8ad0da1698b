import { Button, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useViewportSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AvatarAgeSchema, AvatarGenderSchema, AvatarThemeSchema, type AvatarAge, type AvatarGender, type AvatarTheme } from '@talkreel/contract';
import { galleryQueryOptions } from '../api/avatar-requests.ts';
import { AvatarCard } from '../components/avatar-card.tsx';
import { useWelcomeClipRequests } from '../hooks/use-welcome-clip-requests.ts';
import { galleryColumns, visibleAvatarCount } from '../state/gallery-count.ts';
import { longVideoLink } from '../state/long-video-link.ts';

/**
 * The public avatar gallery (spec §2, §4): Theme, Gender and Age selects, a
 * 9:16 / 16:9 toggle, columns × rows cards ('See More Avatars' adds a row,
 * any filter change starts over), 'More avatars coming soon' when nothing
 * matches; a card (and its 'Create Video') leads to /long-video-from-text.
 */
export function AvatarGalleryPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('avatars.gallery.title')} · ${t('app.name')}`);
  const { width } = useViewportSize();
  const [theme, setTheme] = useState<AvatarTheme | null>(null);
  const [gender, setGender] = useState<AvatarGender | null>(null);
  const [age, setAge] = useState<AvatarAge | null>(null);
  const [aspectRatio, setAspectRatio] = useState<0 | 1>(0);
  const [extraRows, setExtraRows] = useState(0);
  const gallery = useQuery(
    galleryQueryOptions({ aspect_ratio: aspectRatio, ...(theme ? { theme } : {}), ...(gender ? { gender } : {}), ...(age ? { age } : {}) }),
  );
  const columns = galleryColumns(aspectRatio, width || 1440);
  const visible = visibleAvatarCount(aspectRatio, columns, extraRows);
  const people = gallery.data?.digital_persons ?? [];
  const { askedIds, askForClip } = useWelcomeClipRequests();
  // Any filter change starts from the first rows again (spec §4).
  const filtered =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setExtraRows(0);
    };
  const all = { value: '', label: t('avatars.gallery.all') };

  return (
    <Stack gap="lg" maw={1400} data-testid="avatar-gallery">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {t('avatars.gallery.title')}
          </Title>
          <Text c="dimmed">{t('avatars.gallery.subtitle')}</Text>
        </Stack>
        <Button component={Link} to="/create-aigc-avatar" variant="light">
          {t('avatars.gallery.createLook')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('avatars.engineNote')}
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('avatars.gallery.theme')}
          data={[all, ...AvatarThemeSchema.options.map((value) => ({ value, label: t(`avatars.gallery.themes.${value}`) }))]}
          value={theme ?? ''}
          onChange={(value) => filtered(setTheme)((value || null) as AvatarTheme | null)}
          w={180}
          allowDeselect={false}
          data-testid="gallery-theme"
        />
        <Select
          label={t('avatars.gallery.gender')}
          data={[all, ...AvatarGenderSchema.options.map((value) => ({ value, label: t(`avatars.gallery.genders.${value}`) }))]}
          value={gender ?? ''}
          onChange={(value) => filtered(setGender)((value || null) as AvatarGender | null)}
          w={140}
          allowDeselect={false}
          data-testid="gallery-gender"
        />
        <Select
          label={t('avatars.gallery.age')}
          data={[all, ...AvatarAgeSchema.options.map((value) => ({ value, label: t(`avatars.gallery.ages.${value}`) }))]}
          value={age ?? ''}
          onChange={(value) => filtered(setAge)((value || null) as AvatarAge | null)}
          w={150}
          allowDeselect={false}
          data-testid="gallery-age"
        />
        <SegmentedControl
          data={[
            { value: '0', label: t('avatars.gallery.portrait') },
            { value: '1', label: t('avatars.gallery.landscape') },
          ]}
          value={String(aspectRatio)}
          onChange={(value) => filtered(setAspectRatio)(value === '1' ? 1 : 0)}
          data-testid="gallery-aspect"
        />
      </Group>
      {gallery.isPending && (
        <SimpleGrid cols={columns} spacing="sm">
          {Array.from({ length: columns }, (_, index) => (
            <Skeleton key={index} h={aspectRatio === 0 ? 260 : 120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {gallery.isSuccess && people.length === 0 && (
        <Text ta="center" c="dimmed" py="xl" data-testid="gallery-empty">
          {t('avatars.gallery.empty')}
        </Text>
      )}
      <SimpleGrid cols={columns} spacing="sm" data-testid="gallery-grid" data-visible={Math.min(visible, people.length)}>
        {people.slice(0, visible).map((person) => (
          <AvatarCard
            key={person.id}
            person={person}
            to={longVideoLink(person, { isPublic: true, isHome: false })}
            hasAskedForClip={askedIds.has(person.id)}
            onAskForClip={askForClip}
          />
        ))}
      </SimpleGrid>
      {people.length > visible && (
        <Group justify="center">
          <Button variant="default" onClick={() => setExtraRows((rows) => rows + 1)} data-testid="gallery-see-more">
            {t('avatars.gallery.seeMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
