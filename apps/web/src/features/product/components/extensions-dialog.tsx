import { Alert, Badge, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandChrome, IconInfoCircle, IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ExtensionsDialogProps {
  opened: boolean;
  onClose: () => void;
  onAddByHand: () => void;
  isStartingManual: boolean;
}

const NOT_OFFERED_ID = 'extensions-not-offered';

/**
 * The extensions dialog (site §2), opened when a link cannot be analysed:
 * the spec's texts, said honestly: the Chrome extension is not offered on a
 * store yet, so 'Get Chrome Extension' is disabled and points to why, and
 * the way on is adding the product's media by hand.
 */
export function ExtensionsDialog({ opened, onClose, onAddByHand, isStartingManual }: ExtensionsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('product.extensions.title')}
      size={520}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
      data-testid="extensions-dialog"
    >
      <Stack gap="md">
        <Text data-testid="extensions-blocked">{t('product.extensions.blocked')}</Text>
        <Stack gap="xs" p="md" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 12 }}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              <IconBrandChrome size={18} />
            </ThemeIcon>
            <Text fw={600} data-testid="extensions-supports">
              {t('product.extensions.supports')}
            </Text>
          </Group>
          <List type="ordered" spacing={4} size="sm" data-testid="extensions-steps">
            <List.Item>{t('product.extensions.stepVisit')}</List.Item>
            <List.Item>{t('product.extensions.stepWait')}</List.Item>
          </List>
          <Group gap="xs">
            <Button leftSection={<IconBrandChrome size={16} aria-hidden />} disabled aria-describedby={NOT_OFFERED_ID} data-testid="extensions-get">
              {t('product.extensions.get')}
            </Button>
            <Badge variant="light" color="gray" tt="none">
              {t('product.extensions.comingSoon')}
            </Badge>
          </Group>
        </Stack>
        <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} aria-hidden />} id={NOT_OFFERED_ID} data-testid="extensions-not-offered">
          {t('product.extensions.notOffered')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="extensions-close">
            {t('product.extensions.tryAnother')}
          </Button>
          <Button leftSection={<IconPhotoPlus size={16} aria-hidden />} onClick={onAddByHand} loading={isStartingManual} data-testid="extensions-add-by-hand">
            {t('product.extensions.addByHand')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
