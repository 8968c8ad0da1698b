import { readFile, rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { batchDownloadPaths, BusinessCode, createBatchRoute, maxBatchSheetBytes, readBatchSheetRoute } from '@talkreel/contract';
import { sampleCsv } from '@talkreel/batch';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { createBatch } from '../../services/batches/create-batch.ts';
import { createLinkFetcher } from '../../services/uploads/fetch-links-as-uploads.ts';
import { readBatchSheet } from '../../services/batches/read-batch-sheet.ts';
import type { TemplateLibrary } from '../../services/templates/template-library.ts';
import { UploadBodyError } from '../../services/uploads/receive-to-temp-file.ts';
import { receiveUploadForm } from '../../services/uploads/receive-upload-form.ts';
import { registerRoute } from '../register-route.ts';

const MappingFieldSchema = z.record(z.string().max(40), z.number().int().min(0).max(1_000).nullable());

/** The multipart fields besides the sheet: which template, and the person's own column choices (JSON), if any. */
function readSheetFields(fields: Record<string, unknown>): { templateId: string; mapping: Record<string, number | null> | undefined } {
  const templateId = typeof fields.template_id === 'string' ? fields.template_id.trim() : '';
  if (templateId === '' || templateId.length > 120) throw ApiError.invalidInput('Choose a template first: the form has no template_id');
  if (fields.mapping === undefined) return { templateId, mapping: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(fields.mapping));
  } catch {
    throw ApiError.invalidInput('The column mapping is not JSON: send {"variable": column index or null}');
  }
  const mapping = MappingFieldSchema.safeParse(parsed);
  if (!mapping.success) throw ApiError.invalidInput('The column mapping must name each variable with a column index (0 is the first) or null');
  return { templateId, mapping: mapping.data };
}

/** `/batch/sheet` (multipart), `/batch/create` and the template's sample sheet. */
export function registerBatchCreateRoutes(app: FastifyInstance, context: AppContext, library: TemplateLibrary): void {
  const linkFetcher = createLinkFetcher(context.runtime);
  registerRoute(
    app,
    readBatchSheetRoute,
    async (request) => {
      const user = requireSessionUser(request);
      if (!request.isMultipart()) throw ApiError.invalidInput('Send the sheet as multipart/form-data: template_id, then the file in the field "file"');
      const form = await receiveUploadForm(request.parts(), { tempDir: context.runtime.tempDir, maxFileBytes: () => maxBatchSheetBytes }).catch(
        (error: unknown) => {
          if (error instanceof UploadBodyError)
            throw ApiError.invalidInput('The sheet could not be read: the upload was cut short or malformed. Send it again.');
          throw error;
        },
      );
      try {
        if (form.isFileTooLarge)
          throw new ApiError(BusinessCode.fileTooLarge, `The sheet is larger than ${maxBatchSheetBytes / 1024 / 1024} MB, the most a batch reads`);
        if (!form.file) throw ApiError.invalidInput('Choose a CSV or XLSX sheet: the form has no file in the field "file"');
        const { templateId, mapping } = readSheetFields(form.fields);
        const loaded = library.find(templateId);
        if (!loaded) throw ApiError.notFound('No such template');
        const bytes = await readFile(form.file.tempPath);
        return await readBatchSheet(context, user, loaded, { bytes, fileName: form.file.fileName }, mapping, linkFetcher);
      } finally {
        if (form.file) await rm(form.file.tempPath, { force: true });
      }
    },
    { description: 'Body: multipart/form-data with the text fields `template_id` and optional `mapping` (JSON), and the sheet in the field `file`.' },
  );

  registerRoute(app, createBatchRoute, async (request) => createBatch(context, library, requireSessionUser(request), request.body));

  app.get(batchDownloadPaths.sampleCsv, { schema: { hide: true } }, async (request, reply) => {
    const query = z.object({ template_id: z.string().min(1).max(120) }).safeParse(request.query);
    if (!query.success) throw ApiError.invalidInput('Name the template: ?template_id=');
    const loaded = library.find(query.data.template_id);
    if (!loaded) throw ApiError.notFound('No such template');
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${loaded.template.id}-sample.csv"`)
      .header('Cache-Control', 'public, max-age=300');
    return reply.send(sampleCsv(loaded.template.variables));
  });
}
