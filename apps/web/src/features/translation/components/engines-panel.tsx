import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TranslationLanguageInfo } from '@talkreel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countEngines } from '../state/language-choice.ts';
import { languageNameOf } from '../state/language-label.ts';
import type { TranslationOptions } from '../state/translation-options.ts';

export interface EnginesPanelProps {
  options: TranslationOptions;
  /** The targets offered from the chosen source. */
  languages: readonly TranslationLanguageInfo[];
}

function Entry({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="li">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * What does the work here, honestly: which engine reaches how many
 * languages, the speech recogniser and its quality, lip sync for uploads,
 * and that the original voice is ducked rather than removed.
 */
export function EnginesPanel({ options, languages }: EnginesPanelProps) {
  const { t, i18n } = useTranslation();
  const counts = countEngines(languages);
  const quality = (value: string) => t('videoTranslation.engines.quality', { returnObjects: true })[value] ?? value;
  const { recognizer } = options;
  const recognizerLanguages =
    recognizer?.languages === 'any'
      ? t('videoTranslation.engines.anyLanguage')
      : (recognizer?.languages ?? []).map((code) => languageNameOf(code, i18n.language)).join(', ');

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="translation-engines-title" data-testid="translation-engines">
      <Stack gap="sm">
        <Title order={2} fz={16} id="translation-engines-title">
          {t('videoTranslation.engines.title')}
        </Title>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <Entry title={t('videoTranslation.engines.translation')}>
            {counts.llm > 0 && <Text size="sm">{t('videoTranslation.engines.llmCount', { count: counts.llm })}</Text>}
            {counts.apertium > 0 && <Text size="sm">{t('videoTranslation.engines.apertiumCount', { count: counts.apertium })}</Text>}
            {counts.none > 0 && (
              <Text size="sm" c="dimmed">
                {t('videoTranslation.engines.noneCount', { count: counts.none })}
              </Text>
            )}
          </Entry>
          <Entry title={t('videoTranslation.engines.ownVideos')}>
            <Text size="sm">{t('videoTranslation.engines.ownVideosValue')}</Text>
          </Entry>
          <Entry title={t('videoTranslation.engines.recognizer')}>
            <Text size="sm" data-testid="engines-recognizer">
              {recognizer
                ? t('videoTranslation.engines.recognizerValue', { name: recognizer.name, quality: quality(recognizer.quality), languages: recognizerLanguages })
                : t('videoTranslation.engines.recognizerNone')}
            </Text>
          </Entry>
          <Entry title={t('videoTranslation.engines.lipSync')}>
            <Text size="sm" data-testid="engines-lip-sync">
              {options.lip_sync ? t('videoTranslation.engines.lipSyncValue', { name: options.lip_sync }) : t('videoTranslation.engines.lipSyncNone')}
            </Text>
          </Entry>
          <Entry title={t('videoTranslation.engines.originalVoice')}>
            <Text size="sm">{t('videoTranslation.engines.originalVoiceValue')}</Text>
          </Entry>
        </Stack>
      </Stack>
    </Paper>
  );
}
