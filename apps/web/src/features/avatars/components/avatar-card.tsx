import { AspectRatio, Box, Button, Card, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DigitalPerson } from '@talkreel/contract';
import classes from './avatar-card.module.css';

export interface AvatarCardProps {
  person: DigitalPerson;
  onCreateVideo: (person: DigitalPerson) => void;
}

/** A gallery card: the avatar's cover at its aspect ratio, its name, and 'Create Video' on hover (always shown on touch and keyboard focus). */
export function AvatarCard({ person, onCreateVideo }: AvatarCardProps) {
  const { t } = useTranslation();
  return (
    <Card padding={0} radius="md" className={classes.card} data-testid="gallery-avatar" data-avatar-id={person.id}>
      <AspectRatio ratio={person.aspect_ratio === 0 ? 9 / 16 : 16 / 9} bg="gray.1">
        <Image src={person.cover_url} alt={person.name} loading="lazy" fit="cover" />
      </AspectRatio>
      <Box className={classes.overlay}>
        <Button size="xs" onClick={() => onCreateVideo(person)} data-testid="gallery-create-video">
          {t('avatars.gallery.createVideo')}
        </Button>
      </Box>
      <Text size="sm" fw={600} px="xs" py={6} truncate="end">
        {person.name}
      </Text>
    </Card>
  );
}
