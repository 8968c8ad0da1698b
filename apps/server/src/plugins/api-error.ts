import { BusinessCode, type BusinessCodeValue } from '@talkreel/contract';

/** A failure with a business code and the message the user sees. */
export class ApiError extends Error {
  constructor(
    readonly code: BusinessCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static invalidInput(message: string) {
    return new ApiError(BusinessCode.invalidInput, message);
  }

  static unauthorized(message = 'Please sign in again: the session is missing or has expired') {
    return new ApiError(BusinessCode.unauthorized, message);
  }

  static notFound(message: string) {
    return new ApiError(BusinessCode.notFound, message);
  }

  static forbidden(message: string) {
    return new ApiError(BusinessCode.forbidden, message);
  }
}
