import { Button, Group, Loader, Menu, RingProgress, Text } from '@mantine/core';
import { IconCircle, IconLetterT, IconMusic, IconPlus, IconSquareRounded, IconTriangle, IconUpload, IconUser } from '@tabler/icons-react';
import type { DigitalPerson } from '@talkreel/contract';
import { getCanvasSize } from '@talkreel/timeline';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttributeFor } from '../../../ui/upload-widget/allowed-upload-kinds.ts';
import { useEditorStore } from '../hooks/use-editor.ts';
import { addToCurrentScene } from './add/add-to-scene.ts';
import { AvatarPickerModal } from './add/avatar-picker-modal.tsx';
import { avatarStillKey } from './add/state/avatar-still.ts';
import { buildAvatarPersonElement } from './add/state/media-elements.ts';
import { addableShapes, buildShapeElement, type AddableShape } from './add/state/shape-elements.ts';
import { buildTextElement, textPresets } from './add/state/text-presets.ts';
import { mediaUploadPurpose, musicUploadPurpose } from './add/state/upload-target.ts';
import { useAddUpload, type AddUploadProgress } from './add/use-add-upload.ts';
import classes from './add/add-menu.module.css';

const shapeIcons: Record<AddableShape, typeof IconCircle> = { circle: IconCircle, square: IconSquareRounded, triangle: IconTriangle };

/** Every extension 'Upload' takes: pictures and videos (product media) and sound (audio), from the contract's rules. */
const mediaAccept = `${acceptAttributeFor(mediaUploadPurpose)},${acceptAttributeFor(musicUploadPurpose)}`;
const musicAccept = acceptAttributeFor(musicUploadPurpose);

function UploadProgressView({ progress }: { progress: AddUploadProgress }) {
  const { t } = useTranslation();
  const label =
    progress.stage === 'uploading'
      ? t('editor.add.uploading', { name: progress.fileName, percent: progress.percent })
      : t('editor.add.preparing', { name: progress.fileName });
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="add-upload-progress">
      {progress.stage === 'uploading' ? (
        <RingProgress size={28} thickness={3} roundCaps sections={[{ value: progress.percent, color: 'violet' }]} aria-hidden />
      ) : (
        <Loader size={16} aria-hidden />
      )}
      <Text size="xs" c="dimmed" className={classes.progress} title={label}>
        {label}
      </Text>
    </Group>
  );
}

/**
 * The toolbar's Add menu: text presets, shapes, uploads (pictures, videos,
 * sound), an avatar from the library or the user's own, and music. Each
 * lands on the scene on screen, centred, across the scene, on top, selected.
 */
export function AddMenu() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const upload = useAddUpload();
  const mediaInputRef = useRef<HTMLInputElement>(null);
  const musicInputRef = useRef<HTMLInputElement>(null);
  const [isAvatarPickerOpen, setIsAvatarPickerOpen] = useState(false);
  const canvas = () => getCanvasSize(store.workspace.aspect_ratio);

  const onFilePicked = (source: 'media' | 'music') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so the same file can be picked again.
    event.currentTarget.value = '';
    if (file) upload.start(file, source);
  };

  const addAvatar = (person: DigitalPerson) => {
    setIsAvatarPickerOpen(false);
    const path = avatarStillKey(person);
    store.media.add(path, person.cover_url);
    addToCurrentScene(store, (id, durationMs) =>
      buildAvatarPersonElement({ id, path, durationMs, lookId: person.id, avatarAspectRatio: person.aspect_ratio }, canvas()),
    );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-start" shadow="md" width={240} withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconPlus size={16} />} data-testid="add-menu">
            {t('editor.add.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('editor.add.text')}</Menu.Label>
          {textPresets.map((preset) => (
            <Menu.Item
              key={preset}
              leftSection={<IconLetterT size={14} />}
              onClick={() =>
                addToCurrentScene(store, (id, durationMs) => buildTextElement(preset, canvas(), id, durationMs, t(`editor.add.defaultTexts.${preset}`)))
              }
              data-testid={`add-text-${preset}`}
            >
              {t(`editor.add.presets.${preset}`)}
            </Menu.Item>
          ))}
          <Menu.Label>{t('editor.add.shapes')}</Menu.Label>
          {addableShapes.map((shape) => {
            const Icon = shapeIcons[shape];
            return (
              <Menu.Item
                key={shape}
                leftSection={<Icon size={14} />}
                onClick={() => addToCurrentScene(store, (id, durationMs) => buildShapeElement(shape, canvas(), id, durationMs))}
                data-testid={`add-shape-${shape}`}
              >
                {t(`editor.add.shape.${shape}`)}
              </Menu.Item>
            );
          })}
          <Menu.Label>{t('editor.add.media')}</Menu.Label>
          <Menu.Item leftSection={<IconUpload size={14} />} onClick={() => mediaInputRef.current?.click()} data-testid="add-upload">
            {t('editor.add.upload')}
          </Menu.Item>
          <Menu.Item leftSection={<IconUser size={14} />} onClick={() => setIsAvatarPickerOpen(true)} data-testid="add-avatar">
            {t('editor.add.avatar')}
          </Menu.Item>
          <Menu.Item leftSection={<IconMusic size={14} />} onClick={() => musicInputRef.current?.click()} data-testid="add-music">
            {t('editor.add.music')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <input ref={mediaInputRef} type="file" accept={mediaAccept} hidden onChange={onFilePicked('media')} data-testid="add-upload-input" />
      <input ref={musicInputRef} type="file" accept={musicAccept} hidden onChange={onFilePicked('music')} data-testid="add-music-input" />
      {upload.progress && <UploadProgressView progress={upload.progress} />}
      <AvatarPickerModal opened={isAvatarPickerOpen} onClose={() => setIsAvatarPickerOpen(false)} onPick={addAvatar} />
    </Group>
  );
}
