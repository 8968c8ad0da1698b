import { columnIndexOf } from './column-letter.ts';
import type { Sheet } from './sheet.ts';
import { SheetCollector, type SheetCell } from './sheet-collector.ts';
import { SheetError } from './sheet-error.ts';
import type { SheetLimits } from './sheet-limits.ts';
import { attributeOf, decodeXmlText, elementsNamed, richText } from './xlsx-xml.ts';
import { readZipDirectory, unpackZipEntry, type ZipDirectoryEntry } from './zip-directory.ts';

const notASheet = () => new SheetError('not_a_sheet', 'This file is not a CSV or XLSX sheet');
const damaged = (why: string) => new SheetError('damaged_xlsx', `The XLSX file is damaged (${why}): save it again and upload it`);

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Unpacks the few parts a sheet needs, each checked against the limits by the
 * size the ZIP directory declares before it is inflated, and all of them
 * together against the total.
 */
class XlsxParts {
  private readonly bytes: Uint8Array;
  private readonly limits: SheetLimits;
  private readonly entries: Map<string, ZipDirectoryEntry>;
  private unpackedBytes = 0;

  constructor(bytes: Uint8Array, limits: SheetLimits) {
    this.bytes = bytes;
    this.limits = limits;
    this.entries = new Map(readZipDirectory(bytes).map((entry) => [entry.name, entry]));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  text(name: string): string | undefined {
    const entry = this.entries.get(name);
    if (entry === undefined) return undefined;
    if (entry.isEncrypted) throw new SheetError('old_excel_file', 'The XLSX file is password-protected: remove the password, save it and upload it again');
    if (entry.uncompressedBytes > this.limits.maxEntryUncompressedBytes) {
      throw new SheetError(
        'xlsx_too_large',
        `The XLSX file unpacks to ${megabytes(entry.uncompressedBytes)} (${name}); a sheet may unpack to at most ${megabytes(this.limits.maxEntryUncompressedBytes)}`,
      );
    }
    this.unpackedBytes += entry.uncompressedBytes;
    if (this.unpackedBytes > this.limits.maxTotalUncompressedBytes) {
      throw new SheetError(
        'xlsx_too_large',
        `The XLSX file unpacks to more than ${megabytes(this.limits.maxTotalUncompressedBytes)}; a sheet may unpack to at most that`,
      );
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(unpackZipEntry(this.bytes, entry));
    } catch (error) {
      if (error instanceof SheetError) throw error;
      throw damaged(`${name} is not UTF-8 XML`);
    }
  }
}

/** A relationship target, which is relative to `xl/` unless it starts with `/`. */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments: string[] = ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** Where the workbook's first sheet (the leftmost tab) and its shared strings are. */
function findParts(parts: XlsxParts): { sheetPath: string; sharedStringsPath: string } {
  const workbook = parts.text('xl/workbook.xml');
  if (workbook === undefined) throw notASheet();
  const relations = new Map<string, { type: string; target: string }>();
  for (const relation of elementsNamed(parts.text('xl/_rels/workbook.xml.rels') ?? '', 'Relationship')) {
    const id = attributeOf(relation.attributes, 'Id');
    const target = attributeOf(relation.attributes, 'Target');
    if (id !== undefined && target !== undefined) relations.set(id, { type: attributeOf(relation.attributes, 'Type') ?? '', target });
  }
  const sharedStrings = [...relations.values()].find((relation) => relation.type.endsWith('/sharedStrings'));
  const sharedStringsPath = sharedStrings === undefined ? 'xl/sharedStrings.xml' : partPath(sharedStrings.target);
  const firstSheet = elementsNamed(workbook, 'sheet').next();
  if (firstSheet.done === true) throw damaged('the workbook lists no sheet');
  const relationId = attributeOf(firstSheet.value.attributes, 'id');
  const relation = relationId === undefined ? undefined : relations.get(relationId);
  const sheetPath = relation === undefined ? 'xl/worksheets/sheet1.xml' : partPath(relation.target);
  if (!parts.has(sheetPath)) throw damaged('its first sheet is missing');
  return { sheetPath, sharedStringsPath };
}

function readSharedStrings(xml: string | undefined): string[] {
  if (xml === undefined) return [];
  return Array.from(elementsNamed(xml, 'si'), (item) => richText(item.content));
}

/** A cell's text as the sheet shows it (numbers as stored, booleans TRUE/FALSE, formulas by their last result). */
function cellValue(attributes: string, content: string, sharedStrings: readonly string[]): string {
  const type = attributeOf(attributes, 't') ?? 'n';
  if (type === 'inlineStr') {
    const inline = elementsNamed(content, 'is').next();
    return inline.done === true ? '' : richText(inline.value.content);
  }
  const stored = elementsNamed(content, 'v').next();
  if (stored.done === true) return '';
  const value = decodeXmlText(stored.value.content);
  if (type === 's') {
    const text = sharedStrings[Number.parseInt(value, 10)];
    if (text === undefined) throw damaged('a cell points at a missing shared string');
    return text;
  }
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/** `B12` → [1, 12]; undefined for a reference that is not a cell's. */
function cellReference(reference: string): [columnIndex: number, rowNumber: number] | undefined {
  const match = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/.exec(reference);
  if (match === null) return undefined;
  const columnIndex = columnIndexOf(match[1] ?? '');
  return columnIndex === undefined ? undefined : [columnIndex, Number(match[2])];
}

/**
 * Reads the first worksheet of an XLSX workbook: shared strings, inline
 * strings, numbers, booleans and formula results; cells and rows may be left
 * out (sparse) and are blank. Dates arrive as Excel's day numbers: a batch
 * sheet holds text, links and colours, which Excel stores as strings.
 */
export function readXlsx(bytes: Uint8Array, limits: SheetLimits): Sheet {
  const parts = new XlsxParts(bytes, limits);
  const { sheetPath, sharedStringsPath } = findParts(parts);
  const sharedStrings = readSharedStrings(parts.text(sharedStringsPath));
  const sheetXml = parts.text(sheetPath) ?? '';
  const collector = new SheetCollector(limits);
  let rowNumber = 0;
  for (const row of elementsNamed(sheetXml, 'row')) {
    const declaredRow = attributeOf(row.attributes, 'r');
    rowNumber = declaredRow === undefined ? rowNumber + 1 : Number.parseInt(declaredRow, 10);
    if (!Number.isSafeInteger(rowNumber) || rowNumber < 1) throw damaged('a row has no number');
    const cells: SheetCell[] = [];
    let columnIndex = -1;
    for (const cell of elementsNamed(row.content, 'c')) {
      const reference = attributeOf(cell.attributes, 'r');
      if (reference === undefined) columnIndex += 1;
      else {
        const position = cellReference(reference);
        if (position === undefined) throw damaged(`a cell is called ${reference}`);
        columnIndex = position[0];
      }
      const value = cellValue(cell.attributes, cell.content, sharedStrings);
      if (value !== '') cells.push([columnIndex, value]);
    }
    collector.addRow(rowNumber, cells);
  }
  return collector.finish();
}
