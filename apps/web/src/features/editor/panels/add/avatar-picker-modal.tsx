import { Button, Image, Modal, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DigitalPerson } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { digitalPersonsQueryOptions } from '../../../../ui/digital-persons/digital-persons-query-options.ts';
import classes from './add-menu.module.css';

export interface AvatarPickerModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (person: DigitalPerson) => void;
}

/** How many cover skeletons stand in while the avatars load. */
const loadingTiles = 8;

function AvatarGrid({ persons, onPick }: { persons: readonly DigitalPerson[]; onPick: (person: DigitalPerson) => void }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm">
      {persons.map((person) => (
        <UnstyledButton key={person.id} className={classes.avatar} onClick={() => onPick(person)} data-testid={`add-avatar-option-${person.id}`}>
          <Image src={person.cover_url} alt="" className={classes.avatarCover} fit="cover" loading="lazy" />
          <Text size="xs" ta="center" mt={4} lineClamp={1}>
            {person.name}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** The library's avatars and the user's own, as a grid of covers; picking one adds it as a still person. */
export function AvatarPickerModal({ opened, onClose, onPick }: AvatarPickerModalProps) {
  const { t } = useTranslation();
  const query = useQuery({ ...digitalPersonsQueryOptions(), enabled: opened });
  const persons = query.data?.digital_persons ?? [];
  const own = persons.filter((person) => !person.is_public);
  const library = persons.filter((person) => person.is_public);
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.add.avatarTitle')} size={640} centered radius="lg" data-testid="add-avatar-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('editor.add.avatarHint')}
        </Text>
        {query.isPending && (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm">
            {Array.from({ length: loadingTiles }, (_, index) => (
              <Skeleton key={index} className={classes.avatarCover} />
            ))}
          </SimpleGrid>
        )}
        {query.isError && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('editor.add.avatarFailed')}</Text>
            <Button variant="light" size="xs" onClick={() => void query.refetch()}>
              {t('editor.add.retry')}
            </Button>
          </Stack>
        )}
        {query.isSuccess && persons.length === 0 && <Text size="sm">{t('editor.add.avatarEmpty')}</Text>}
        {own.length > 0 && (
          <Stack gap="xs">
            <Title order={5}>{t('editor.add.avatarOwn')}</Title>
            <AvatarGrid persons={own} onPick={onPick} />
          </Stack>
        )}
        {library.length > 0 && (
          <Stack gap="xs">
            <Title order={5}>{t('editor.add.avatarLibrary')}</Title>
            <AvatarGrid persons={library} onPick={onPick} />
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
