import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BusinessCode, httpStatusForCode, type BusinessCodeValue } from '@talkreel/contract';
import { ApiError } from './api-error.ts';

/** `{code: 0, msg: 'ok', data}`: the body of every successful call. */
export function ok<T>(data: T) {
  return { code: 0, msg: 'ok', data };
}

const statusToCode: Record<number, BusinessCodeValue> = {
  400: BusinessCode.invalidInput,
  401: BusinessCode.unauthorized,
  403: BusinessCode.forbidden,
  404: BusinessCode.notFound,
  413: BusinessCode.fileTooLarge,
  415: BusinessCode.unsupportedFileType,
  429: BusinessCode.tooManyRequests,
};

/**
 * Turns every failure into `{code, msg, data: null}` with the matching HTTP
 * status. Validation errors name the field and the rule; internal errors show
 * the request id that the log line carries.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: Error & { statusCode?: number; validationContext?: string }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(httpStatusForCode(error.code)).send({ code: error.code, msg: error.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || (first?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path?.join('.') || error.validationContext || 'request';
      const message = `${field}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send({ code: BusinessCode.invalidInput, msg: message, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const code = statusToCode[status] ?? BusinessCode.invalidInput;
      return reply.status(httpStatusForCode(code)).send({ code, msg: error.message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: BusinessCode.internalError,
      msg: `Something went wrong on our side (request id ${request.id})`,
      data: null,
    });
  });
});
