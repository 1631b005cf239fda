import { stringField } from '@mpx/shared';

/** An HTTP-level refusal raised before any procedure runs (rate limit, body rules). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The contract's text for Fastify's own refusals (body size, content type, JSON syntax), so
 * every /api error has the documented `{ error }` body.
 */
export function describeHttpError(error: unknown): { status: number; message: string } | null {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  switch (stringField(error, 'code')) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Content-Type must be application/json.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Invalid JSON body.' };
    default:
      return null;
  }
}
