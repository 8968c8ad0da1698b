import { Badge } from '@mantine/core';
import type { TranslationLanguageInfo } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { languageNameOf } from '../state/language-label.ts';

const ENGINE_COLORS = { llm: 'violet', apertium: 'teal', none: 'gray' } as const;

/** What translates into a language here, said plainly: 'LLM', 'Apertium (rule-based, via Spanish)' or 'needs a language model'. */
export function useEngineText(): (language: Pick<TranslationLanguageInfo, 'engine' | 'via'>) => string {
  const { t, i18n } = useTranslation();
  return (language) => {
    if (language.engine === 'llm') return t('videoTranslation.targets.engine.llm');
    if (language.engine === 'apertium') {
      return language.via
        ? t('videoTranslation.targets.engine.apertiumVia', { via: languageNameOf(language.via, i18n.language) })
        : t('videoTranslation.targets.engine.apertium');
    }
    return t('videoTranslation.targets.engine.none');
  };
}

export interface EngineBadgeProps {
  language: Pick<TranslationLanguageInfo, 'engine' | 'via'>;
}

export function EngineBadge({ language }: EngineBadgeProps) {
  const engineText = useEngineText();
  return (
    <Badge
      variant="light"
      color={ENGINE_COLORS[language.engine ?? 'none']}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, maxWidth: '100%' }}
      data-testid="engine-badge"
    >
      {engineText(language)}
    </Badge>
  );
}
