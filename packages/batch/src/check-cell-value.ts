import type { TemplateVariable } from '@talkreel/contract';
import { countCharacters } from './count-characters.ts';

/** What a row's cell may name besides URLs: decided by the caller (the files uploaded beside the sheet, the user's avatars and voices). */
export interface AllowedValues {
  /** Files uploaded with the sheet: an image or video cell may give one's name instead of a URL. */
  uploadedFileNames: ReadonlySet<string>;
  avatarIds: ReadonlySet<string>;
  voiceIds: ReadonlySet<string>;
}

/** The value to fill in, or what is wrong with the cell (the part of the message after 'Row 14, photo: '). */
export type CellCheck = { ok: true; value: string } | { ok: false; problem: string };

/** A text variable's length when the template sets none. */
export const defaultTextMaxCharacters = 500;

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp', 'avif', 'heic', 'heif']);
const videoExtensions = new Set(['mp4', 'mov', 'webm', 'm4v', 'mkv', 'avi']);
/** Extensions that are surely not the kind asked for: the other media kind, sound, documents, pages. */
const otherExtensions = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'html', 'htm', 'zip', 'mp3', 'wav', 'm4a']);

function extensionOf(path: string): string | undefined {
  return /\.([A-Za-z0-9]{1,5})$/.exec(path)?.[1]?.toLowerCase();
}

/** The result CSV escapes formulas with a leading apostrophe (write-result-csv.ts); a sheet made from it reads as it was. */
function withoutFormulaEscape(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

function checkMedia(value: string, kind: 'image' | 'video', uploadedFileNames: ReadonlyMap<string, string>): CellCheck {
  const noun = kind === 'image' ? 'an image' : 'a video';
  const accepted = kind === 'image' ? imageExtensions : videoExtensions;
  const isSurelyOther = (extension: string | undefined) =>
    extension !== undefined && !accepted.has(extension) && (imageExtensions.has(extension) || videoExtensions.has(extension) || otherExtensions.has(extension));
  if (/^www\./i.test(value)) return { ok: false, problem: `not ${noun} URL (start it with https://)` };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { ok: false, problem: `not ${noun} URL` };
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return { ok: false, problem: `not ${noun} URL` };
    if (isSurelyOther(extensionOf(url.pathname))) return { ok: false, problem: `not ${noun} URL` };
    return { ok: true, value: url.href };
  }
  const extension = extensionOf(value);
  if (isSurelyOther(extension)) return { ok: false, problem: `"${value}" is not ${noun}` };
  const uploadedName = uploadedFileNames.get(value.toLowerCase());
  if (uploadedName !== undefined) return { ok: true, value: uploadedName };
  if (extension === undefined) return { ok: false, problem: `not ${noun} URL or an uploaded file name` };
  return { ok: false, problem: `no uploaded file is called "${value}"` };
}

/** `#abc`, `#AABBCC` (or without the `#`) → `#aabbcc`. */
function checkColour(value: string): CellCheck {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (match === null) return { ok: false, problem: 'not a colour (#rrggbb)' };
  const hex = (match[1] ?? '').toLowerCase();
  return { ok: true, value: `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}` };
}

/**
 * Checks one non-empty, trimmed cell against its variable's type. File names
 * match the uploaded ones ignoring case (`uploadedFileNames` is keyed by the
 * lower-cased name) and come back spelled as uploaded; URLs come back
 * normalised (`new URL(…).href`).
 */
export function checkCellValue(value: string, variable: TemplateVariable, allowed: AllowedValues, uploadedFileNames: ReadonlyMap<string, string>): CellCheck {
  switch (variable.type) {
    case 'text': {
      const text = withoutFormulaEscape(value);
      const maxCharacters = variable.max_length ?? defaultTextMaxCharacters;
      const characters = countCharacters(text);
      return characters > maxCharacters ? { ok: false, problem: `${characters} characters; at most ${maxCharacters}` } : { ok: true, value: text };
    }
    case 'image':
    case 'video':
      return checkMedia(value, variable.type, uploadedFileNames);
    case 'colour':
      return checkColour(value);
    case 'avatar':
      return allowed.avatarIds.has(value) ? { ok: true, value } : { ok: false, problem: `no avatar has the id "${value}"` };
    case 'voice':
      return allowed.voiceIds.has(value) ? { ok: true, value } : { ok: false, problem: `no voice has the id "${value}"` };
  }
}
