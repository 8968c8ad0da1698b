import { columnName, matchColumns, readSheet, validateRows, type ColumnMapping, type Sheet } from '@talkreel/batch';
import type { BatchRow, BatchRowError, TemplateVariable } from '@talkreel/contract';
import type { UserRow } from '@talkreel/platform';
import type { UrlFetcher } from '@talkreel/sources';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import type { LoadedTemplate } from '../templates/template-library.ts';
import { fetchLinksAsUploads, isMediaLink, type LinkedMediaKind } from '../uploads/fetch-links-as-uploads.ts';

const mediaKinds = { image: ['png', 'jpg', 'webp'], video: ['mp4', 'mov', 'webm'] } as const;

export interface ReadBatchSheetResult {
  columns: string[];
  mapping: Record<string, number | null>;
  unused_columns: string[];
  rows: BatchRow[];
  errors: BatchRowError[];
  files: Record<string, { url: string; name: string }>;
}

/** The person's own column choices over the automatic ones; a choice naming no column of this sheet is refused. */
function applyChosenMapping(
  sheet: Sheet,
  automatic: ColumnMapping,
  variables: readonly TemplateVariable[],
  chosen: Record<string, number | null> | undefined,
): ColumnMapping {
  if (!chosen) return automatic;
  const columnIndexByKey: Record<string, number> = { ...automatic.columnIndexByKey };
  for (const [key, columnIndex] of Object.entries(chosen)) {
    if (!variables.some((variable) => variable.key === key)) throw ApiError.invalidInput(`The mapping names ${key}, which this template does not have`);
    if (columnIndex === null) delete columnIndexByKey[key];
    else if (Number.isInteger(columnIndex) && columnIndex >= 0 && columnIndex < sheet.columns.length) columnIndexByKey[key] = columnIndex;
    else throw ApiError.invalidInput(`The mapping puts ${key} in column ${columnIndex + 1}, which this sheet does not have`);
  }
  const used = new Set(Object.values(columnIndexByKey));
  return {
    columnIndexByKey,
    unusedColumns: sheet.columns.flatMap((name, columnIndex) => (used.has(columnIndex) ? [] : [{ columnIndex, name }])),
    unmappedKeys: variables.filter((variable) => !(variable.key in columnIndexByKey)).map((variable) => variable.key),
  };
}

/** Distinct non-empty cells of the columns that fill variables of these types. */
function cellsOfTypes(sheet: Sheet, mapping: ColumnMapping, variables: readonly TemplateVariable[], types: readonly TemplateVariable['type'][]): string[] {
  const columns = variables.filter((variable) => types.includes(variable.type)).flatMap((variable) => mapping.columnIndexByKey[variable.key] ?? []);
  return [...new Set(sheet.rows.flatMap((cells) => columns.map((column) => (cells[column] ?? '').trim()).filter((cell) => cell !== '')))];
}

/**
 * Reads a sheet against a template: its columns, which column fills which
 * variable (automatic, or the person's choice), every row checked, and the
 * rows as values per variable, ready for /batch/create. A picture or video
 * cell names a file the person uploaded (its name as uploaded; the value
 * becomes its storage key) or a link, fetched here (once per person and
 * link) and stored as their upload, so a link that leads nowhere or to no
 * picture is a row error before anything runs. Nothing else is created.
 */
export async function readBatchSheet(
  context: AppContext,
  user: UserRow,
  loaded: LoadedTemplate,
  file: { bytes: Uint8Array; fileName: string },
  chosenMapping: Record<string, number | null> | undefined,
  linkFetcher: UrlFetcher,
): Promise<ReadBatchSheetResult> {
  const { repositories } = context.runtime;
  const { variables } = loaded.template;
  const read = readSheet(file.bytes, file.fileName);
  if (!read.ok) throw ApiError.invalidInput(read.problem.message);
  const { sheet } = read;
  const mapping = applyChosenMapping(sheet, matchColumns(sheet.columns, variables), variables, chosenMapping);

  // What the cells may name: the person's uploads by file name, avatars they may use, voices that exist.
  const uploads = await repositories.files.findLatestOwnedByNames(user.id, cellsOfTypes(sheet, mapping, variables, ['image', 'video']), [
    ...mediaKinds.image,
    ...mediaKinds.video,
  ]);
  const avatarIds = new Set<string>();
  for (const id of cellsOfTypes(sheet, mapping, variables, ['avatar']))
    if (/^\d{1,12}$/u.test(id) && (await repositories.avatars.findUsable(id, user.id))) avatarIds.add(id);
  const voiceIds = new Set<string>();
  for (const id of cellsOfTypes(sheet, mapping, variables, ['voice'])) {
    if (id.length <= 120 && ((await repositories.userVoices.findOwned(user.id, id)) ?? (await repositories.voices.findById(id)))) voiceIds.add(id);
  }
  for (const variable of variables) {
    if (variable.type === 'avatar') avatarIds.add(variable.default);
    if (variable.type === 'voice') voiceIds.add(variable.default);
  }
  const validation = validateRows(sheet, mapping, variables, {
    uploadedFileNames: new Set([...uploads.values()].map((row) => row.original_name)),
    avatarIds,
    voiceIds,
  });

  // The links of rows that are otherwise fine: fetched once each, whatever row names them.
  const links = new Map<string, LinkedMediaKind>();
  for (const check of validation.rows) {
    if (!check.ok) continue;
    for (const variable of variables) {
      const value = check.values[variable.key];
      if ((variable.type === 'image' || variable.type === 'video') && value !== undefined && isMediaLink(value)) links.set(value, variable.type);
    }
  }
  const fetchedLinks = await fetchLinksAsUploads(context.runtime, user.id, links, linkFetcher);

  // The page names a cell's problem by its variable (it clears a missing file's error once that file is added there).
  const keyOfColumn = new Map(Object.entries(mapping.columnIndexByKey).map(([key, columnIndex]) => [columnName(sheet.columns, columnIndex), key]));
  const errors: BatchRowError[] = validation.errors.map((error) => ({ ...error, column: keyOfColumn.get(error.column) ?? error.column }));
  const rows: BatchRow[] = [];
  const storedNames = new Map<string, string>();
  for (const check of validation.rows) {
    const cells = sheet.rows[check.row - sheet.firstRowNumber] ?? [];
    const values: Record<string, string> = {};
    for (const variable of variables) {
      const columnIndex = mapping.columnIndexByKey[variable.key];
      // A row with problems keeps its cells as written, so the page can show them and match the files it adds.
      const cell = columnIndex === undefined ? '' : (cells[columnIndex] ?? '').trim();
      // Only what the sheet says: an empty cell keeps the template's default (the page shows it as such).
      if (cell === '') continue;
      const value = check.ok ? check.values[variable.key]! : cell;
      if (check.ok && (variable.type === 'image' || variable.type === 'video')) {
        const fetched = fetchedLinks.get(value);
        const upload = fetched ? (fetched.ok ? fetched.file : undefined) : uploads.get(value.toLowerCase());
        if (upload && (mediaKinds[variable.type] as readonly string[]).includes(upload.kind)) {
          values[variable.key] = upload.storage_key;
          storedNames.set(upload.storage_key, value);
        } else {
          values[variable.key] = value;
          const problem = fetched && !fetched.ok ? fetched.problem : `not ${variable.type === 'image' ? 'an image' : 'a video'}`;
          errors.push({ row: check.row, column: variable.key, message: `Row ${check.row}, ${columnName(sheet.columns, columnIndex!)}: ${problem}` });
        }
      } else values[variable.key] = value;
    }
    rows.push({ row: check.row, values });
  }
  errors.sort((first, second) => first.row - second.row);
  return {
    columns: sheet.columns,
    mapping: Object.fromEntries(variables.map((variable) => [variable.key, mapping.columnIndexByKey[variable.key] ?? null])),
    unused_columns: mapping.unusedColumns.map((column) => column.name),
    rows,
    errors,
    files: Object.fromEntries(
      await Promise.all([...storedNames].map(async ([key, name]) => [key, { url: await context.runtime.storage.createReadUrl(key), name }] as const)),
    ),
  };
}
