import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, built cheaply (bench/README.md, decision 057): Fastify's default writes two,
 * "incoming request" with the whole request serialised, then "request completed", and pino builds
 * and redacts both even when they go to /dev/null — about a tenth of a signed-in read's CPU.
 *
 * - "incoming request" is logged at `debug` (LOG_LEVEL=debug brings it back, as it was);
 * - "request completed" stays at `info`, one flat line: method, URL, status and time, with the
 *   request id every other line of the request carries. Errors are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        url: withoutPosition(request.url),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

/** A position never reaches the log (LGPD): coordinates in a query string are cut from the URL. */
const POSITION_PARAM = /([?&])(lat|latitude|lng|lon|longitude)=[^&]*/gi;

export function withoutPosition(url: string): string {
  if (!url.includes('?')) return url;
  return url
    .replace(POSITION_PARAM, '$1')
    .replace(/[?&]+$/, '')
    .replace(/&&+/g, '&')
    .replace(/\?&/, '?');
}
