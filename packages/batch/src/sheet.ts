/**
 * A sheet as read: the header row's names and the rows below it, every row as
 * wide as `columns`. Rows are numbered as the spreadsheet shows them:
 * `rows[i]` is spreadsheet row `firstRowNumber + i` (the header is normally
 * row 1, so the first data row is row 2), which is the number every message
 * quotes, so a person finds the row where their spreadsheet says it is.
 */
export interface Sheet {
  /** Trimmed header names; '' for a column left unnamed between named ones. */
  columns: string[];
  /** Cell values as written (not trimmed); blank rows between data rows kept, blank rows at the end dropped. */
  rows: string[][];
  /** The spreadsheet row number of `rows[0]`: the header's row + 1. */
  firstRowNumber: number;
}
