import { Badge, Stack, Tabs, Title } from '@mantine/core';
import type { TranslationSpeaker } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countOverruns } from '../state/segment-fit.ts';
import { languageNameOf } from '../state/language-label.ts';
import type { SegmentDraft, SegmentTableAction } from '../state/segment-table.ts';
import { SegmentRow } from './segment-row.tsx';

export interface SegmentTableProps {
  drafts: SegmentDraft[];
  speakers: TranslationSpeaker[];
  sourceLanguage: string;
  targetLanguages: string[];
  durationMs: number;
  /** Null: read only. */
  dispatch: ((action: SegmentTableAction) => void) | null;
  /** 3 inside the review (under its own title); 2 where the table is the section. */
  headingOrder: 2 | 3;
}

/** The segments, one target language at a time (a tab per language, with its count of overrunning lines once dubbed). */
export function SegmentTable({ drafts, speakers, sourceLanguage, targetLanguages, durationMs, dispatch, headingOrder }: SegmentTableProps) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(targetLanguages[0] ?? '');
  const segments = drafts.map((draft) => draft.segment);
  const nameOf = (code: string) => languageNameOf(code, i18n.language);
  const sourceLanguageName = nameOf(sourceLanguage);

  const rows = (code: string) => (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('videoTranslation.review.segmentsTitle')}>
      {drafts.map((draft, index) => (
        <SegmentRow
          key={draft.segment.id}
          draft={draft}
          next={drafts[index + 1]}
          number={index + 1}
          speakers={speakers}
          durationMs={durationMs}
          sourceLanguageName={sourceLanguageName}
          language={code}
          languageName={nameOf(code)}
          dispatch={dispatch}
        />
      ))}
    </Stack>
  );

  return (
    <Stack gap="sm" data-testid="segment-table">
      <Title order={headingOrder} fz={headingOrder === 2 ? 20 : 16}>
        {headingOrder === 2 ? t('videoTranslation.review.readOnlyTitle') : t('videoTranslation.review.segmentsTitle')}
      </Title>
      <Tabs value={language} onChange={(value) => value && setLanguage(value)} keepMounted={false}>
        <Tabs.List aria-label={t('videoTranslation.review.languageTabs')}>
          {targetLanguages.map((code) => {
            const overruns = countOverruns(segments, code);
            return (
              <Tabs.Tab
                key={code}
                value={code}
                rightSection={
                  overruns > 0 ? (
                    <Badge size="xs" color="orange" variant="light" tt="none">
                      {t('videoTranslation.fit.overruns', { count: overruns })}
                    </Badge>
                  ) : undefined
                }
              >
                {nameOf(code)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {targetLanguages.map((code) => (
          <Tabs.Panel key={code} value={code} pt="sm">
            {rows(code)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
