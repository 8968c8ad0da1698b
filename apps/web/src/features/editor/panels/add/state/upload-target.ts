import { IMAGE_KINDS, kindFromFileName, UPLOAD_RULES, type FileKind, type UploadPurpose } from '@talkreel/contract';

export type UploadedElementType = 'pic' | 'video' | 'music';

/** What a picked file is uploaded as: the upload's purpose (its types and limits) and the element it becomes. */
export interface UploadTarget {
  purpose: UploadPurpose;
  elementType: UploadedElementType;
}

/** Pictures and videos go up as product media (its types and limits), sound as audio. */
export const mediaUploadPurpose: UploadPurpose = 'product_media';
export const musicUploadPurpose: UploadPurpose = 'audio';

function isSoundKind(kind: FileKind | undefined): boolean {
  return kind !== undefined && UPLOAD_RULES[musicUploadPurpose].kinds.includes(kind);
}

/**
 * The purpose and element type of a file picked from 'Upload' (pictures,
 * videos or sound) or 'Music' (sound only). A file of a type neither allows
 * still gets a purpose: the upload's own check then refuses it with the
 * rules' message.
 */
export function uploadTargetFor(fileName: string, source: 'media' | 'music'): UploadTarget {
  const kind = kindFromFileName(fileName);
  if (source === 'music' || isSoundKind(kind)) return { purpose: musicUploadPurpose, elementType: 'music' };
  return { purpose: mediaUploadPurpose, elementType: kind && IMAGE_KINDS.includes(kind) ? 'pic' : 'video' };
}

/** The element a stored file becomes, by the kind the server found (a MOV is an MP4 once converted). */
export function elementTypeForKind(kind: FileKind): UploadedElementType {
  if (IMAGE_KINDS.includes(kind)) return 'pic';
  return isSoundKind(kind) ? 'music' : 'video';
}
