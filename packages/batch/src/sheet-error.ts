/** Why a sheet could not be read; `message` is the English sentence shown to the user as it is. */
export type SheetErrorCode =
  | 'file_too_large'
  | 'not_a_sheet'
  | 'old_excel_file'
  | 'not_utf8'
  | 'damaged_xlsx'
  | 'xlsx_too_large'
  | 'empty_sheet'
  | 'no_data_rows'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'duplicate_column'
  | 'cell_too_long'
  | 'value_without_column'
  | 'unclosed_quote';

export interface SheetProblem {
  code: SheetErrorCode;
  message: string;
}

/** Thrown inside the readers and turned into `{ok: false, problem}` by `readSheet`; never escapes the package. */
export class SheetError extends Error {
  readonly code: SheetErrorCode;

  constructor(code: SheetErrorCode, message: string) {
    super(message);
    this.name = 'SheetError';
    this.code = code;
  }
}
