import { IMAGE_KINDS, UPLOAD_RULES, kindFromFileName, type FileKind } from '@talkreel/contract';

/** The upload purpose of every product picture and video (its kinds, limits and messages are the contract's). */
export const PRODUCT_MEDIA_PURPOSE = 'product_media';

/**
 * Site §5's product-uploader message for a video over 100MB. The contract's
 * rule keeps the general and the picture messages; this third one is the
 * product uploader's own (English, exactly as the spec writes it).
 */
export const VIDEO_TOO_LARGE_MESSAGE = 'Video size cannot exceed 100MB';

/** Site §5's 'accepted labels' under the uploader (the rule takes gif, avi and webm too). */
export const PRODUCT_MEDIA_LABELS = ['mp4', 'mov', 'png', 'jpg', 'bmp', 'webp'] as const;

/** Why a file is not sent; each has the spec's own message. */
export type ProductMediaRefusal = 'busy' | 'file-too-large' | 'unsupported' | 'image-too-large' | 'video-too-large';

/** 1 a picture, 2 a video (the media item's `type`). */
export type ProductMediaType = 1 | 2;

export type ProductMediaCheck = { isAllowed: true; kind: FileKind; mediaType: ProductMediaType } | { isAllowed: false; refusal: ProductMediaRefusal };

export interface ProductMediaCandidate {
  name: string;
  sizeBytes: number;
}

/** The media item type of an allowed kind: pictures are 1, everything else the rule allows is a video. */
export function mediaTypeOfKind(kind: FileKind): ProductMediaType {
  return IMAGE_KINDS.includes(kind) ? 1 : 2;
}

/**
 * Site §5, both uploaders then the product uploader, checked in the browser
 * before any byte is sent (the server checks the bytes again):
 * 1. another upload is being sent: 'Uploading, please wait!';
 * 2. over 100MB: 'File size can not exceed 100MB!' — except a video, which
 *    gets the product uploader's own 'Video size cannot exceed 100MB' (step 5);
 * 3. an extension outside jpg, png, jpeg, gif, bmp, webp, mp4, avi, webm, mov: 'Unsupported file types!';
 * 4. a picture over 10MB: 'Image size cannot exceed 10MB';
 * 5. a video over 100MB: 'Video size cannot exceed 100MB'.
 */
export function checkProductMediaFile(file: ProductMediaCandidate, isBusy: boolean): ProductMediaCheck {
  if (isBusy) return { isAllowed: false, refusal: 'busy' };
  const rule = UPLOAD_RULES[PRODUCT_MEDIA_PURPOSE];
  const kind = kindFromFileName(file.name);
  const isAllowedKind = kind !== undefined && rule.kinds.includes(kind);
  const isVideo = isAllowedKind && mediaTypeOfKind(kind) === 2;
  if (file.sizeBytes > rule.maxBytes && !isVideo) return { isAllowed: false, refusal: 'file-too-large' };
  if (!isAllowedKind) return { isAllowed: false, refusal: 'unsupported' };
  const mediaType = mediaTypeOfKind(kind);
  if (mediaType === 1 && rule.maxImageBytes !== undefined && file.sizeBytes > rule.maxImageBytes) return { isAllowed: false, refusal: 'image-too-large' };
  if (mediaType === 2 && file.sizeBytes > rule.maxBytes) return { isAllowed: false, refusal: 'video-too-large' };
  return { isAllowed: true, kind, mediaType };
}

/** Site §9: the bar reaches 90 percent while the bytes are sent; the last 10 are the server's answer. */
export const UPLOAD_SENDING_SHARE = 0.9;

/** The shown percent for a share of the bytes sent (0–100 in, 0–90 out). */
export function scaledUploadPercent(bytesPercent: number): number {
  return Math.round(Math.min(100, Math.max(0, bytesPercent)) * UPLOAD_SENDING_SHARE);
}
