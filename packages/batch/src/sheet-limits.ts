/** How big a batch sheet may be; every limit is checked while reading, before the next one matters. */
export interface SheetLimits {
  /** The uploaded file, CSV or XLSX. */
  maxFileBytes: number;
  /** Rows below the header row (blank rows at the end are not counted). */
  maxDataRows: number;
  /** Named columns in the header row. */
  maxColumns: number;
  /** One cell, in characters (Unicode code points). */
  maxCellCharacters: number;
  /** XLSX: the uncompressed size one ZIP entry declares, checked before it is inflated. */
  maxEntryUncompressedBytes: number;
  /** XLSX: all entries that are read (workbook, relations, shared strings, first sheet) together. */
  maxTotalUncompressedBytes: number;
}

/** The batch page's limits: 100 videos a batch (site §1), a 5 MB sheet. */
export const batchSheetLimits: SheetLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxDataRows: 100,
  maxColumns: 50,
  maxCellCharacters: 5_000,
  maxEntryUncompressedBytes: 20 * 1024 * 1024,
  maxTotalUncompressedBytes: 40 * 1024 * 1024,
};
