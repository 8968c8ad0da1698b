/**
 * `code` the client uses when a call never produced a `{code, msg, data}`
 * envelope (no network, a proxy page, a body the contract does not match).
 * The server never sends it: its codes are 0 or positive.
 */
export const CLIENT_FAILURE_CODE = -1;

/** A call that did not end in `code 0`; `msg` is the server's message, shown to the user as is. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;

  constructor(code: number, msg: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered and refused the call (as opposed to the call never completing). */
export function isServerRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.code !== CLIENT_FAILURE_CODE;
}
