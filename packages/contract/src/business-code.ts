/**
 * Business codes of every `{code, msg, data}` response (API.md), with the HTTP
 * status each one travels with so plain HTTP clients and proxies behave.
 */
export const BusinessCode = {
  ok: 0,
  lookNotAllowed: 4101,
  transientRetry: 10102,
  transientRetryLater: 10103,
  wrongCredentials: 10201,
  captchaRequired: 10204,
  invalidInput: 40000,
  unauthorized: 40100,
  insufficientCredits: 40200,
  forbidden: 40300,
  notFound: 40400,
  methodNotAllowed: 40500,
  conflict: 40900,
  fileTooLarge: 41300,
  urlTooLong: 41400,
  unsupportedFileType: 41500,
  rangeNotSatisfiable: 41600,
  tooManyRequests: 42900,
  headersTooLarge: 43100,
  internalError: 50000,
  /** An engine (speech, face, ...) is not configured here or its service failed; not the caller's fault. */
  engineUnavailable: 50300,
} as const;

export type BusinessCodeValue = (typeof BusinessCode)[keyof typeof BusinessCode];

const httpStatusByCode: Record<BusinessCodeValue, number> = {
  0: 200,
  4101: 403,
  10102: 503,
  10103: 503,
  10201: 401,
  10204: 401,
  40000: 400,
  40100: 401,
  40200: 402,
  40300: 403,
  40400: 404,
  40500: 405,
  40900: 409,
  41300: 413,
  41400: 414,
  41500: 415,
  41600: 416,
  42900: 429,
  43100: 431,
  50000: 500,
  50300: 503,
};

/** The HTTP status that accompanies a business code. */
export function httpStatusForCode(code: BusinessCodeValue): number {
  return httpStatusByCode[code];
}
