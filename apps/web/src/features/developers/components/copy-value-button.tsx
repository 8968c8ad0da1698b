import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Copies `value` to the clipboard; says 'Copied' for two seconds. */
export function CopyValueButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('developers.copied') : t('developers.copy')} withArrow>
          <ActionIcon
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : 'gray'}
            size="lg"
            onClick={copy}
            aria-label={copied ? t('developers.copied') : t('developers.copy')}
            data-testid={testId}
            data-copied={copied}
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
