import { ActionIcon, Button, Drawer, Group, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconBulb, IconTrash } from '@tabler/icons-react';
import type { ProductMediaItem } from '@talkreel/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUploads } from '../hooks/use-media-uploads.ts';
import { MediaDropZone } from './media-drop-zone.tsx';
import { MediaThumbnail } from './media-thumbnail.tsx';
import { UploadList } from './upload-list.tsx';

/** Site §2: a drawer from the bottom on a phone. */
const PHONE_MEDIA_QUERY = '(max-width: 48em)';

export interface AddMediaDialogProps {
  opened: boolean;
  onClose: () => void;
  /** 下一步 with the media uploaded here, newest first. */
  onNext: (media: ProductMediaItem[]) => void;
  isFinishing: boolean;
}

function AddMediaBody({ onClose, onNext, isFinishing }: Omit<AddMediaDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [media, setMedia] = useState<ProductMediaItem[]>([]);
  // Site §4: a stored upload moves to the top of the media list.
  const onUploaded = useCallback((item: ProductMediaItem) => setMedia((current) => [item, ...current.filter((known) => known.url !== item.url)]), []);
  const uploads = useMediaUploads(onUploaded);
  const isNextDisabled = media.length === 0 || uploads.isBusy;

  return (
    <Stack gap="md">
      <MediaDropZone onFiles={uploads.addFiles} />
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBulb size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" data-testid="media-recommend">
            {t('product.media.recommend')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" pl={22} data-testid="media-long-videos">
          {t('product.media.longVideos')}
        </Text>
      </Stack>
      {uploads.isBusy && (
        <Text size="sm" c="dimmed" role="status" data-testid="media-uploading-note">
          {t('product.media.oneAtATime')}
        </Text>
      )}
      <UploadList items={uploads.items} onCancel={uploads.cancel} />
      {media.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600} id="media-added-label" data-testid="media-added-count" data-count={media.length}>
            {t('product.media.added', { count: media.length })}
          </Text>
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="media-added-label">
              {media.map((item) => (
                <li key={item.url} style={{ position: 'relative' }} data-testid="media-added-item" data-name={item.name} data-type={item.type}>
                  <MediaThumbnail item={item} />
                  <ActionIcon
                    variant="white"
                    color="red"
                    size="sm"
                    pos="absolute"
                    top={4}
                    right={4}
                    onClick={() => setMedia((current) => current.filter((known) => known.url !== item.url))}
                    aria-label={t('product.media.deleteMedia', { name: item.name })}
                    data-testid="media-added-delete"
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </li>
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isFinishing} data-testid="media-cancel">
          {t('product.media.cancel')}
        </Button>
        <Button
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={() => onNext(media)}
          disabled={isNextDisabled}
          loading={isFinishing}
          data-testid="media-next"
        >
          {t('product.media.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The 'Add media' dialog (site §2, §4, §5), titled 上传媒体: pictures and
 * videos uploaded one at a time with their progress, the spec's hints, and
 * 下一步, disabled with no media (and while a file is still on its way). A
 * modal on a desktop, a drawer from the bottom on a phone; each opening
 * starts empty.
 */
export function AddMediaDialog({ opened, onClose, onNext, isFinishing }: AddMediaDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const body = opened ? <AddMediaBody onClose={onClose} onNext={onNext} isFinishing={isFinishing} /> : null;
  const close = () => {
    if (!isFinishing) onClose();
  };
  const common = { opened, onClose: close, title: t('product.media.title'), styles: { title: { fontWeight: 700, fontSize: 20 } } };
  return isPhone ? (
    <Drawer
      {...common}
      position="bottom"
      radius="lg"
      styles={{ ...common.styles, content: { height: 'auto', maxHeight: '92dvh', borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } }}
      data-testid="add-media-dialog"
      data-variant="drawer"
    >
      {body}
    </Drawer>
  ) : (
    <Modal {...common} size={640} centered data-testid="add-media-dialog" data-variant="modal">
      {body}
    </Modal>
  );
}
