import { Alert, Group, Image, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhotoCheck } from '../hooks/use-photo-face.ts';

export interface PhotoCheckResultProps {
  check: PhotoCheck;
  /** The preview still shows the face chosen before (the checked photo was refused): the photo and that note go in the message. */
  keptFace: boolean;
}

/** The refused photo, small, beside its message, and the note that the face chosen before stays. */
function KeptFaceNote({ check }: { check: Exclude<PhotoCheck, { status: 'none' }> }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="center" mt={6}>
      <Image src={check.previewUrl} alt={t('talkingPhoto.check.refusedPhoto')} w={48} h={48} radius="sm" fit="cover" data-testid="refused-photo" />
      <Text size="sm">{t('talkingPhoto.check.keptPrevious')}</Text>
    </Group>
  );
}

/** The guidelines check of the uploaded photo: each problem's message; blocking ones mean the photo is not used. */
export function PhotoCheckResult({ check, keptFace }: PhotoCheckResultProps) {
  const { t } = useTranslation();
  if (check.status === 'none' || check.status === 'checking') return null;
  if (check.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX aria-hidden />} data-testid="photo-check" data-result="failed">
        <Stack gap={0}>
          {t('talkingPhoto.check.failed')}
          {keptFace && <KeptFaceNote check={check} />}
        </Stack>
      </Alert>
    );
  }
  const result = !check.isUsable ? 'blocked' : check.problems.length > 0 ? 'warnings' : 'usable';
  const color = result === 'blocked' ? 'red' : result === 'warnings' ? 'orange' : 'green';
  const icon = result === 'blocked' ? <IconCircleX aria-hidden /> : result === 'warnings' ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />;
  return (
    <Alert color={color} variant="light" icon={icon} title={t(`talkingPhoto.check.${result}`)} data-testid="photo-check" data-result={result} role="status">
      {check.problems.length > 0 && (
        <List size="sm" spacing={4}>
          {check.problems.map((problem) => (
            <List.Item key={problem.code} data-testid="photo-problem" data-code={problem.code} data-blocking={problem.blocking}>
              <Text span size="sm" fw={600}>
                {problem.blocking ? t('talkingPhoto.check.blocking') : t('talkingPhoto.check.warning')}:
              </Text>{' '}
              {problem.message}
            </List.Item>
          ))}
        </List>
      )}
      {result === 'blocked' && keptFace && <KeptFaceNote check={check} />}
    </Alert>
  );
}
