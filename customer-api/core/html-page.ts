import type { FastifyReply } from 'fastify';

/** A page this server renders itself (sign-in, hosted payment): never cached, framed, sniffed or referred. */
export function sendHtmlPage(reply: FastifyReply, status: number, body: string, contentSecurityPolicy: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', contentSecurityPolicy)
    .send(body);
}
