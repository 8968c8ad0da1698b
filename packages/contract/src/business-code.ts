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
  conflict: 40900,
  fileTooLarge: 41300,
  unsupportedFileType: 41500,
  tooManyRequests: 42900,
  internalError: 50000,
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
  40900: 409,
  41300: 413,
  41500: 415,
  42900: 429,
  50000: 500,
};

/** The HTTP status that accompanies a business code. */
export function httpStatusForCode(code: BusinessCodeValue): number {
  return httpStatusByCode[code];
}
