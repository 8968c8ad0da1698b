import { Button, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { digitalPersonsQueryOptions } from '../../../ui/digital-persons/digital-persons-query-options.ts';
import classes from './presenter-picker.module.css';

export interface PresenterPickerProps {
  /** Null: no presenter. */
  personId: string | null;
  onChange: (personId: string | null) => void;
}

const SKELETON_COUNT = 6;

/**
 * The presenter (the library's avatars and the person's own, as the home
 * tool and the host pairs list them), or 'No presenter': the product media
 * alone with a voice-over. A radio group: one choice, arrows move it.
 */
export function PresenterPicker({ personId, onChange }: PresenterPickerProps) {
  const { t } = useTranslation();
  const persons = useQuery(digitalPersonsQueryOptions());
  const list = persons.data?.digital_persons ?? [];
  const options = [
    { id: null, name: t('product.video.noPresenter'), cover: null },
    ...list.map((person) => ({ id: person.id, name: person.name, cover: person.cover_url })),
  ];

  // With no option matching (the presenter is gone), the first one takes the Tab stop.
  const tabStop = Math.max(
    0,
    options.findIndex((option) => option.id === personId),
  );
  const moveChoice = (from: number, offset: number) => {
    const next = options[(from + offset + options.length) % options.length];
    if (!next) return;
    onChange(next.id);
    document.getElementById(`product-presenter-${next.id ?? 'none'}`)?.focus();
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="product-presenter-label">
        {t('product.video.presenter')}
      </Text>
      <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
        <SimpleGrid
          cols={{ base: 3, xs: 4, sm: 6, lg: 8 }}
          spacing="xs"
          role="radiogroup"
          aria-labelledby="product-presenter-label"
          data-testid="product-presenter"
          p={2}
        >
          {options.map((option, index) => {
            const isChosen = option.id === personId;
            return (
              <UnstyledButton
                key={option.id ?? 'none'}
                id={`product-presenter-${option.id ?? 'none'}`}
                className={classes.option}
                role="radio"
                aria-checked={isChosen}
                tabIndex={index === tabStop ? 0 : -1}
                onClick={() => onChange(option.id)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    moveChoice(index, 1);
                  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
                    event.preventDefault();
                    moveChoice(index, -1);
                  }
                }}
                data-selected={isChosen}
                data-testid="product-presenter-option"
                data-person-id={option.id ?? ''}
              >
                {option.cover ? (
                  <img className={classes.cover} src={option.cover} alt="" loading="lazy" />
                ) : (
                  <div className={classes.none}>
                    <ThemeIcon variant="light" color="gray" radius="xl" size={36} aria-hidden>
                      <IconUserOff size={18} />
                    </ThemeIcon>
                  </div>
                )}
                <Text size="xs" fw={600} px={6} py={4} truncate="end">
                  {option.name}
                </Text>
              </UnstyledButton>
            );
          })}
          {persons.isPending && Array.from({ length: SKELETON_COUNT }, (_, index) => <Skeleton key={index} className={classes.cover} radius="md" />)}
        </SimpleGrid>
      </ScrollArea.Autosize>
      {persons.isError && (
        <Group gap="xs">
          <Text size="xs" c="red">
            {t('product.video.presentersFailed')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void persons.refetch()}>
            {t('product.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
