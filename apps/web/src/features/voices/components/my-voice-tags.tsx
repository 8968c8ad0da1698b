import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';
import { isNewVoice, voiceKindOf } from '../state/voice-tags.ts';

export interface MyVoiceTagsProps {
  voice: Pick<VoiceItem, 'create_time' | 'is_multilingual' | 'kind'>;
  nowMs: number;
}

/** My Voices' own tags (spec §3, §9): 'New' for 3 days, 'Multilingual', and how the voice was made. */
export function MyVoiceTags({ voice, nowMs }: MyVoiceTagsProps) {
  const { t } = useTranslation();
  const kind = voiceKindOf(voice.kind);
  return (
    <>
      {isNewVoice(voice.create_time, nowMs) && (
        <Badge color="coral" variant="filled" radius="sm" size="sm" tt="none" data-testid="voice-new-tag">
          {t('voices.item.new')}
        </Badge>
      )}
      {voice.is_multilingual && (
        <Badge color="brand" variant="light" radius="sm" size="sm" tt="none" data-testid="voice-multilingual-tag">
          {t('voices.item.multilingual')}
        </Badge>
      )}
      {kind && (
        <Badge
          color={kind === 'cloned' ? 'green' : kind === 'matched' ? 'orange' : 'gray'}
          variant="outline"
          radius="sm"
          size="sm"
          tt="none"
          data-testid="voice-kind-tag"
          data-kind={kind}
        >
          {t(`voices.item.${kind}`)}
        </Badge>
      )}
    </>
  );
}
