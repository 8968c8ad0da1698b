import type { FastifyInstance } from 'fastify';
import { readRequestOrigin } from '../site/read-request-origin.ts';
import { batchDownloadPaths } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { verifyBatchDownload } from '../../services/batches/batch-download-links.ts';
import { buildBatchResultCsv, streamBatchZip } from '../../services/batches/batch-downloads.ts';

/** `Content-Disposition` for a download named after the batch (ASCII fallback plus the UTF-8 name). */
function attachment(name: string, extension: string): string {
  const base = name.trim() || 'batch';
  const ascii = base.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}

/**
 * The batch's ZIP and result sheet, behind signed links (the batch page's
 * buttons): no token, so the browser streams them straight to disk. A bad or
 * expired link answers the usual envelope (40100).
 */
export function registerBatchDownloadRoutes(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  app.get(batchDownloadPaths.zip, { schema: { hide: true } }, async (request, reply) => {
    const { ownerId, projectId } = verifyBatchDownload(runtime, batchDownloadPaths.zip, request.query as Record<string, unknown>);
    const zip = await streamBatchZip(runtime, ownerId, projectId);
    reply.header('Content-Type', 'application/zip').header('Content-Disposition', attachment(zip.name, 'zip')).header('Cache-Control', 'no-store');
    return reply.send(zip.stream);
  });
  app.get(batchDownloadPaths.resultCsv, { schema: { hide: true } }, async (request, reply) => {
    const { ownerId, projectId } = verifyBatchDownload(runtime, batchDownloadPaths.resultCsv, request.query as Record<string, unknown>);
    // The sheet is read outside the app: its video links are absolute (PUBLIC_URL, else the address this request came to).
    const origin = runtime.config.PUBLIC_URL
      ? new URL(runtime.config.PUBLIC_URL).origin
      : (readRequestOrigin(request) ?? `http://localhost:${runtime.config.PORT}`);
    const result = await buildBatchResultCsv(runtime, ownerId, projectId, origin);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachment(`${result.name} results`, 'csv'))
      .header('Cache-Control', 'no-store');
    return reply.send(result.csv);
  });
}
