import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VoiceItem } from '@talkreel/contract';
import { useSession } from '../../session/hooks/use-session.ts';
import { acceptAttributeFor } from '../../../ui/upload-widget/allowed-upload-kinds.ts';
import { AvatarRow } from '../components/avatar-row.tsx';
import { MotionForm } from '../components/motion-form.tsx';
import { PhotoGuidelinesDialog } from '../components/photo-guidelines-dialog.tsx';
import { TalkingPhotoPreview } from '../components/talking-photo-preview.tsx';
import { useAudioUpload } from '../hooks/use-audio-upload.ts';
import { useCreateTalkingPhoto } from '../hooks/use-create-talking-photo.ts';
import { usePhotoFace } from '../hooks/use-photo-face.ts';
import { useTalkingPhotoForm } from '../hooks/use-talking-photo-form.ts';
import { openPhotoGuidelines } from '../state/photo-guidelines-store.ts';
import type { TalkingPhotoFace, UploadedAudio } from '../state/talking-photo-form.ts';
import { findRemoveWatermarkChoice, rememberRemoveWatermarkChoice, watermarkTickOutcome } from '../state/watermark-choice.ts';

/** The script box's limit before the plan is known: the Free plan's allowance (the smallest). */
const FALLBACK_MAX_CHARACTERS = 1500;

/**
 * `/talking-photo` (query source, trace_id): the preview on the left, the
 * avatar row and the motion form on the right (stacked on a phone).
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
  const photoFace = usePhotoFace({ onFace, onVoice });
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
          if (file) void photoFace.upload.startUpload(file);
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
              uploadedPhotoPath={photoFace.uploadedPhotoPath}
              onUpload={() => void uploadPhoto()}
              onSelectPerson={photoFace.selectPerson}
              onSelectUploadedPhoto={photoFace.selectUploadedPhoto}
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
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <PhotoGuidelinesDialog />
    </Stack>
  );
}
