import { Alert, Anchor, Button, Grid, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PodcastHostPair } from '@talkreel/contract';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { watermarkTickOutcome } from '../../../ui/watermark/watermark-choice.ts';
import { hostPairsQueryOptions } from '../api/podcast-query-options.ts';
import { useScriptEditor } from '../hooks/use-script-editor.ts';
import { hostsOf } from '../state/host-pair.ts';
import type { PodcastRouteParam } from '../state/podcast-route-param.ts';
import { scriptOutcomeOf } from '../state/script-outcome.ts';
import { CreateHostPairDialog } from './create-host-pair-dialog.tsx';
import { HostPairStrip } from './host-pair-strip.tsx';
import { PodcastRenderCard } from './podcast-render-card.tsx';
import { ScriptTurnList } from './script-turn-list.tsx';
import type { TurnHost } from './turn-row.tsx';
import { VideoSettingsPanel } from './video-settings-panel.tsx';

/** Placeholder turns while the script loads. */
const SKELETON_TURNS = 5;
const NEW_PODCAST_PATH = '/video-podcast';

export interface ScriptEditorViewProps {
  param: PodcastRouteParam;
}

function writerKeyOf(writer: string | null): 'embedded' | 'llm' | 'upload' | 'recording' | null {
  return writer === 'embedded' || writer === 'llm' || writer === 'upload' || writer === 'recording' ? writer : null;
}

/**
 * `/video-podcast?data=…`: the podcast's script as editable turns, its host
 * pair (changeable), the video's settings, Save, and 'Create video', then
 * the render's progress and the video.
 */
export function ScriptEditorView({ param }: ScriptEditorViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const editor = useScriptEditor(param.project_id, param.podcast_avatar_id, status, t('podcast.video.creditsTitle'));
  const pairs = useQuery(hostPairsQueryOptions());
  const [isCreateHostsOpen, setIsCreateHostsOpen] = useState(false);
  const [isProblemShown, setIsProblemShown] = useState(false);
  const { info, turns, isDirty } = editor;

  // Unsaved edits: the browser asks before the tab is closed or reloaded.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const pair: PodcastHostPair | null =
    pairs.data?.list.find((candidate) => candidate.id === editor.hostPairId) ?? (info?.podcast_avatar?.id === editor.hostPairId ? info.podcast_avatar : null);
  const hosts: [TurnHost, TurnHost] = pair
    ? (hostsOf(pair).map((host) => ({ name: host.name, coverUrl: host.cover_url })) as [TurnHost, TurnHost])
    : [
        { name: t('podcast.editor.hostFallback', { number: 1 }), coverUrl: '' },
        { name: t('podcast.editor.hostFallback', { number: 2 }), coverUrl: '' },
      ];
  const canRemoveWatermark = watermarkTickOutcome(user?.planInfo.plan, true) === 'apply';
  const problemText = editor.problem === 'emptyTurn' ? t('podcast.editor.emptyTurn') : editor.problem === 'noTurns' ? t('podcast.editor.emptyTurns') : null;
  const outcome = info ? scriptOutcomeOf(info) : null;
  const writerKey = writerKeyOf(info?.writer ?? null);
  const writerText = [writerKey ? t(`podcast.editor.writtenBy.${writerKey}`) : null, info?.note].filter(Boolean).join(' ') || null;

  const changeWatermark = (isTicked: boolean) => {
    if (watermarkTickOutcome(user?.planInfo.plan, isTicked) === 'upgrade') {
      void navigate('/?action=buy&source=upgrade');
      return;
    }
    editor.updateSettings({ isWatermarkRemoved: isTicked });
  };

  const runWithProblemsShown = (action: () => Promise<unknown>) => {
    if (editor.problem) {
      setIsProblemShown(true);
      return;
    }
    void action();
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="podcast-editor" data-project-id={param.project_id}>
      <Stack gap={4}>
        <Anchor component={Link} to={NEW_PODCAST_PATH} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('podcast.editor.newPodcast')}
          </Group>
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('podcast.editor.title')}
        </Title>
        {info && (
          <Text c="dimmed" data-testid="podcast-title">
            {info.title || t('podcast.editor.untitled')}
          </Text>
        )}
      </Stack>

      {editor.render && <PodcastRenderCard target={editor.render} />}

      {editor.isLoadFailed && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('podcast.editor.notFound')}>
          <Button mt="sm" size="xs" variant="white" component={Link} to={NEW_PODCAST_PATH}>
            {t('podcast.editor.startOver')}
          </Button>
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('podcast.editor.failed')} data-testid="podcast-script-failed">
          <Text size="sm">{info?.err_msg}</Text>
          <Button mt="sm" size="xs" variant="white" component={Link} to={NEW_PODCAST_PATH}>
            {t('podcast.editor.startOver')}
          </Button>
        </Alert>
      )}
      {outcome === 'writing' && (
        <Paper withBorder radius="lg" p="lg">
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('podcast.editor.writing')}</Text>
          </Group>
        </Paper>
      )}

      {(editor.isLoading || turns) && (
        <>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="sm">
            <HostPairStrip
              selectedId={editor.hostPairId}
              onSelect={(selected) => editor.setHostPairId(selected.id)}
              onCreate={() => setIsCreateHostsOpen(true)}
            />
          </Paper>
          <Grid gutter="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {turns ? (
                <ScriptTurnList turns={turns} setTurns={editor.setTurns} hosts={hosts} isProblemShown={isProblemShown} writerText={writerText} />
              ) : (
                <Stack gap="sm" data-testid="turns-loading" aria-busy>
                  {Array.from({ length: SKELETON_TURNS }, (_, index) => (
                    <Skeleton key={index} height={112} radius="md" />
                  ))}
                </Stack>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} style={{ position: 'sticky', top: 76 }}>
              <VideoSettingsPanel
                settings={editor.settings}
                onChange={editor.updateSettings}
                canRemoveWatermark={canRemoveWatermark}
                onWatermarkChange={changeWatermark}
                isDirty={isDirty}
                problemText={isProblemShown ? problemText : null}
                isSaving={editor.isSaving}
                isCreatingVideo={editor.isCreatingVideo}
                onSave={() => runWithProblemsShown(editor.save)}
                onCreateVideo={() => runWithProblemsShown(editor.createVideo)}
              />
            </Grid.Col>
          </Grid>
        </>
      )}
      <CreateHostPairDialog isOpen={isCreateHostsOpen} onClose={() => setIsCreateHostsOpen(false)} onCreated={(created) => editor.setHostPairId(created.id)} />
    </Stack>
  );
}
