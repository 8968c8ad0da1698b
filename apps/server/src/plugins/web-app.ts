import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BusinessCode } from '@talkreel/contract';
import { failure } from './envelope.ts';
import type { RouteMethodIndex } from './route-method-index.ts';

/**
 * Serves the built web app; any other GET that is not an API or file path gets
 * `index.html` so client-side routes load directly.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined, routeMethods: RouteMethodIndex): Promise<void> {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isAppRoute = request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/files/');
    if (isAppRoute && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    if (isAppRoute && !pathname.includes('.')) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build` (npm start does it for you).');
    }
    const allowed = routeMethods.methodsFor(pathname);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send(failure(BusinessCode.methodNotAllowed, `This address does not answer ${request.method}: use ${allowed.join(' or ')}.`));
    }
    return reply.status(404).send(failure(BusinessCode.notFound, `No route ${request.method} ${pathname.slice(0, 200)}`));
  });
}
