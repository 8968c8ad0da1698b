import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BusinessCode, httpStatusForCode, type BusinessCodeValue } from '@talkreel/contract';
import { InsufficientCreditsError } from '@talkreel/platform';
import { SpeechEngineError } from '@talkreel/speech';
import { ApiError } from './api-error.ts';
import { describeValidationFailure } from './validation-message.ts';

/** `{code: 0, msg: 'ok', data}`: the body of every successful call. */
export function ok<T>(data: T) {
  return { code: 0, msg: 'ok', data };
}

/** `{code, msg, data: null}`: the body of every failed call. */
export function failure(code: BusinessCodeValue, msg: string) {
  return { code, msg, data: null };
}

const statusToCode: Record<number, BusinessCodeValue> = {
  400: BusinessCode.invalidInput,
  401: BusinessCode.unauthorized,
  403: BusinessCode.forbidden,
  404: BusinessCode.notFound,
  405: BusinessCode.methodNotAllowed,
  409: BusinessCode.conflict,
  413: BusinessCode.fileTooLarge,
  414: BusinessCode.urlTooLong,
  415: BusinessCode.unsupportedFileType,
  416: BusinessCode.rangeNotSatisfiable,
  429: BusinessCode.tooManyRequests,
  431: BusinessCode.headersTooLarge,
};

/**
 * Fastify's and @fastify/multipart's own refusals, reworded: their texts
 * ("Body cannot be empty when content-type is set to 'application/json'")
 * speak to developers, and some carry statuses (406) the contract has no code for.
 */
const frameworkRefusals: Record<string, { code: BusinessCodeValue; msg: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: BusinessCode.invalidInput, msg: 'The request body is empty: send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: BusinessCode.invalidInput, msg: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: BusinessCode.invalidInput, msg: 'The Content-Length header does not match the body that was sent.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: BusinessCode.unsupportedFileType,
    msg: 'This call does not accept a body of this content type: send JSON (application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: BusinessCode.fileTooLarge, msg: 'The request body is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: BusinessCode.invalidInput, msg: 'Send the file as multipart/form-data in the field "file".' },
  FST_PROTO_VIOLATION: { code: BusinessCode.invalidInput, msg: 'The form has a field this call does not accept.' },
  FST_FILES_LIMIT: { code: BusinessCode.invalidInput, msg: 'Send one file per upload.' },
  // A `Content-Encoding: gzip` body (batch_render) that does not inflate.
  Z_DATA_ERROR: { code: BusinessCode.invalidInput, msg: 'The request body is not valid gzip.' },
  Z_BUF_ERROR: { code: BusinessCode.invalidInput, msg: 'The gzip request body is cut short.' },
  FST_FIELDS_LIMIT: { code: BusinessCode.invalidInput, msg: 'The form has too many fields.' },
  FST_PARTS_LIMIT: { code: BusinessCode.invalidInput, msg: 'The form has too many parts.' },
};

/**
 * Turns every failure into `{code, msg, data: null}` with the matching HTTP
 * status. Validation errors become a sentence about the field; internal
 * errors show the request id that the log line carries.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: unknown; validationContext?: string }, request, reply) => {
    if (error instanceof ApiError) {
      const apiError: ApiError = error;
      return reply.status(httpStatusForCode(apiError.code)).send(failure(apiError.code, apiError.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = describeValidationFailure(error.validation[0], error.validationContext);
      return reply.status(400).send(failure(BusinessCode.invalidInput, msg));
    }
    if (error instanceof InsufficientCreditsError) {
      const msg = `Not enough credits: this needs ${error.needed} and ${error.balance} ${error.balance === 1 ? 'is' : 'are'} left. Buy credits or upgrade your plan.`;
      return reply.status(httpStatusForCode(BusinessCode.insufficientCredits)).send(failure(BusinessCode.insufficientCredits, msg));
    }
    if (error instanceof SpeechEngineError) {
      // An engine that is missing or failing is the server's problem, not the caller's input.
      request.log.warn({ err: error }, 'speech engine failed');
      const code = error.status === 429 ? BusinessCode.tooManyRequests : BusinessCode.engineUnavailable;
      const msg = error.status === 429 ? 'The speech service is busy: try again in a minute.' : `Speech is not available right now: ${error.message}`;
      return reply.status(httpStatusForCode(code)).send(failure(code, msg));
    }
    const refusal = typeof error.code === 'string' ? frameworkRefusals[error.code] : undefined;
    if (refusal) return reply.status(httpStatusForCode(refusal.code)).send(failure(refusal.code, refusal.msg));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = statusToCode[status] ?? BusinessCode.invalidInput;
      return reply.status(httpStatusForCode(code)).send(failure(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(BusinessCode.internalError, `Something went wrong on our side (request id ${request.id})`));
  });
});
