import { Button, Group, TextInput } from '@mantine/core';
import { IconLink, IconBrandYoutube, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findSampleLink } from '../api/podcast-requests.ts';
import { youtubeUrlError } from '../state/podcast-form.ts';

export interface LinkFieldProps {
  kind: 'website' | 'youtube';
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (the YouTube rule's message); the field sets it on blur. */
  error: string | null;
  onErrorChange: (error: string | null) => void;
  /** The podcast's language: Try Sample offers an article in it when there is one. */
  language: string;
}

/**
 * A website or YouTube link, with 'Try Sample' filling a sample link (spec
 * §2). A YouTube link is checked against the YouTube rule when the field
 * loses focus ('Please enter a valid YouTube URL').
 */
export function LinkField({ kind, value, onChange, error, onErrorChange, language }: LinkFieldProps) {
  const { t } = useTranslation();
  const [isFetchingSample, setIsFetchingSample] = useState(false);

  const trySample = async () => {
    setIsFetchingSample(true);
    try {
      const link = await findSampleLink(kind, language);
      if (link) {
        onChange(link);
        onErrorChange(null);
      }
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsFetchingSample(false);
    }
  };

  const validate = () => {
    if (kind === 'youtube') onErrorChange(youtubeUrlError(value) ? t('podcast.youtube.invalid') : null);
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 260px' }}
        label={t(`podcast.${kind}.label`)}
        placeholder={t(`podcast.${kind}.placeholder`)}
        value={value}
        type="url"
        inputMode="url"
        autoComplete="url"
        leftSection={kind === 'youtube' ? <IconBrandYoutube size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          if (error) onErrorChange(null);
        }}
        onBlur={validate}
        error={error}
        data-testid={`${kind}-url`}
      />
      <Button
        variant="light"
        mt={{ base: 0, xs: 25 }}
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={() => void trySample()}
        loading={isFetchingSample}
        data-testid="try-sample"
      >
        {t('podcast.trySample')}
      </Button>
    </Group>
  );
}
