import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { EXTENSIONS_BY_KIND, UPLOAD_RULES } from '@talkreel/contract';
import { IconCloudUpload, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_MEDIA_LABELS, PRODUCT_MEDIA_PURPOSE } from '../state/product-media-check.ts';
import classes from './media-drop-zone.module.css';

/** Every extension the rule takes, for the file picker (the labels name the common ones only). */
const ACCEPT_ATTRIBUTE = UPLOAD_RULES[PRODUCT_MEDIA_PURPOSE].kinds.flatMap((kind) => EXTENSIONS_BY_KIND[kind].map((extension) => `.${extension}`)).join(',');

export interface MediaDropZoneProps {
  onFiles: (files: File[]) => void;
}

/**
 * Where pictures and videos are dropped or picked (several at a time; they
 * are sent one after another). The button is the keyboard's way to the
 * same picker. Shows the accepted labels and the size limits (site §5).
 */
export function MediaDropZone({ onFiles }: MediaDropZoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragOver, setIsDragOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={classes.zone}
      data-drag-over={isDragOver || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={onDrop}
      data-testid="media-drop-zone"
    >
      <Stack align="center" gap={6}>
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconCloudUpload size={24} stroke={1.6} />
        </ThemeIcon>
        <Text size="sm">{t('product.media.drop')}</Text>
        <Button size="sm" onClick={() => inputRef.current?.click()} leftSection={<IconUpload size={16} aria-hidden />} data-testid="media-select">
          {t('product.media.select')}
        </Button>
        <Text size="xs" c="dimmed" ta="center" data-testid="media-accepted">
          {t('product.media.accepted', { labels: PRODUCT_MEDIA_LABELS.join(', ') })}
        </Text>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          // The same file can be picked again after a refusal.
          event.currentTarget.value = '';
        }}
        data-testid="media-upload-input"
      />
    </div>
  );
}
