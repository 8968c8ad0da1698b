import type { ProductMediaItem } from '@talkreel/contract';
import { uploadFileRequest } from '../../../api/upload-file-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { convertUploadedMov, type ConversionTexts } from '../../../ui/upload-widget/convert-uploaded-mov.ts';
import { PRODUCT_MEDIA_PURPOSE, type ProductMediaType } from '../state/product-media-check.ts';

/** A file whose frame size cannot be read in this browser is sent anyway; the server and the render read the bytes. */
const MEASURE_TIMEOUT_MS = 5_000;

interface FrameSize {
  w: number;
  h: number;
}

/** The picture's or video's frame size, read from the local file; 0 × 0 when this browser cannot tell. */
function measureFrame(file: File, mediaType: ProductMediaType): Promise<FrameSize> {
  const objectUrl = URL.createObjectURL(file);
  return new Promise<FrameSize>((resolve) => {
    const finish = (size: FrameSize) => {
      clearTimeout(timer);
      URL.revokeObjectURL(objectUrl);
      resolve(size);
    };
    const timer = setTimeout(() => finish({ w: 0, h: 0 }), MEASURE_TIMEOUT_MS);
    if (mediaType === 1) {
      const image = new Image();
      image.onload = () => finish({ w: image.naturalWidth, h: image.naturalHeight });
      image.onerror = () => finish({ w: 0, h: 0 });
      image.src = objectUrl;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.muted = true;
      video.onloadedmetadata = () => finish({ w: video.videoWidth, h: video.videoHeight });
      video.onerror = () => finish({ w: 0, h: 0 });
      video.src = objectUrl;
    }
  });
}

export interface UploadProductMediaRequest {
  file: File;
  mediaType: ProductMediaType;
  /** Whole percents of the bytes sent (0 to 100). */
  onProgress: (bytesPercent: number) => void;
  signal: AbortSignal;
  conversionTexts: ConversionTexts;
}

/**
 * One product picture or video: its frame size read here, then POST
 * /common/upload as `product_media` with real progress (a MOV converted to
 * MP4 after), answered as the media item the product saves (site §3: url,
 * name, type, clip_id 0, clip_info [], w, h; `key` the stored copy's key,
 * left out for a converted MOV).
 */
export async function uploadProductMedia({ file, mediaType, onProgress, signal, conversionTexts }: UploadProductMediaRequest): Promise<ProductMediaItem> {
  await ensureSession();
  const frame = await measureFrame(file, mediaType);
  const stored = await uploadFileRequest({ purpose: PRODUCT_MEDIA_PURPOSE, file, onProgress, signal });
  const item: ProductMediaItem = {
    url: stored.full_path,
    name: file.name,
    type: mediaType,
    clip_id: 0,
    clip_info: [],
    w: frame.w,
    h: frame.h,
    key: stored.key,
  };
  if (stored.file_type !== 'mov') return item;
  // The conversion answers the MP4's address only: the MOV's key would name the wrong file, so the server finds the copy by its url.
  const converted = await convertUploadedMov(stored, conversionTexts);
  return { ...item, url: converted.full_path, key: undefined };
}
