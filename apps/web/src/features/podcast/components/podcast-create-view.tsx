import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { podcastOrigins, type StoredFile } from '@talkreel/contract';
import { useFileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { useCreatePodcast } from '../hooks/use-create-podcast.ts';
import { usePodcastForm } from '../hooks/use-podcast-form.ts';
import { useScriptGeneration } from '../hooks/use-script-generation.ts';
import type { UploadedDocument } from '../state/podcast-form.ts';
import { podcastEditorPath } from '../state/podcast-route-param.ts';
import { CreateHostPairDialog } from './create-host-pair-dialog.tsx';
import { PodcastCreateForm } from './podcast-create-form.tsx';
import { ScriptReadyDialog } from './script-ready-dialog.tsx';

function uploadedDocumentOf(file: StoredFile): UploadedDocument {
  return { path: file.full_path, name: file.file_name };
}

export interface PodcastCreateViewProps {
  /** A document uploaded elsewhere (Home's 'Upload a file'): the form opens on the PDF source with it. */
  initialDocument?: UploadedDocument | null;
}

/**
 * `/video-podcast`: the podcast form, then the script overlay while the
 * script is written, then 'Script Ready', whose 'Get Started' opens the
 * script editor (`?data=` with the project, its host pair and its origin).
 */
export function PodcastCreateView({ initialDocument = null }: PodcastCreateViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status } = useSession();
  const { form, update } = usePodcastForm(initialDocument);
  const [youtubeError, setYoutubeError] = useState<string | null>(null);
  const [isCreateHostsOpen, setIsCreateHostsOpen] = useState(false);
  const generation = useScriptGeneration();

  const onDocument = useCallback((file: StoredFile) => update({ sourceDocument: uploadedDocumentOf(file) }), [update]);
  const onScript = useCallback((file: StoredFile) => update({ scriptDocument: uploadedDocumentOf(file) }), [update]);
  const onAudio = useCallback((file: StoredFile) => update({ audioDocument: uploadedDocumentOf(file) }), [update]);
  const documentUpload = useFileUpload({
    purpose: 'podcast_script',
    onUploaded: onDocument,
    ...(initialDocument ? { initialFile: { full_path: initialDocument.path, key: '', file_name: initialDocument.name, file_type: 'pdf', size: 0 } } : {}),
  });
  const scriptUpload = useFileUpload({ purpose: 'podcast_script', onUploaded: onScript });
  const audioUpload = useFileUpload({ purpose: 'podcast_audio', onUploaded: onAudio });

  const { create, isCreating } = useCreatePodcast({
    form,
    sessionStatus: status,
    isBusy: generation.isFollowing,
    onInvalidYouTubeUrl: () => setYoutubeError(t('podcast.youtube.invalid')),
    onCreated: generation.follow,
  });

  const getStarted = () => {
    const ready = generation.readyScript;
    if (!ready || !form.hostPairId) return;
    const file =
      ready.origin === podcastOrigins.uploadedAudio
        ? form.audioDocument
        : ready.origin === podcastOrigins.uploadedScript
          ? form.scriptDocument
          : ready.origin === podcastOrigins.document
            ? form.sourceDocument
            : null;
    generation.dismissReady();
    void navigate(
      podcastEditorPath({ project_id: ready.projectId, podcast_avatar_id: form.hostPairId, selectRadio: ready.origin, ...(file ? { fileData: file } : {}) }),
    );
  };

  return (
    <Stack gap="lg" maw={960} data-testid="podcast-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('podcast.title')}
        </Title>
        <Text c="dimmed">{t('podcast.subtitle')}</Text>
      </Stack>
      <PodcastCreateForm
        form={form}
        update={update}
        youtubeError={youtubeError}
        onYoutubeErrorChange={setYoutubeError}
        documentUpload={documentUpload}
        scriptUpload={scriptUpload}
        audioUpload={audioUpload}
        onCreateHostPair={() => setIsCreateHostsOpen(true)}
        onCreate={() => void create()}
        isBusy={isCreating || generation.isFollowing}
      />
      <CreateHostPairDialog isOpen={isCreateHostsOpen} onClose={() => setIsCreateHostsOpen(false)} onCreated={(pair) => update({ hostPairId: pair.id })} />
      <ScriptReadyDialog isOpen={generation.readyScript !== null} onClose={generation.dismissReady} onGetStarted={getStarted} />
    </Stack>
  );
}
