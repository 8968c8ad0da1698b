import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/i18n.ts';

const LABEL_KEY_BY_LANGUAGE = { en: 'language.en', 'zh-CN': 'language.zhCN' } as const satisfies Record<SupportedLanguage, string>;

/** The top bar's language menu: English or Simplified Chinese, remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('topBar.language')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topBar.language')} data-testid="language-switch">
            <IconLanguage size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((language) => {
          const isCurrent = i18n.resolvedLanguage === language;
          return (
            <Menu.Item
              key={language}
              lang={language}
              onClick={() => changeLanguage(language)}
              rightSection={isCurrent ? <IconCheck size={14} aria-hidden /> : null}
              aria-current={isCurrent ? 'true' : undefined}
            >
              {t(LABEL_KEY_BY_LANGUAGE[language])}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
