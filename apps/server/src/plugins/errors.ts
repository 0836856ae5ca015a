import { COMMON_ERRORS } from '@pf/shared/common-errors';
import { knownError } from '@pf/shared/error-table';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A failure the client should see: a stable code, the HTTP status and the human text. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message?: string,
    readonly value: unknown = null,
    status?: number,
  ) {
    // Any area's code: every area's table is loaded with the shared package (knownError).
    const known = knownError(code);
    super(message ?? known?.message ?? code);
    this.status = status ?? known?.status ?? 400;
  }
}

export function envelopeError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  value: unknown = null,
) {
  return reply.status(status).send({ success: false, code, message, value });
}

/** Names every offending field, e.g. "querystring.language: Too small". */
function validationMessage(error: FastifyError): { message: string; fields: string[] } {
  const issues = error.validation ?? [];
  const fields = issues.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return `${error.validationContext ?? 'body'}${path ? `.${path}` : ''}`;
  });
  return { message: `${fields[0] ?? 'body'}: ${issues[0]?.message ?? 'invalid'}`, fields };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return envelopeError(reply, error.status, String(error.code), error.message, error.value);
    }
    if (error.validation) {
      const { message, fields } = validationMessage(error);
      return envelopeError(reply, 400, 'VALIDATION', message, { fields });
    }
    if (error.statusCode === 429) {
      return envelopeError(reply, 429, 'RATE_LIMITED', COMMON_ERRORS.RATE_LIMITED.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, too large a body, wrong content type: the client's fault, said plainly.
      return envelopeError(reply, error.statusCode, error.code ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return envelopeError(reply, 500, 'UNKNOWN', COMMON_ERRORS.UNKNOWN.message);
  });
}
