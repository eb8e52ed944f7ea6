import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../common/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call is authorised by a token in it, not by the session cookie: another site may send it. */
    crossSite?: boolean;
  }
}

/**
 * Refuses state-changing calls sent from another site (defence in depth beside SameSite=Lax cookies):
 * a foreign `Origin`, or a browser's `Sec-Fetch-Site: cross-site`, answers 403.
 */
export const originCheckPlugin = fp<{ publicOrigin: string | null }>(
  async (app: FastifyInstance, { publicOrigin }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSite) return;
      const origin = request.headers.origin;
      const ownOrigin = publicOrigin ?? `${request.protocol}://${request.host}`;
      const foreign =
        (origin !== undefined && origin !== ownOrigin) || request.headers['sec-fetch-site'] === 'cross-site';
      if (foreign) {
        return reply.status(403).send({ success: false, message: MSG.foreignOrigin });
      }
    });
  },
);
