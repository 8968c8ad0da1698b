import type { BatchRow, BatchRowError, StoredFile, TemplateVariable } from '@talkreel/contract';

/** Files added on the page, by their lower-cased name (a sheet names them in any case, as the server matches them). */
export type UploadedMediaByName = ReadonlyMap<string, StoredFile>;

/**
 * A cell that is (or tries to be) an address rather than the name of a file
 * added on the page: any scheme, `//host` or `www.`; the server says which
 * of these are not image URLs.
 */
export function isMediaUrl(value: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/|www\.)/i.test(value.trim());
}

function isMediaVariable(variable: TemplateVariable): boolean {
  return variable.type === 'image' || variable.type === 'video';
}

/** The uploaded file a media cell names, if it names one. */
function uploadedFileOf(value: string, uploaded: UploadedMediaByName): StoredFile | undefined {
  const name = value.trim();
  return name === '' || isMediaUrl(name) ? undefined : uploaded.get(name.toLowerCase());
}

/** Storage key → read URL and cell as written, of the files the server already found for media cells (links it fetched, files it knew by name). */
export type StoredSheetFiles = Readonly<Record<string, { url: string; name: string }>>;

/**
 * Every file name the image and video cells give instead of a URL, each once
 * (first spelling kept), in sheet order; cells the server already resolved
 * to a stored file are not names to add.
 */
export function findReferencedFileNames(rows: readonly BatchRow[], variables: readonly TemplateVariable[], storedFiles: StoredSheetFiles = {}): string[] {
  const mediaKeys = variables.filter(isMediaVariable).map((variable) => variable.key);
  const names = new Map<string, string>();
  for (const row of rows) {
    for (const key of mediaKeys) {
      const value = row.values[key]?.trim() ?? '';
      if (value !== '' && !isMediaUrl(value) && !Object.hasOwn(storedFiles, value) && !names.has(value.toLowerCase())) names.set(value.toLowerCase(), value);
    }
  }
  return [...names.values()];
}

/** The referenced names no added file answers yet. */
export function findMissingFileNames(referenced: readonly string[], uploaded: UploadedMediaByName): string[] {
  return referenced.filter((name) => !uploaded.has(name.toLowerCase()));
}

/**
 * A row's values with each added file's name replaced: by its storage key
 * for `POST /batch/create` (what a workspace stores), by its read URL for the
 * browser preview.
 */
export function resolveRowValues(
  values: Readonly<Record<string, string>>,
  variables: readonly TemplateVariable[],
  uploaded: UploadedMediaByName,
  use: 'create' | 'preview',
  storedFiles: StoredSheetFiles = {},
): Record<string, string> {
  const resolved: Record<string, string> = { ...values };
  for (const variable of variables.filter(isMediaVariable)) {
    const value = values[variable.key] ?? '';
    const file = uploadedFileOf(value, uploaded);
    if (file) resolved[variable.key] = use === 'create' ? file.key : file.full_path;
    else if (use === 'preview' && Object.hasOwn(storedFiles, value)) resolved[variable.key] = storedFiles[value]!.url;
  }
  return resolved;
}

/**
 * The sheet's errors still standing: the server read the sheet before the
 * files were added, so its error on a media cell that names a file added
 * since no longer holds (the server checks every row again at create).
 */
export function findOpenErrors(
  errors: readonly BatchRowError[],
  rows: readonly BatchRow[],
  variables: readonly TemplateVariable[],
  uploaded: UploadedMediaByName,
): BatchRowError[] {
  const rowByNumber = new Map(rows.map((row) => [row.row, row]));
  const mediaKeys = new Set(variables.filter(isMediaVariable).map((variable) => variable.key));
  return errors.filter((error) => {
    if (!mediaKeys.has(error.column)) return true;
    const value = rowByNumber.get(error.row)?.values[error.column] ?? '';
    return uploadedFileOf(value, uploaded) === undefined;
  });
}
