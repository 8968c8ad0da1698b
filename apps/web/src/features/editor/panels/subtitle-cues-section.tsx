import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { setElementFields, type SubtitleElement } from '@talkreel/timeline';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorSnapshot, useEditorStore } from '../hooks/use-editor.ts';
import { usePersonSpeech } from '../hooks/use-person-speech.ts';

const toSeconds = (ms: number) => Math.round(ms / 100) / 10;

/** One caption: its text, start and end (s, scene time), each change one undo step. */
function CueRow({ cue }: { cue: SubtitleElement }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const gesture = useId();
  // Timed words would keep showing the old captions: edited text is spread over the cue's slot instead.
  const setText = (text: string) =>
    store.execute(
      setElementFields([
        {
          id: cue.id!,
          fields: [
            { path: ['subtitle', 'text'], value: text },
            { path: ['subtitle', 'words'], value: undefined },
          ],
        },
      ]),
      { gesture },
    );
  const setTime = (edge: 'start' | 'end', seconds: number | string) => {
    const ms = Math.round(Number(seconds) * 1000);
    if (!Number.isFinite(ms) || ms < 0) return;
    const start = edge === 'start' ? Math.min(ms, cue.timeline.end - 100) : cue.timeline.start;
    const end = edge === 'end' ? Math.max(ms, cue.timeline.start + 100) : cue.timeline.end;
    store.execute(
      setElementFields([
        {
          id: cue.id!,
          fields: [
            { path: ['timeline', 'start'], value: start },
            { path: ['timeline', 'end'], value: end },
          ],
        },
      ]),
      { gesture },
    );
  };
  return (
    <Stack gap={4} data-testid={`subtitle-cue-${cue.id}`}>
      <TextInput
        size="xs"
        aria-label={t('editor.speech.cueText')}
        value={cue.subtitle.text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => store.endGesture()}
      />
      <Group gap={4} grow>
        <NumberInput
          size="xs"
          aria-label={t('editor.speech.cueStart')}
          value={toSeconds(cue.timeline.start)}
          step={0.1}
          decimalScale={1}
          min={0}
          suffix=" s"
          onChange={(value) => setTime('start', value)}
          onBlur={() => store.endGesture()}
        />
        <NumberInput
          size="xs"
          aria-label={t('editor.speech.cueEnd')}
          value={toSeconds(cue.timeline.end)}
          step={0.1}
          decimalScale={1}
          min={0}
          suffix=" s"
          onChange={(value) => setTime('end', value)}
          onBlur={() => store.endGesture()}
        />
      </Group>
    </Stack>
  );
}

/** 'Captions from speech' for one speaking person of the scene. */
function RegenerateButton({ personId, label }: { personId: string; label: string }) {
  const store = useEditorStore();
  const { job, regenerateCaptions } = usePersonSpeech(store, personId);
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => void regenerateCaptions()}
      loading={job.state === 'running'}
      data-testid={`regenerate-captions-${personId}`}
    >
      {label}
    </Button>
  );
}

/**
 * The current scene's captions as a list of cues (text, start, end). A
 * speaking person's captions are made by the render unless they were made
 * here from its speech; they can be regenerated at any time.
 */
export function SubtitleCuesSection() {
  const { t } = useTranslation();
  const { workspace, sceneId } = useEditorSnapshot();
  const scene = workspace.scenes.find((candidate) => candidate.id === sceneId) ?? workspace.scenes[0]!;
  const layers = scene.tracks.flatMap((track) => track.layers);
  const cues = layers.filter((layer): layer is SubtitleElement => layer.type === 'subtitle').sort((a, b) => a.timeline.start - b.timeline.start);
  const speakers = layers.filter((layer) => layer.type === 'person' && layer.prop.speech?.script && layer.prop.speech.voice_id);
  return (
    <Stack gap="xs" data-testid="subtitle-cues">
      <Text fw={600} size="sm">
        {t('editor.speech.subtitles')}
      </Text>
      {cues.length === 0 && (
        <Text size="xs" c="dimmed">
          {t(speakers.length > 0 ? 'editor.speech.noCuesSpeaking' : 'editor.speech.noCues')}
        </Text>
      )}
      {cues.map((cue) => (
        <CueRow key={cue.id} cue={cue} />
      ))}
      {speakers.map((person, index) => (
        <RegenerateButton
          key={person.id}
          personId={person.id!}
          label={speakers.length > 1 ? `${t('editor.speech.captions')} ${index + 1}` : t('editor.speech.captions')}
        />
      ))}
    </Stack>
  );
}
