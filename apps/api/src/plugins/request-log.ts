// One log line per request, written when the answer has gone: method, path, status and time
// (Fastify's default is two entries, one as the request comes in). The query string is left out:
// it can carry a sign-in or consent token.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?', 1)[0];
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    const line = { method: request.method, path, status, ms };
    const message = `${request.method} ${path} ${status} ${ms} ms`;
    if (error || status >= 500) reply.log.error(line, message);
    else reply.log.info(line, message);
  }
}
