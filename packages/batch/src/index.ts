export * from './match-columns.ts';
export * from './read-sheet.ts';
export * from './sample-csv.ts';
export * from './sheet.ts';
export type { SheetErrorCode, SheetProblem } from './sheet-error.ts';
export * from './sheet-limits.ts';
export * from './validate-rows.ts';
export * from './write-result-csv.ts';
export * from './zip-entries-stream.ts';
