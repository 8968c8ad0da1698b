import { ActionIcon, AspectRatio, Box, Button, Card, Grid, Group, Image, Skeleton, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlayerPause, IconPlayerPlay, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { featuredAvatarIds, homeScriptMaxCharacters, type DigitalPerson } from '@talkreel/contract';
import { pickSampleScript } from '../../../ui/sample-script/sample-script.ts';
import { AVATAR_QUERY_KEYS, queueWelcomeClip } from '../api/avatar-requests.ts';
import { digitalPersonsQueryOptions } from '../../../ui/digital-persons/digital-persons-query-options.ts';
import { longVideoLink, TALKING_AVATAR_SCRIPT_KEY } from '../state/long-video-link.ts';

/** Spec §9: the featured avatars in order, filled up to five from the list when one is missing. */
export function featuredAvatars(persons: readonly DigitalPerson[]): DigitalPerson[] {
  const featured = featuredAvatarIds.flatMap((id) => persons.filter((person) => person.id === id && person.is_public));
  for (const person of persons) {
    if (featured.length >= featuredAvatarIds.length) break;
    if (person.is_public && !featured.includes(person)) featured.push(person);
  }
  return featured;
}

/**
 * The home avatar tool (spec §2): five talking avatars (the first chosen),
 * the script with 'Randomize', the chosen avatar's welcome clip with play /
 * pause and mute, and 'Create Avatar Video' → /long-video-from-text.
 */
export function HomeAvatarTool() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const persons = useQuery(digitalPersonsQueryOptions());
  const featured = featuredAvatars(persons.data?.digital_persons ?? []);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = featured.find((person) => person.id === chosenId) ?? featured[0];
  const [script, setScript] = useState(() => localStorage.getItem(TALKING_AVATAR_SCRIPT_KEY) ?? '');
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(true);
  // A looping clip that starts by itself is motion a visitor who asked for less did not choose: Play starts it.
  const prefersReducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const videoRef = useRef<HTMLVideoElement>(null);
  const queryClient = useQueryClient();

  // The chosen avatar's welcome clip is made the first time anyone looks at it here; the list polls until it plays.
  const chosenIdNow = chosen?.id;
  const needsClip = chosen?.welcome_status === 'none';
  useEffect(() => {
    if (!chosenIdNow || !needsClip) return;
    queueWelcomeClip(chosenIdNow)
      .then(() => queryClient.invalidateQueries({ queryKey: AVATAR_QUERY_KEYS.digitalPersons }))
      .catch(() => undefined);
  }, [chosenIdNow, needsClip, queryClient]);

  const changeScript = (value: string) => {
    setScript(value);
    localStorage.setItem(TALKING_AVATAR_SCRIPT_KEY, value);
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play();
    else video.pause();
  };
  const create = () => {
    if (!chosen) return;
    localStorage.setItem(TALKING_AVATAR_SCRIPT_KEY, script);
    void navigate(longVideoLink(chosen, { isPublic: true, isHome: true }));
  };

  return (
    <Card data-testid="home-avatar-tool">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', position: 'relative' }}>
            <AspectRatio
              ratio={chosen?.aspect_ratio === 1 ? 16 / 9 : 9 / 16}
              mah={480}
              mx="auto"
              style={{ maxWidth: chosen?.aspect_ratio === 1 ? '100%' : 270 }}
            >
              {!chosen ? (
                <Skeleton />
              ) : chosen.welcome_url ? (
                <video
                  key={chosen.welcome_url}
                  ref={videoRef}
                  src={chosen.welcome_url}
                  poster={chosen.cover_url}
                  autoPlay={!prefersReducedMotion}
                  loop
                  playsInline
                  muted={isMuted}
                  onPlay={() => setIsPlaying(true)}
                  onPause={() => setIsPlaying(false)}
                  data-testid="home-welcome-clip"
                />
              ) : (
                <Image src={chosen.cover_url} alt={chosen.name} data-testid="home-avatar-cover" />
              )}
            </AspectRatio>
            <Group gap="xs" style={{ position: 'absolute', bottom: 8, left: 8 }}>
              <ActionIcon
                variant="white"
                onClick={togglePlay}
                disabled={!chosen?.welcome_url}
                aria-label={isPlaying ? t('avatars.home.pause') : t('avatars.home.play')}
              >
                {isPlaying ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
              </ActionIcon>
              <ActionIcon
                variant="white"
                onClick={() => setIsMuted((muted) => !muted)}
                disabled={!chosen?.welcome_url}
                aria-label={isMuted ? t('avatars.home.unmute') : t('avatars.home.mute')}
                data-testid="home-mute"
              >
                {isMuted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
              </ActionIcon>
            </Group>
          </Box>
          {chosen && !chosen.welcome_url && (
            <Text size="xs" c="dimmed" mt={6}>
              {t('avatars.home.clipRendering')}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('avatars.home.selectTitle')}
            </Title>
            <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }}>
              {featured.map((person) => (
                <UnstyledButton
                  key={person.id}
                  onClick={() => setChosenId(person.id)}
                  aria-pressed={person.id === chosen?.id}
                  aria-label={person.name}
                  data-testid="home-avatar"
                  data-avatar-id={person.id}
                  style={{ flex: '0 0 auto', outline: person.id === chosen?.id ? '3px solid var(--mantine-color-blue-6)' : 'none', borderRadius: 8 }}
                >
                  <Box w={person.aspect_ratio === 1 ? 112 : 63}>
                    <AspectRatio ratio={person.aspect_ratio === 1 ? 16 / 9 : 9 / 16}>
                      <Image src={person.cover_url} alt={t('avatars.home.avatarAlt', { name: person.name })} radius={8} />
                    </AspectRatio>
                  </Box>
                </UnstyledButton>
              ))}
              {persons.isPending && Array.from({ length: 5 }, (_, index) => <Skeleton key={index} w={63} h={112} radius={8} />)}
            </Group>
            <Group justify="space-between">
              <Title order={2} fz="lg">
                {t('avatars.home.scriptTitle')}
              </Title>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  changeScript(pickSampleScript(t('talkingPhoto.form.sampleScripts', { returnObjects: true }), script).slice(0, homeScriptMaxCharacters))
                }
                data-testid="home-randomize"
              >
                {t('avatars.home.randomize')}
              </Button>
            </Group>
            <Textarea
              value={script}
              onChange={(event) => changeScript(event.currentTarget.value.slice(0, homeScriptMaxCharacters))}
              placeholder={t('avatars.home.scriptPlaceholder')}
              autosize
              minRows={4}
              maxRows={8}
              maxLength={homeScriptMaxCharacters}
              description={`${script.length}/${homeScriptMaxCharacters}`}
              aria-label={t('avatars.home.scriptTitle')}
              data-testid="home-script"
            />
            <Button size="md" onClick={create} disabled={!chosen} data-testid="home-create-video">
              {t('avatars.home.create')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
