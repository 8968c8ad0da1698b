import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BusinessCode } from '@talkreel/contract';

/**
 * Serves the built web app; any other GET that is not an API or file path gets
 * `index.html` so client-side routes load directly.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
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
    return reply.status(404).send({ code: BusinessCode.notFound, msg: `No route ${request.method} ${pathname}`, data: null });
  });
}
