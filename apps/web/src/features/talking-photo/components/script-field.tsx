import { Button, Group, Text, Textarea } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickSampleScript } from '../../../ui/sample-script/sample-script.ts';

export interface ScriptFieldProps {
  script: string;
  /** Spec §5: the plan's characters allowance. */
  maxCharacters: number;
  onChange: (script: string) => void;
}

/** The script box with its n/max counter and 'Randomize' (one of 20 sample scripts in the page's language). */
export function ScriptField({ script, maxCharacters, onChange }: ScriptFieldProps) {
  const { t } = useTranslation();
  const randomize = () => onChange(pickSampleScript(t('talkingPhoto.form.sampleScripts', { returnObjects: true }), script).slice(0, maxCharacters));
  return (
    <div>
      <Textarea
        label={t('talkingPhoto.form.scriptLabel')}
        placeholder={t('talkingPhoto.form.scriptPlaceholder')}
        value={script}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, maxCharacters))}
        maxLength={maxCharacters}
        autosize
        minRows={6}
        maxRows={12}
        data-testid="script-input"
      />
      <Group justify="space-between" mt={6}>
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowsShuffle size={16} aria-hidden />} onClick={randomize} data-testid="randomize-script">
          {t('talkingPhoto.form.randomize')}
        </Button>
        <Text size="xs" c={script.length >= maxCharacters ? 'red.6' : 'dimmed'} ff="monospace" data-testid="script-counter" aria-live="polite">
          {t('talkingPhoto.form.counter', { count: script.length, max: maxCharacters })}
        </Text>
      </Group>
    </div>
  );
}
