import { Group, Loader, ScrollArea, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TalkingPhotoPerson } from '@talkreel/contract';
import { talkingPhotoPersonsQueryOptions } from '../api/talking-photo-query-options.ts';
import type { TalkingPhotoFace } from '../state/talking-photo-form.ts';
import type { UploadState } from '../../../ui/upload-widget/use-file-upload.ts';
import { AVATAR_CIRCLE_SIZE_PX, AvatarCircle } from './avatar-circle.tsx';

/** Spec §9: up to 11 skeleton circles while the list loads. */
const SKELETON_COUNT = 11;

export interface AvatarRowProps {
  face: TalkingPhotoFace | null;
  uploadState: UploadState;
  /** The photo uploaded on this visit, once it passed the check. */
  uploadedPhotoPath: string | null;
  onUpload: () => void;
  onSelectPerson: (person: TalkingPhotoPerson) => void;
  onSelectUploadedPhoto: () => void;
}

/**
 * 'Select an Avatar': the Upload circle first, then the photo uploaded now,
 * then the avatar list (the user's earlier usable photos). An empty list
 * leaves just the Upload circle.
 */
export function AvatarRow({ face, uploadState, uploadedPhotoPath, onUpload, onSelectPerson, onSelectUploadedPhoto }: AvatarRowProps) {
  const { t } = useTranslation();
  const persons = useQuery(talkingPhotoPersonsQueryOptions());
  const isUploading = uploadState.status === 'uploading';

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg" id="avatar-row-title">
        {t('talkingPhoto.avatars.title')}
      </Title>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Group gap="sm" wrap="nowrap" align="flex-start" role="group" aria-labelledby="avatar-row-title" data-testid="avatar-row" pb={4}>
          <AvatarCircle
            label={isUploading ? t('talkingPhoto.avatars.uploading', { percent: uploadState.percent }) : t('talkingPhoto.avatars.upload')}
            onClick={onUpload}
            isDashed
            testId="avatar-upload"
          >
            {isUploading ? <Loader size="sm" /> : <IconUpload size={24} aria-hidden />}
          </AvatarCircle>
          {uploadedPhotoPath && (
            <AvatarCircle
              label={t('talkingPhoto.avatars.yourPhoto')}
              imageUrl={uploadedPhotoPath}
              isSelected={face?.kind === 'photo' && face.photoPath === uploadedPhotoPath}
              onClick={onSelectUploadedPhoto}
              testId="avatar-uploaded-photo"
            />
          )}
          {persons.isPending &&
            Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <Stack key={index} gap={6} align="center" py={4} data-testid="avatar-skeleton" aria-hidden>
                <Skeleton circle height={AVATAR_CIRCLE_SIZE_PX} />
                <Skeleton height={10} width={48} radius="sm" />
              </Stack>
            ))}
          {persons.data?.digital_persons
            .filter((person) => person.avatar_url !== uploadedPhotoPath)
            .map((person) => (
              <AvatarCircle
                key={person.id}
                label={person.name}
                imageUrl={person.circle_cover_url || person.cover_url}
                isSelected={face?.kind === 'person' && face.person.id === person.id}
                onClick={() => onSelectPerson(person)}
                testId={person.typ === 'photo' ? 'avatar-person' : 'avatar-preset'}
              />
            ))}
        </Group>
      </ScrollArea>
      {persons.isPending && <VisuallyHidden role="status">{t('talkingPhoto.avatars.loading')}</VisuallyHidden>}
    </Stack>
  );
}
