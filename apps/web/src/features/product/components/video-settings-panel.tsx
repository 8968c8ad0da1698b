import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLanguageChoice } from '../../../ui/language-names/format-language-name.ts';
import type { ChosenVoice } from '../../../ui/voice-selector/chosen-voice.ts';
import { VoiceSelector } from '../../../ui/voice-selector/voice-selector.tsx';
import { productScriptOptionsQueryOptions } from '../api/product-query-options.ts';
import {
  PRODUCT_ASPECT_RATIOS,
  PRODUCT_SCRIPT_STYLES,
  PRODUCT_VIDEO_DURATIONS_S,
  type ProductVideoSettings,
  type ProductAspectRatio,
  type ProductVideoDurationS,
} from '../state/product-video-settings.ts';
import { PresenterPicker } from './presenter-picker.tsx';

const ASPECT_RATIO_KEYS = { 0: 'portrait', 1: 'landscape', 2: 'square' } as const satisfies Record<ProductAspectRatio, string>;

export interface VideoSettingsPanelProps {
  settings: ProductVideoSettings;
  onChange: (changes: Partial<ProductVideoSettings>) => void;
}

/**
 * 'Make the video': the script framework, the presenter (or none), the
 * voice (optional: the presenter's own otherwise), the frame, the length and
 * the script language (those the writers here can write).
 */
export function VideoSettingsPanel({ settings, onChange }: VideoSettingsPanelProps) {
  const { t, i18n } = useTranslation();
  const options = useQuery(productScriptOptionsQueryOptions()).data;
  const [voice, setVoice] = useState<ChosenVoice | null>(null);
  const writable = new Set(options?.topic_languages ?? [settings.language]);
  const languages = (options?.languages ?? []).filter((language) => writable.has(language.value));
  const languageData =
    languages.length > 0
      ? languages.map((language) => ({ value: language.value, label: formatLanguageChoice(language, i18n.language) }))
      : [{ value: settings.language, label: settings.language }];
  const hasUnwritable = options !== undefined && options.topic_languages.length < options.languages.length;

  const firstWritable = languages[0]?.value;
  const isLanguageWritable = options === undefined || writable.has(settings.language);
  // A language the writers here cannot write (Chinese on a server without it): the first one they can.
  useEffect(() => {
    if (!isLanguageWritable && firstWritable) onChange({ language: firstWritable });
  }, [firstWritable, isLanguageWritable, onChange]);

  const chooseVoice = (chosen: ChosenVoice | null) => {
    setVoice(chosen);
    onChange({ voiceId: chosen?.id ?? null });
  };

  return (
    <Stack gap="md" data-testid="product-video-settings">
      <Select
        label={t('product.video.style')}
        description={t('product.video.styleHint')}
        data={PRODUCT_SCRIPT_STYLES.map((style) => ({ value: style, label: t(`product.styles.${style}`) }))}
        value={settings.style}
        onChange={(value) => {
          const style = PRODUCT_SCRIPT_STYLES.find((candidate) => candidate === value);
          if (style) onChange({ style });
        }}
        allowDeselect={false}
        data-testid="product-style"
      />
      <PresenterPicker personId={settings.personId} onChange={(personId) => onChange({ personId })} />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('product.video.voice')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <div style={{ flex: 1, minWidth: 0 }}>
            <VoiceSelector voice={voice} isLoading={false} onChange={chooseVoice} />
          </div>
          {voice && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => chooseVoice(null)}
              data-testid="product-voice-clear"
            >
              {t('product.video.voiceClear')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {settings.personId ? t('product.video.voiceHintPresenter') : t('product.video.voiceHintNone')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={6}>
          <Text size="sm" fw={500} id="product-ratio-label">
            {t('product.video.ratio')}
          </Text>
          <SegmentedControl
            aria-labelledby="product-ratio-label"
            value={String(settings.aspectRatio)}
            onChange={(value) => onChange({ aspectRatio: PRODUCT_ASPECT_RATIOS.find((ratio) => String(ratio) === value) ?? 0 })}
            data={PRODUCT_ASPECT_RATIOS.map((ratio) => ({ value: String(ratio), label: t(`product.ratios.${ASPECT_RATIO_KEYS[ratio]}`) }))}
            fullWidth
            data-testid="product-ratio"
          />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="product-duration-label">
            {t('product.video.duration')}
          </Text>
          <SegmentedControl
            aria-labelledby="product-duration-label"
            value={String(settings.durationS)}
            onChange={(value) =>
              onChange({ durationS: PRODUCT_VIDEO_DURATIONS_S.find((duration) => String(duration) === value) ?? (30 as ProductVideoDurationS) })
            }
            data={PRODUCT_VIDEO_DURATIONS_S.map((duration) => ({ value: String(duration), label: t('product.video.seconds', { count: duration }) }))}
            fullWidth
            data-testid="product-duration"
          />
        </Stack>
      </SimpleGrid>
      <Select
        label={t('product.video.language')}
        description={hasUnwritable ? t('product.video.languagesHint') : undefined}
        data={languageData}
        value={settings.language}
        onChange={(value) => value && onChange({ language: value })}
        searchable
        allowDeselect={false}
        maxDropdownHeight={320}
        data-testid="product-language"
      />
    </Stack>
  );
}
