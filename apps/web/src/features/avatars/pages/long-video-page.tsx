import {
  Avatar,
  Box,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Image,
  ScrollArea,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getVoiceByTimbreRoute, renderCreditCosts, type DigitalPerson } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { editorPath } from '../../../ui/videos/editor-path.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { VoiceSelector } from '../../../ui/voice-selector/voice-selector.tsx';
import type { ChosenVoice } from '../../../ui/voice-selector/chosen-voice.ts';
import { watermarkTickOutcome } from '../../../ui/watermark/watermark-choice.ts';
import { createTalkingAvatarVideo } from '../api/avatar-requests.ts';
import { digitalPersonsQueryOptions } from '../../../ui/digital-persons/digital-persons-query-options.ts';
import { TALKING_AVATAR_SCRIPT_KEY } from '../state/long-video-link.ts';

/** The script box's limit before the plan is known: the Free plan's allowance (the smallest). */
const FALLBACK_MAX_CHARACTERS = 1500;
/** A portrait preview stays this narrow, px, so that it fits beside the form on one screen. */
const PORTRAIT_PREVIEW_MAX_WIDTH_PX = 315;

/**
 * `/long-video-from-text` (query: id, library_id, library_name, timbre_id,
 * aspect_ratio, typ, from, avatar_library_id, action_from): the chosen
 * avatar, the script (prefilled from the home tool), its voice, aspect ratio
 * and subtitles → a talking-avatar video, whose render starts at once and
 * which opens in the Editor (`from=talking-avatar`), where it can be changed and rendered again.
 */
export function LongVideoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { status, user } = useSession();
  useDocumentTitle(`${t('avatars.video.title')} · ${t('app.name')}`);
  const persons = useQuery(digitalPersonsQueryOptions());
  const [personId, setPersonId] = useState(searchParams.get('id') ?? '');
  const [script, setScript] = useState(() => localStorage.getItem(TALKING_AVATAR_SCRIPT_KEY) ?? '');
  const [voice, setVoice] = useState<ChosenVoice | null>(null);
  const [isVoiceLoading, setIsVoiceLoading] = useState(false);
  const [aspectRatio, setAspectRatio] = useState<0 | 1>(searchParams.get('aspect_ratio') === '1' ? 1 : 0);
  const [hasSubtitles, setHasSubtitles] = useState(true);
  const [isWatermarkRemoved, setIsWatermarkRemoved] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const person: DigitalPerson | undefined = persons.data?.digital_persons.find((candidate) => candidate.id === personId);
  const maxCharacters = user?.planInfo.characters ?? FALLBACK_MAX_CHARACTERS;
  const isScriptTooLong = script.length > maxCharacters;

  // The avatar's own voice until another is chosen (spec: preset from the avatar's timbre).
  const timbreId = person?.timbre_id ?? searchParams.get('timbre_id');
  useEffect(() => {
    if (!timbreId) return;
    let isCurrent = true;
    setIsVoiceLoading(true);
    apiRequest(getVoiceByTimbreRoute, { query: { timbre_id: timbreId }, isSilent: true })
      .then((found) => isCurrent && setVoice({ id: found.id, name: found.name }))
      .catch(() => undefined)
      .finally(() => isCurrent && setIsVoiceLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [timbreId]);

  const changeScript = (value: string) => {
    setScript(value);
    localStorage.setItem(TALKING_AVATAR_SCRIPT_KEY, value);
  };

  const changeWatermark = (isTicked: boolean) => {
    if (watermarkTickOutcome(user?.planInfo.plan, isTicked) === 'upgrade') {
      void navigate('/?action=buy&source=upgrade');
      return;
    }
    setIsWatermarkRemoved(isTicked);
  };

  const create = async () => {
    if (isCreating || !person || !voice || isScriptTooLong) return;
    if (status !== 'user' && !(await openLogin())) return;
    if (!(await confirmCredits({ title: t('avatars.video.creditsTitle'), creditsNeeded: renderCreditCosts.talking_avatar }))) return;
    setIsCreating(true);
    try {
      const created = await createTalkingAvatarVideo({
        person_id: person.id,
        script,
        tts_voice_id: voice.id,
        aspect_ratio: aspectRatio,
        render_subtitle: hasSubtitles ? 1 : 2,
        watermark: !isWatermarkRemoved,
        create_from: 0,
      });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
      void navigate(editorPath(created.projectId, created.index, 'talking-avatar'));
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreating(false);
    }
  };

  const canCreate = Boolean(person && voice && script.trim() && !isScriptTooLong);
  return (
    <Stack gap="lg" maw={1200} data-testid="long-video-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('avatars.video.title')}
        </Title>
        <Text c="dimmed">{t('avatars.video.subtitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('avatars.engineNote')}
        </Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="sm" data-testid="long-video-avatar">
            {person ? (
              // The frame follows the chosen ratio, and the still covers it as the render does (fit_mode 'cover').
              // Full width (up to the portrait cap): the Card is a flex column, and the frame has no content width of its own.
              <Box w="100%" maw={aspectRatio === 1 ? undefined : PORTRAIT_PREVIEW_MAX_WIDTH_PX} mx="auto">
                {/* The frame's ratio is fixed by CSS and the still is placed absolutely, so the picture's own size can never stretch the frame. */}
                <Box
                  pos="relative"
                  bg="dark.7"
                  style={{
                    aspectRatio: aspectRatio === 1 ? '16 / 9' : '9 / 16',
                    borderRadius: 'var(--mantine-radius-md)',
                    overflow: 'hidden',
                  }}
                  data-testid="long-video-preview"
                  data-aspect-ratio={aspectRatio}
                >
                  <Image
                    src={person.cover_url}
                    alt={t('avatars.video.previewLabel', { name: person.name, ratio: aspectRatio === 1 ? '16:9' : '9:16' })}
                    fit="cover"
                    w="100%"
                    h="100%"
                    style={{ position: 'absolute', inset: 0 }}
                  />
                </Box>
              </Box>
            ) : (
              <Text c="dimmed" ta="center" py="xl">
                {t('avatars.video.noAvatar')} <Link to="/avatars">{t('avatars.gallery.title')}</Link>
              </Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Stack gap={6}>
              <Text fw={600}>{t('avatars.video.chooseAvatar')}</Text>
              <ScrollArea type="auto" offsetScrollbars>
                <Group gap="xs" wrap="nowrap" pb={4}>
                  {(persons.data?.digital_persons ?? []).map((candidate) => (
                    <UnstyledButton
                      key={candidate.id}
                      onClick={() => setPersonId(candidate.id)}
                      aria-label={candidate.name}
                      aria-pressed={candidate.id === personId}
                      data-testid="long-video-person"
                    >
                      <Avatar
                        src={candidate.circle_cover_url}
                        alt={candidate.name}
                        size={56}
                        radius="xl"
                        style={{ outline: candidate.id === personId ? '3px solid var(--mantine-color-blue-6)' : 'none', outlineOffset: 2 }}
                      />
                    </UnstyledButton>
                  ))}
                </Group>
              </ScrollArea>
            </Stack>
            <Textarea
              label={t('avatars.video.script')}
              placeholder={t('avatars.video.scriptPlaceholder')}
              value={script}
              onChange={(event) => changeScript(event.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={14}
              description={`${script.length}/${maxCharacters}`}
              error={isScriptTooLong ? t('avatars.video.scriptTooLong', { count: script.length, max: maxCharacters }) : undefined}
              data-testid="long-video-script"
            />
            <VoiceSelector voice={voice} isLoading={isVoiceLoading} onChange={setVoice} />
            <Group gap="lg" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('avatars.video.aspectRatio')}
                </Text>
                <SegmentedControl
                  data={[
                    { value: '0', label: '9:16' },
                    { value: '1', label: '16:9' },
                  ]}
                  value={String(aspectRatio)}
                  onChange={(value) => setAspectRatio(value === '1' ? 1 : 0)}
                />
              </Stack>
              <Switch label={t('avatars.video.subtitles')} checked={hasSubtitles} onChange={(event) => setHasSubtitles(event.currentTarget.checked)} />
              <Checkbox
                label={t('avatars.video.removeWatermark')}
                checked={isWatermarkRemoved}
                onChange={(event) => changeWatermark(event.currentTarget.checked)}
              />
            </Group>
            <Button size="md" onClick={() => void create()} loading={isCreating} disabled={!canCreate} data-testid="long-video-create">
              {t('avatars.video.create')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
