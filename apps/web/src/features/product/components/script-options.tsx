import { Badge, Group, Paper, SimpleGrid, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SCENE_CHARACTERS, type ScriptChoice } from '../state/script-choice.ts';
import classes from './script-options.module.css';

export interface ScriptOptionsProps {
  choice: ScriptChoice;
  onChoose: (index: number) => void;
  onEditScene: (scriptIndex: number, sceneIndex: number, text: string) => void;
}

/**
 * The three script options as cards (framework, scenes, length), one chosen
 * (a radio group: arrows move the choice), and the chosen one's scenes
 * below, each editable before the video is made.
 */
export function ScriptOptions({ choice, onChoose, onEditScene }: ScriptOptionsProps) {
  const { t } = useTranslation();
  const chosen = choice.scripts[choice.chosenIndex];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const offset = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (offset === 0) return;
    event.preventDefault();
    const next = (index + offset + choice.scripts.length) % choice.scripts.length;
    onChoose(next);
    document.getElementById(`product-script-${next}`)?.focus();
  };

  return (
    <Stack gap="md" data-testid="product-scripts">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="radiogroup" aria-label={t('product.scripts.title')}>
        {choice.scripts.map((script, index) => {
          const isChosen = index === choice.chosenIndex;
          return (
            <UnstyledButton
              key={`${script.style}-${index}`}
              id={`product-script-${index}`}
              className={classes.card}
              role="radio"
              aria-checked={isChosen}
              tabIndex={isChosen ? 0 : -1}
              onClick={() => onChoose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              data-selected={isChosen}
              data-testid="product-script-card"
              data-style={script.style}
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700} data-testid="product-script-title">
                    {script.title}
                  </Text>
                  {isChosen && <IconCheck size={18} color="var(--mantine-color-brand-6)" aria-hidden />}
                </Group>
                <Group gap={6}>
                  <Badge variant="light" size="sm" tt="none" leftSection={<IconClock size={12} aria-hidden />}>
                    {t('product.scripts.duration', { count: Math.round(script.duration_s) })}
                  </Badge>
                  <Badge variant="light" color="gray" size="sm" tt="none">
                    {t('product.scripts.scenes', { count: script.scenes.length })}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={4}>
                  {script.scenes.join(' ')}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {chosen && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid="product-script-editor" data-style={chosen.style}>
          <Stack gap="sm">
            <Text fw={600}>{t('product.scripts.editTitle', { title: chosen.title })}</Text>
            {chosen.scenes.map((scene, sceneIndex) => (
              <Textarea
                key={sceneIndex}
                label={t('product.scripts.scene', { number: sceneIndex + 1 })}
                value={scene}
                onChange={(event) => onEditScene(choice.chosenIndex, sceneIndex, event.currentTarget.value)}
                error={scene.trim() === '' ? t('product.scripts.sceneEmpty') : null}
                maxLength={MAX_SCENE_CHARACTERS}
                autosize
                minRows={2}
                maxRows={6}
                data-testid="product-script-scene"
              />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
