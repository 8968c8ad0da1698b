import { Box, Center, Image, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhotoCheck } from '../hooks/use-photo-face.ts';
import type { TalkingPhotoFace } from '../state/talking-photo-form.ts';
import { PhotoCheckResult } from './photo-check-result.tsx';

export interface TalkingPhotoPreviewProps {
  face: TalkingPhotoFace | null;
  check: PhotoCheck;
}

function previewUrlOf(face: TalkingPhotoFace | null, check: PhotoCheck): string | null {
  // The photo being checked shows under the check's spinner.
  if (check.status === 'checking') return check.previewUrl;
  if (face) return face.kind === 'person' ? face.person.avatar_url || face.person.cover_url : face.previewUrl;
  // A photo the check refused, with nothing chosen before, is still shown so its problems make sense.
  return check.status === 'none' ? null : check.previewUrl;
}

/** The left preview: the selected avatar or photo (a refused upload leaves the one chosen before), the check's findings under it. */
export function TalkingPhotoPreview({ face, check }: TalkingPhotoPreviewProps) {
  const { t } = useTranslation();
  const previewUrl = previewUrlOf(face, check);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={0} bg="gray.0" style={{ overflow: 'hidden' }} aria-label={t('talkingPhoto.preview.label')} role="img">
        <Box pos="relative" h={previewUrl ? { base: 340, sm: 420, md: 520 } : { base: 180, sm: 320, md: 520 }}>
          {previewUrl ? (
            <Image src={previewUrl} alt="" h="100%" w="100%" fit="contain" data-testid="talking-photo-preview" data-face={face?.kind ?? 'none'} />
          ) : (
            <Center h="100%" px="xl">
              <Stack align="center" gap="sm" maw={260}>
                <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                  <IconPhoto size={28} stroke={1.6} />
                </ThemeIcon>
                <Text size="sm" c="dimmed" ta="center" data-testid="talking-photo-preview-empty">
                  {t('talkingPhoto.preview.empty')}
                </Text>
              </Stack>
            </Center>
          )}
          {check.status === 'checking' && (
            <Center pos="absolute" inset={0} bg="rgba(255,255,255,0.7)" data-testid="photo-checking">
              <Stack align="center" gap="xs">
                <Loader />
                <Text size="sm" fw={600}>
                  {t('talkingPhoto.preview.checking')}
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
      </Paper>
      <PhotoCheckResult check={check} keptFace={face !== null && previewUrl !== (check.status === 'none' ? null : check.previewUrl)} />
    </Stack>
  );
}
