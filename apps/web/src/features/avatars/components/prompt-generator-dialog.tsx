import { Button, Chip, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookPromptsQueryOptions } from '../api/avatar-requests.ts';

export interface PromptGeneratorDialogProps {
  type: 1 | 2 | null;
  onClose: () => void;
  onUse: (prompt: string) => void;
}

const storageKey = (type: 1 | 2) => `talkreel.lookPromptIds.${type === 1 ? 'detail' : 'background'}`;

/**
 * 'Detail / Background Prompt Generator' (spec §2, §4): keywords by category,
 * one choice per category (choosing another unchecks the first, pressing the
 * chosen one again unchecks it), Random Combination, and 'Use this prompt'
 * with the comma-joined text. The chosen ids are kept per type in local
 * storage and cleared when the dialog opens.
 */
export function PromptGeneratorDialog({ type, onClose, onUse }: PromptGeneratorDialogProps) {
  const { t, i18n } = useTranslation();
  const prompts = useQuery({ ...lookPromptsQueryOptions(type ?? 1, i18n.language), enabled: type !== null });
  const [chosen, setChosen] = useState<Record<string, number>>({});
  useEffect(() => {
    if (type === null) return;
    localStorage.removeItem(storageKey(type));
    setChosen({});
  }, [type]);
  const categories = prompts.data?.prompt_list ?? [];
  const choose = (next: Record<string, number>) => {
    setChosen(next);
    if (type) localStorage.setItem(storageKey(type), JSON.stringify(Object.values(next)));
  };
  const toggle = (category: string, id: number) => {
    const next = { ...chosen };
    if (next[category] === id) delete next[category];
    else next[category] = id;
    choose(next);
  };
  const randomize = () =>
    choose(Object.fromEntries(categories.map((category) => [category.category, category.prompts[Math.floor(Math.random() * category.prompts.length)]!.id])));
  const text = categories
    .flatMap((category) => category.prompts.filter((prompt) => chosen[category.category] === prompt.id).map((prompt) => prompt.prompt))
    .join(', ');
  return (
    <Modal
      opened={type !== null}
      onClose={onClose}
      title={type === 2 ? t('avatars.wizard.backgroundGenerator') : t('avatars.wizard.detailGenerator')}
      size="lg"
      data-testid="prompt-generator"
    >
      <ScrollArea.Autosize mah="60vh">
        <Stack gap="md">
          {categories.map((category) => (
            <Stack key={category.category} gap={6}>
              <Text size="sm" fw={600}>
                {category.category}
              </Text>
              <Group gap={6}>
                {category.prompts.map((prompt) => (
                  <Chip key={prompt.id} size="sm" checked={chosen[category.category] === prompt.id} onChange={() => toggle(category.category, prompt.id)}>
                    {prompt.title}
                  </Chip>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={randomize}>
          {t('avatars.wizard.randomCombination')}
        </Button>
        <Button
          disabled={!text}
          onClick={() => {
            onUse(text);
            onClose();
          }}
          data-testid="prompt-use"
        >
          {t('avatars.wizard.usePrompt')}
        </Button>
      </Group>
    </Modal>
  );
}
