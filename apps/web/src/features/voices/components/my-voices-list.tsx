import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';
import { myVoicesQueryOptions } from '../api/voice-query-options.ts';
import type { VoicePreview } from '../hooks/use-voice-preview.ts';
import { MyVoiceTags } from './my-voice-tags.tsx';
import { VoiceCard } from './voice-card.tsx';
import { VoiceGridSkeleton } from './voice-grid-skeleton.tsx';
import { VoiceListMessage } from './voice-list-message.tsx';

/** Skeleton cards while My Voices loads: most people have a handful. */
const MY_VOICES_SKELETON_COUNT = 6;

export interface MyVoicesListProps {
  preview: VoicePreview;
  columns: number;
  selectedVoiceId?: string | null;
  /** Without it the list only plays (the /voice page). */
  onSelect?: (voice: VoiceItem) => void;
  /** The empty state's action: where a person makes their first voice. */
  onCreateVoice?: () => void;
}

/** My Voices (GET /timbre/user/list), newest first, in the dialog's tab and on the /voice page. */
export function MyVoicesList({ preview, columns, selectedVoiceId = null, onSelect, onCreateVoice }: MyVoicesListProps) {
  const { t } = useTranslation();
  const voices = useQuery(myVoicesQueryOptions());
  // Read once per mount: 'New' does not need to expire while the list is on screen.
  const [nowMs] = useState(() => Date.now());

  if (voices.isPending) return <VoiceGridSkeleton columns={columns} count={MY_VOICES_SKELETON_COUNT} />;
  if (voices.isError) {
    return (
      <VoiceListMessage
        testId="voice-list-error"
        message={t('voices.list.loadFailed')}
        actionLabel={t('voices.list.retry')}
        onAction={() => void voices.refetch()}
      />
    );
  }
  if (voices.data.length === 0) {
    return (
      <VoiceListMessage
        testId="my-voices-empty"
        message={t('voices.list.myEmpty')}
        actionLabel={onCreateVoice ? t('voices.list.myEmptyAction') : undefined}
        onAction={onCreateVoice}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="sm" p={2} data-testid="my-voices-list">
      {voices.data.map((voice) => (
        <VoiceCard
          key={voice.id}
          voice={voice}
          preview={preview}
          isSelected={voice.id === selectedVoiceId}
          onSelect={onSelect}
          leadingTags={<MyVoiceTags voice={voice} nowMs={nowMs} />}
        />
      ))}
    </SimpleGrid>
  );
}
