import { AspectRatio, Box, Button, Card, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DigitalPerson } from '@talkreel/contract';
import { shouldAskForWelcomeClip, WELCOME_CLIP_ASK_DELAY_MS, welcomeClipPreviewOf } from '../state/welcome-clip-preview.ts';
import classes from './avatar-card.module.css';

export interface AvatarCardProps {
  person: DigitalPerson;
  /** Where the card leads: the talking-avatar page with this avatar chosen. */
  to: string;
  /** This page view already asked the server for the avatar's welcome clip. */
  hasAskedForClip: boolean;
  /** Asks the server to make the avatar's missing welcome clip. */
  onAskForClip: (id: string) => void;
}

/**
 * A gallery card: the avatar's cover at its aspect ratio and its name; the
 * whole card is one link (a click anywhere, or Enter on it) to make a video
 * with the avatar, and 'Create Video' shows on hover (always on touch and
 * keyboard focus) to say so. Pointing at it (or focusing it) plays the
 * avatar's welcome clip in place, muted; a clip not made yet is asked for
 * after a moment's pointing and shows as being prepared until it plays.
 * With reduced motion asked for, the cover stays.
 */
export function AvatarCard({ person, to, hasAskedForClip, onAskForClip }: AvatarCardProps) {
  const { t } = useTranslation();
  const [isPreviewing, setIsPreviewing] = useState(false);
  const isMotionReduced = useReducedMotion() ?? false;
  const previewState = { isPreviewing, isMotionReduced, hasAsked: hasAskedForClip };
  const preview = welcomeClipPreviewOf(person, previewState);
  const shouldAsk = shouldAskForWelcomeClip(person, previewState);
  const personId = person.id;
  useEffect(() => {
    if (!shouldAsk) return;
    const timer = window.setTimeout(() => onAskForClip(personId), WELCOME_CLIP_ASK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onAskForClip, personId, shouldAsk]);
  const startPreview = () => setIsPreviewing(true);
  const stopPreview = () => setIsPreviewing(false);
  return (
    <Card
      onMouseEnter={startPreview}
      onMouseLeave={stopPreview}
      onFocus={startPreview}
      onBlur={stopPreview}
      component={Link}
      to={to}
      padding={0}
      radius="md"
      className={classes.card}
      aria-label={t('avatars.gallery.openAvatar', { name: person.name })}
      data-testid="gallery-avatar"
      data-avatar-id={person.id}
    >
      <AspectRatio ratio={person.aspect_ratio === 0 ? 9 / 16 : 16 / 9} bg="gray.1">
        {preview.kind === 'clip' ? (
          <video src={preview.url} poster={person.cover_url} muted autoPlay loop playsInline aria-label={person.name} data-testid="gallery-welcome-clip" />
        ) : (
          <Image src={person.cover_url} alt={person.name} loading="lazy" fit="cover" />
        )}
      </AspectRatio>
      {preview.kind === 'preparing' && (
        <Text size="xs" className={classes.preparing} role="status" data-testid="gallery-clip-preparing">
          {t('avatars.gallery.preparingClip')}
        </Text>
      )}
      <Box className={classes.overlay}>
        {/* Looks like a button, is part of the card's link: one control per card. */}
        <Button component="span" size="xs" data-testid="gallery-create-video">
          {t('avatars.gallery.createVideo')}
        </Button>
      </Box>
      <Text size="sm" fw={600} px="xs" py={6} truncate="end">
        {person.name}
      </Text>
    </Card>
  );
}
