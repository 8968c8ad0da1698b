import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The product mark and name, linking Home. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/" aria-label={`${t('app.name')}, ${t('nav.home')}`}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" aria-hidden>
          <IconPlayerPlayFilled size={16} />
        </ThemeIcon>
        <Text fw={700} size="lg" visibleFrom="xs">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
