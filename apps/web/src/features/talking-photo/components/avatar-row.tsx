import { Group, Loader, ScrollArea, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TalkingPhotoPerson } from '@talkreel/contract';
import { photoFingerprintQueryOptions, talkingPhotoPersonsQueryOptions } from '../api/talking-photo-query-options.ts';
import type { UploadedPhoto } from '../hooks/use-photo-face.ts';
import { groupPhotoTiles, photoKeyOf, tilesSharingAName, type PhotoTile, type PhotoTileGroup } from '../state/photo-tiles.ts';
import type { TalkingPhotoFace } from '../state/talking-photo-form.ts';
import type { UploadState } from '../../../ui/upload-widget/use-file-upload.ts';
import { AVATAR_CIRCLE_SIZE_PX, AvatarCircle } from './avatar-circle.tsx';

/** Spec §9: up to 11 skeleton circles while the list loads. */
const SKELETON_COUNT = 11;

export interface AvatarRowProps {
  face: TalkingPhotoFace | null;
  uploadState: UploadState;
  /** The photos uploaded on this visit that passed the check, newest first. */
  uploadedPhotos: readonly UploadedPhoto[];
  /** Photos (by `photoKeyOf`) the person removed from the row. */
  hiddenPhotoKeys: readonly string[];
  onUpload: () => void;
  onSelectPerson: (person: TalkingPhotoPerson) => void;
  onSelectUploadedPhoto: (photo: UploadedPhoto) => void;
  /** A photo's remove button: every upload of that photo goes. */
  onRemovePhoto: (removed: RemovedPhoto) => void;
}

/** One photo taken off the row: all its stored copies, and which of them were uploaded on this visit or listed. */
export interface RemovedPhoto {
  photoKeys: string[];
  /** The copies' addresses as listed or uploaded, for the server's remove. */
  photoPaths: string[];
  uploadedPhotos: UploadedPhoto[];
  personIds: string[];
}

type RowPhotoTile = PhotoTile & ({ kind: 'uploaded'; photo: UploadedPhoto } | { kind: 'person'; person: TalkingPhotoPerson });

/**
 * The photo tiles by photo: two uploads of one photo (the same stored file,
 * or the same name and the same stored bytes, compared only where names
 * repeat) show as one tile, keyed by the tile shown.
 */
function usePhotoGroups(tiles: readonly RowPhotoTile[]): Map<string, PhotoTileGroup<RowPhotoTile>> {
  const candidates = tilesSharingAName(tiles);
  const fingerprints = useQueries({ queries: candidates.map((tile) => photoFingerprintQueryOptions(tile.url)) });
  const fingerprintByUrl = new Map(candidates.map((tile, index) => [tile.url, fingerprints[index]?.data ?? undefined] as const));
  return new Map(groupPhotoTiles(tiles, (url) => fingerprintByUrl.get(url)).map((group) => [group.shown.key, group]));
}

function removedPhotoOf(group: PhotoTileGroup<RowPhotoTile>): RemovedPhoto {
  const tiles = [group.shown, ...group.copies];
  return {
    photoKeys: tiles.map((tile) => photoKeyOf(tile.url)),
    photoPaths: tiles.map((tile) => tile.url),
    uploadedPhotos: tiles.flatMap((tile) => (tile.kind === 'uploaded' ? [tile.photo] : [])),
    personIds: tiles.flatMap((tile) => (tile.kind === 'person' ? [tile.person.id] : [])),
  };
}

/**
 * 'Select an Avatar': the Upload circle first, then the photos uploaded now,
 * the user's earlier usable photos, then the presets and the user's
 * avatars. The person's own photos have a remove button. An empty list
 * leaves just the Upload circle.
 */
export function AvatarRow({
  face,
  uploadState,
  uploadedPhotos,
  hiddenPhotoKeys,
  onUpload,
  onSelectPerson,
  onSelectUploadedPhoto,
  onRemovePhoto,
}: AvatarRowProps) {
  const { t } = useTranslation();
  const persons = useQuery(talkingPhotoPersonsQueryOptions());
  const isUploading = uploadState.status === 'uploading';
  const isHidden = (url: string) => hiddenPhotoKeys.includes(photoKeyOf(url));
  const shownUploads = uploadedPhotos.filter((photo) => !isHidden(photo.photoPath));
  // The person's own earlier photos first, then the presets and avatars: what they uploaded is at hand.
  const allListed = persons.data?.digital_persons ?? [];
  const listed = [
    ...allListed.filter((person) => person.typ === 'photo' && !isHidden(person.avatar_url)),
    ...allListed.filter((person) => person.typ !== 'photo'),
  ];
  const photoTiles: RowPhotoTile[] = [
    ...shownUploads.map((photo): RowPhotoTile => ({ key: `upload:${photo.photoPath}`, name: photo.name, url: photo.photoPath, kind: 'uploaded', photo })),
    ...listed
      .filter((person) => person.typ === 'photo')
      .map((person): RowPhotoTile => ({ key: `person:${person.id}`, name: person.name, url: person.avatar_url, kind: 'person', person })),
  ];
  const groups = usePhotoGroups(photoTiles);
  const removeButton = (tileKey: string, name: string) => {
    const group = groups.get(tileKey);
    return group ? { remove: { label: t('talkingPhoto.avatars.remove', { name }), onRemove: () => onRemovePhoto(removedPhotoOf(group)) } } : {};
  };

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
          {shownUploads
            .filter((photo) => groups.has(`upload:${photo.photoPath}`))
            .map((photo) => (
              <AvatarCircle
                key={photo.photoPath}
                label={photo.name || t('talkingPhoto.avatars.yourPhoto')}
                imageUrl={photo.photoPath}
                isSelected={face?.kind === 'photo' && face.photoPath === photo.photoPath}
                onClick={() => onSelectUploadedPhoto(photo)}
                testId="avatar-uploaded-photo"
                {...removeButton(`upload:${photo.photoPath}`, photo.name || t('talkingPhoto.avatars.yourPhoto'))}
              />
            ))}
          {persons.isPending &&
            Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <Stack key={index} gap={6} align="center" py={4} data-testid="avatar-skeleton" aria-hidden>
                <Skeleton circle height={AVATAR_CIRCLE_SIZE_PX} />
                <Skeleton height={10} width={48} radius="sm" />
              </Stack>
            ))}
          {listed
            .filter((person) => person.typ !== 'photo' || groups.has(`person:${person.id}`))
            .map((person) => (
              <AvatarCircle
                key={person.id}
                label={person.name}
                imageUrl={person.circle_cover_url || person.cover_url}
                isSelected={face?.kind === 'person' && face.person.id === person.id}
                onClick={() => onSelectPerson(person)}
                testId={person.typ === 'photo' ? 'avatar-person' : 'avatar-preset'}
                {...(person.typ === 'photo' ? removeButton(`person:${person.id}`, person.name) : {})}
              />
            ))}
        </Group>
      </ScrollArea>
      {persons.isPending && <VisuallyHidden role="status">{t('talkingPhoto.avatars.loading')}</VisuallyHidden>}
    </Stack>
  );
}
