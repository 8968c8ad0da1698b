import { AspectRatio, Button, Card, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { libraryAvatarsQueryOptions } from '../api/avatar-requests.ts';
import type { LookReference } from '../state/look-reference.ts';

export interface CharacterDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: (reference: LookReference) => void;
  /** The upload tile: the Upload Your Photo dialog takes over. */
  onUpload: () => void;
}

/**
 * 'Choose your Character' (spec §2, §4): the user's own avatars, each with
 * its name and 'N Look(s)', and an upload tile. A click toggles a card and
 * unchecks the others; Confirm only with one checked.
 */
export function CharacterDialog({ opened, onClose, onConfirm, onUpload }: CharacterDialogProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const avatars = useQuery({ ...libraryAvatarsQueryOptions(), enabled: opened && status === 'user' });
  const [checkedId, setCheckedId] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setCheckedId(null);
  }, [opened]);

  const list = status === 'user' ? (avatars.data?.data ?? []) : [];
  const checked = list.find((avatar) => avatar.id === checkedId);

  return (
    <Modal opened={opened} onClose={onClose} title={t('avatars.character.title')} size="lg" centered data-testid="look-character-dialog">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          <UnstyledButton onClick={onUpload} aria-label={t('avatars.character.upload')} data-testid="look-character-upload">
            <Card withBorder padding="xs" h="100%">
              <AspectRatio ratio={3 / 4}>
                <Stack align="center" justify="center" gap={6}>
                  <IconUpload size={28} stroke={1.6} aria-hidden />
                  <Text size="sm" ta="center">
                    {t('avatars.character.upload')}
                  </Text>
                </Stack>
              </AspectRatio>
            </Card>
          </UnstyledButton>
          {status === 'user' && avatars.isPending && Array.from({ length: 3 }, (_, index) => <Skeleton key={index} radius="md" h={180} />)}
          {list.map((avatar) => {
            const isChecked = avatar.id === checkedId;
            return (
              <UnstyledButton
                key={avatar.id}
                onClick={() => setCheckedId(isChecked ? null : avatar.id)}
                aria-pressed={isChecked}
                data-testid="look-character-card"
              >
                <Card withBorder padding="xs" style={{ outline: isChecked ? '3px solid var(--mantine-primary-color-filled)' : 'none', position: 'relative' }}>
                  {isChecked && (
                    <IconCheck
                      size={20}
                      aria-hidden
                      style={{ position: 'absolute', top: 8, right: 8, color: 'var(--mantine-primary-color-filled)', zIndex: 1 }}
                    />
                  )}
                  <AspectRatio ratio={3 / 4}>
                    <Image src={avatar.cover_url} alt="" radius="sm" fit="cover" />
                  </AspectRatio>
                  <Text size="sm" fw={600} mt={6} truncate>
                    {avatar.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('avatars.character.looks', { count: avatar.motion_count })}
                  </Text>
                </Card>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        {status === 'user' && avatars.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="look-character-empty">
            {t('avatars.character.empty')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('avatars.character.cancel')}
          </Button>
          <Button
            disabled={!checked}
            onClick={() => checked && onConfirm({ kind: 'avatar', id: checked.id, name: checked.name, url: checked.cover_url })}
            data-testid="look-character-confirm"
          >
            {t('avatars.character.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
