import { Avatar, Button, Group, Image, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookReference } from '../state/look-reference.ts';

export interface FaceReferencePopoverProps {
  reference: LookReference | null;
  /** Opens the Choose your Character dialog (to set or replace the reference). */
  onChoose: () => void;
  onDelete: () => void;
}

/**
 * The wizard's 'Face Reference' control (spec §2, §4): without a reference
 * it opens the Character dialog; with one it shows its thumbnail, and the
 * popover previews it large with Replace and Delete.
 */
export function FaceReferencePopover({ reference, onChoose, onDelete }: FaceReferencePopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!reference) {
    return (
      <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onChoose} data-testid="look-reference-add">
        {t('avatars.reference.add')}
      </Button>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={280} withArrow shadow="md" trapFocus>
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((value) => !value)}
          aria-label={t('avatars.reference.open', { name: reference.name })}
          data-testid="look-reference"
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar src={reference.url} alt="" size={48} radius="xl" />
            <Text size="sm" truncate maw={200}>
              {reference.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="look-reference-popover">
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('avatars.reference.title')}
          </Text>
          <Image src={reference.url} alt={reference.name} radius="md" mah={260} fit="contain" />
          <Group justify="space-between" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setOpened(false);
                onChoose();
              }}
              aria-label={t('avatars.reference.replaceLabel')}
              data-testid="look-reference-replace"
            >
              {t('avatars.reference.replace')}
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              onClick={() => {
                setOpened(false);
                onDelete();
              }}
              aria-label={t('avatars.reference.deleteLabel')}
              data-testid="look-reference-delete"
            >
              {t('avatars.reference.delete')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
