import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { VoiceItem } from '@talkreel/contract';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { acceptAttributeFor } from '../../../ui/upload-widget/allowed-upload-kinds.ts';
import { TALKING_PHOTO_QUERY_KEYS } from '../api/talking-photo-query-options.ts';
import { removeTalkingPhotoPersons } from '../api/talking-photo-requests.ts';
import { AvatarRow, type RemovedPhoto } from '../components/avatar-row.tsx';
import { MotionForm } from '../components/motion-form.tsx';
import { VoiceGenderDialog } from '../components/voice-gender-dialog.tsx';
import { PhotoGuidelinesDialog } from '../components/photo-guidelines-dialog.tsx';
import { TalkingPhotoPreview } from '../components/talking-photo-preview.tsx';
import { useAudioUpload } from '../hooks/use-audio-upload.ts';
import { useCreateTalkingPhoto } from '../hooks/use-create-talking-photo.ts';
import { usePhotoFace } from '../hooks/use-photo-face.ts';
import { useTalkingPhotoForm } from '../hooks/use-talking-photo-form.ts';
import { openPhotoGuidelines } from '../state/photo-guidelines-store.ts';
import { findHiddenPhotoKeys, hidePhotos } from '../state/photo-tiles.ts';
import { readHandedOverPhoto, TALKING_PHOTO_HANDOVER_PARAMS } from '../../../ui/handover/photo-handover.ts';
import type { TalkingPhotoFace, UploadedAudio } from '../state/talking-photo-form.ts';
import { findRemoveWatermarkChoice, rememberRemoveWatermarkChoice, watermarkTickOutcome } from '../../../ui/watermark/watermark-choice.ts';

/** The script box's limit before the plan is known: the Free plan's allowance (the smallest). */
const FALLBACK_MAX_CHARACTERS = 1500;

/**
 * `/talking-photo` (query source, trace_id): the preview on the left, the
 * avatar row and the motion form on the right (stacked on a phone). A photo
 * handed over by Home's 'Upload a file' (`photo`, `name`) is checked at once.
 */
export function TalkingPhotoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const { form, update, reset } = useTalkingPhotoForm();
  const photoInputRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(`${t('talkingPhoto.title')} · ${t('app.name')}`);

  const username = user?.username ?? '';
  const plan = user?.planInfo.plan;
  const canRemoveWatermark = watermarkTickOutcome(plan, true) === 'apply';

  // Spec §4: the watermark choice comes back per username; a plan that cannot remove it starts unticked.
  useEffect(() => {
    if (status === 'loading') return;
    update({ isWatermarkRemoved: canRemoveWatermark && findRemoveWatermarkChoice(username) });
  }, [canRemoveWatermark, status, update, username]);

  const onFace = useCallback((face: TalkingPhotoFace | null) => update({ face }), [update]);
  const onVoice = useCallback((voice: VoiceItem) => update({ voice: { id: voice.id, name: voice.name } }), [update]);
  const onAudio = useCallback((audio: UploadedAudio) => update({ audio }), [update]);
  const photoFace = usePhotoFace({ face: form.face, onFace, onVoice });
  // A guest has no username: its photos (its own files, by key) are remembered as this browser's guest's.
  const photoOwner = username || 'guest';
  const [hiddenPhotoKeys, setHiddenPhotoKeys] = useState<string[]>([]);
  useEffect(() => setHiddenPhotoKeys(findHiddenPhotoKeys(photoOwner)), [photoOwner]);

  // Home's 'Upload a file' hands a photo over once: it is checked, and the address forgets it.
  const [searchParams, setSearchParams] = useSearchParams();
  const handedOverPhoto = readHandedOverPhoto(searchParams);
  const { checkStoredPhoto } = photoFace;
  const handedOverRef = useRef<string | null>(null);
  useEffect(() => {
    if (!handedOverPhoto || status === 'loading' || handedOverRef.current === handedOverPhoto.full_path) return;
    handedOverRef.current = handedOverPhoto.full_path;
    checkStoredPhoto(handedOverPhoto);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const param of TALKING_PHOTO_HANDOVER_PARAMS) next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [checkStoredPhoto, handedOverPhoto, setSearchParams, status]);

  // A removed photo goes at once (and stays off on this browser); the server then leaves it out of the list, kept for the videos made from it.
  const queryClient = useQueryClient();
  const removePhoto = ({ photoKeys, photoPaths, uploadedPhotos, personIds }: RemovedPhoto) => {
    setHiddenPhotoKeys(hidePhotos(photoOwner, photoKeys));
    for (const photo of uploadedPhotos) photoFace.removeUploadedPhoto(photo);
    if (form.face?.kind === 'person' && personIds.includes(form.face.person.id)) update({ face: null });
    void removeTalkingPhotoPersons(photoPaths)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: TALKING_PHOTO_QUERY_KEYS.persons }));
  };
  const audioUpload = useAudioUpload(onAudio);
  const { create, isCreating } = useCreateTalkingPhoto(form, status, reset);

  const uploadPhoto = async () => {
    if ((await openPhotoGuidelines()) === 1) photoInputRef.current?.click();
  };

  const changeWatermark = (isTicked: boolean) => {
    if (watermarkTickOutcome(plan, isTicked) === 'upgrade') {
      void navigate('/?action=buy&source=upgrade');
      return;
    }
    update({ isWatermarkRemoved: isTicked });
    rememberRemoveWatermarkChoice(username, isTicked);
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="talking-photo-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('talkingPhoto.title')}
        </Title>
        <Text c="dimmed">{t('talkingPhoto.subtitle')}</Text>
        <Text size="sm" c="dimmed" data-testid="talking-photo-engine-note">
          {t('talkingPhoto.engineNote')}
        </Text>
      </Stack>
      <input
        ref={photoInputRef}
        type="file"
        hidden
        accept={acceptAttributeFor('talking_photo')}
        data-testid="photo-upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void photoFace.startUpload(file);
        }}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TalkingPhotoPreview face={form.face} check={photoFace.check} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <AvatarRow
              face={form.face}
              uploadState={photoFace.upload.state}
              uploadedPhotos={photoFace.uploadedPhotos}
              hiddenPhotoKeys={hiddenPhotoKeys}
              onUpload={() => void uploadPhoto()}
              onSelectPerson={photoFace.selectPerson}
              onSelectUploadedPhoto={photoFace.selectUploadedPhoto}
              onRemovePhoto={removePhoto}
            />
            <MotionForm
              form={form}
              update={update}
              maxCharacters={user?.planInfo.characters ?? FALLBACK_MAX_CHARACTERS}
              isVoiceLoading={photoFace.isVoiceLoading}
              audioUpload={audioUpload}
              canRemoveWatermark={canRemoveWatermark}
              onWatermarkChange={changeWatermark}
              onCreate={() => void create()}
              isCreating={isCreating}
              isPhotoChecking={photoFace.check.status === 'checking'}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <PhotoGuidelinesDialog />
      <VoiceGenderDialog />
    </Stack>
  );
}
