import { Badge, Button, Group, Modal, ScrollArea, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PodcastHostPair } from '@talkreel/contract';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { digitalPersonsQueryOptions } from '../../../ui/digital-persons/digital-persons-query-options.ts';
import { PODCAST_QUERY_KEYS } from '../api/podcast-query-options.ts';
import { createHostPair } from '../api/podcast-requests.ts';
import { togglePick } from '../state/host-pick.ts';
import classes from './create-host-pair-dialog.module.css';

/** Placeholder tiles while the avatars load. */
const SKELETON_COUNT = 10;
const PHONE_MEDIA_QUERY = '(max-width: 36em)';

export interface CreateHostPairDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The new pair, already in the strip's list. */
  onCreated: (pair: PodcastHostPair) => void;
}

/**
 * 'Create Host Avatars': the avatars that can talk (the library's and the
 * user's own), two different ones picked as host 1 and host 2; Confirm
 * creates the pair, which the page then selects. Full screen on a phone.
 */
export function CreateHostPairDialog({ isOpen, onClose, onCreated }: CreateHostPairDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const persons = useQuery({ ...digitalPersonsQueryOptions(), enabled: isOpen });
  const [picked, setPicked] = useState<string[]>([]);
  const [isCreating, setIsCreating] = useState(false);

  const close = () => {
    if (isCreating) return;
    setPicked([]);
    onClose();
  };

  const confirm = async () => {
    const [first, second] = picked;
    if (!first || !second || isCreating) return;
    setIsCreating(true);
    try {
      const pair = await createHostPair(first, second);
      await queryClient.invalidateQueries({ queryKey: PODCAST_QUERY_KEYS.hostPairs });
      showSuccessToast(t('podcast.createHosts.created'));
      onCreated(pair);
      setPicked([]);
      onClose();
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreating(false);
    }
  };

  const list = persons.data?.digital_persons ?? [];
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('podcast.createHosts.title')}
      size={760}
      fullScreen={isPhone}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
      data-testid="create-host-pair-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('podcast.createHosts.intro')}
        </Text>
        <ScrollArea.Autosize mah={isPhone ? 'calc(100dvh - 240px)' : '58vh'} type="auto" offsetScrollbars>
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" p={4} role="group" aria-label={t('podcast.createHosts.title')}>
            {persons.isPending && Array.from({ length: SKELETON_COUNT }, (_, index) => <Skeleton key={index} style={{ aspectRatio: '3 / 4' }} radius="md" />)}
            {list.map((person) => {
              const order = picked.indexOf(person.id);
              const isPicked = order >= 0;
              return (
                <UnstyledButton
                  key={person.id}
                  className={classes.person}
                  onClick={() => setPicked((current) => togglePick(current, person.id))}
                  aria-pressed={isPicked}
                  aria-label={isPicked ? `${person.name} · ${t('podcast.createHosts.host', { number: order + 1 })}` : person.name}
                  data-selected={isPicked}
                  data-testid="host-candidate"
                  data-person-id={person.id}
                >
                  <img className={classes.cover} src={person.cover_url} alt="" loading="lazy" />
                  {isPicked && (
                    <Badge className={classes.badge} size="sm" aria-hidden>
                      {t('podcast.createHosts.host', { number: order + 1 })}
                    </Badge>
                  )}
                  <Text size="xs" fw={600} px={6} py={4} truncate="end" aria-hidden>
                    {person.name}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </ScrollArea.Autosize>
        {persons.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('podcast.createHosts.loading')}
          </Text>
        )}
        {persons.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('podcast.createHosts.empty')}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="host-pick-count">
            {t('podcast.createHosts.pickTwo', { count: picked.length })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close} disabled={isCreating}>
              {t('podcast.createHosts.cancel')}
            </Button>
            <Button onClick={() => void confirm()} disabled={picked.length !== 2} loading={isCreating} data-testid="create-host-pair-confirm">
              {t('podcast.createHosts.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
