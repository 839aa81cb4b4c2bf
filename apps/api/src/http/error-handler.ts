import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS } from '../errors';

/** Fastify's own error codes for client mistakes, with the message a person should read instead. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of request body is not accepted here',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The form was not sent as multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'The image is larger than 5 MB',
  FST_FILES_LIMIT: 'Too many files were sent',
  FST_FIELDS_LIMIT: 'Too many fields were sent',
  FST_PARTS_LIMIT: 'Too many form parts were sent',
  FST_ERR_VALIDATION: 'Some fields are missing or invalid',
};

const NOT_FIELDS = 'Send the fields as a form (multipart/form-data) or as a JSON object';

/**
 * One place turns every failure into the spec's body: `{ status: 0, message, errors? }`.
 * Client mistakes get a 4xx and a message; anything else is logged and answered with a plain 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // An outage behind a 5xx (object storage away): the visitor reads the message, the log gets why.
      if (error.cause) request.log.warn({ err: error.cause }, error.message);
      return reply.status(ERROR_STATUS[error.code]).send({ status: 0, message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        // No field named: the body as a whole was not a set of fields (null, a list, plain text).
        if (!field) errors.request ??= NOT_FIELDS;
        else errors[field] ??= issue.message ?? 'This value is not valid';
      }
      const first = Object.values(errors)[0] ?? FASTIFY_CLIENT_ERRORS.FST_ERR_VALIDATION!;
      return reply.status(400).send({ status: 0, message: first, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined) ?? (error.message || 'Bad request');
      return reply.status(status).send({ status: 0, message });
    }
    // Logged once with its route and counted where every answer is (metrics/request-metrics.ts).
    return reply.status(500).send({ status: 0, message: 'Something went wrong on our side. Please try again.' });
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const where = request.url.split('?')[0]!;
  const shown = where.length > 120 ? `${where.slice(0, 120)}…` : where;
  return reply.status(404).send({ status: 0, message: `No such page: ${request.method} ${shown}` });
}

/** Errors Fastify's router raises before any route runs (a malformed or over-long address). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({ status: 0, message: tooLong ? 'This address is too long' : 'This address is not valid' });
}

/** What Node's HTTP parser could not read, by its error code; anything else it refuses is a 400. */
const UNREADABLE_REQUESTS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
};
const UNREADABLE: [number, string] = [400, 'The request could not be read: its Content-Length must match its body, and its headers must be valid HTTP'];

/**
 * Requests Node's parser refuses before Fastify sees them (a Content-Length shorter or longer than the
 * body, broken headers) get the shop's `{status: 0, message}` too, written to the socket as Fastify's own
 * handler does (this runs outside any request, so there is no reply object).
 */
export function clientErrors(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = (error.code ? UNREADABLE_REQUESTS[error.code] : undefined) ?? UNREADABLE;
  this.log.debug({ err: error }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify({ status: 0, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
