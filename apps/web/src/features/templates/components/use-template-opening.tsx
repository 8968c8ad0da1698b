import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { requestUseTemplate } from '../api/use-template-request.ts';

export interface UseTemplateOpeningProps {
  templateId: string;
  /** Leaves the hand-over for the gallery (drops `useTemplateId` from the query). */
  onGiveUp: () => void;
}

/**
 * `/templates?useTemplateId={id}&from=official` (site §2, the public site's
 * Use button): a session (a guest one when there is none), the template copied
 * into a new project, then the Editor in place of this address. Says plainly
 * when that fails.
 */
export function UseTemplateOpening({ templateId, onGiveUp }: UseTemplateOpeningProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // One copy per id, also when React runs the effect twice (StrictMode) or the page re-renders.
  const startedIdRef = useRef<string | null>(null);

  useEffect(() => {
    if (startedIdRef.current === templateId) return;
    startedIdRef.current = templateId;
    setFailure(null);
    requestUseTemplate(templateId, { isSilent: true }).then(
      (path) => void navigate(path, { replace: true }),
      (error: unknown) => setFailure(isApiError(error) ? error.msg : String(error)),
    );
  }, [templateId, navigate]);

  if (failure !== null) {
    return (
      <Center py="xl">
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('templates.opening.failedTitle')}
          maw={520}
          data-testid="template-opening-error"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failure}</Text>
            <Button size="xs" variant="light" onClick={onGiveUp} data-testid="template-opening-back">
              {t('templates.opening.back')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  return (
    <Center mih="60vh" data-testid="template-opening">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('templates.opening.title')}</Text>
      </Stack>
    </Center>
  );
}
