import { formatCsv } from './csv-cell.ts';

/** One line of a finished batch's result sheet. */
export interface BatchResultRow {
  /** The row of the uploaded sheet (spreadsheet numbering, as in its errors). */
  row: number;
  /** What became of the row, e.g. 'done' or 'failed': the caller's word, written as it is. */
  status: string;
  /** The finished video's URL; '' when there is none. */
  video_url: string;
  /** Why the row has no video; '' when it has one. */
  error: string;
}

/**
 * The result sheet (`row,status,video_url,error`), for Excel: BOM, CRLF, and
 * every cell escaped against formula injection, since URLs and error texts
 * can carry what the user typed into their sheet.
 */
export function writeResultCsv(rows: readonly BatchResultRow[]): string {
  return formatCsv([['row', 'status', 'video_url', 'error'], ...rows.map((result) => [String(result.row), result.status, result.video_url, result.error])]);
}
