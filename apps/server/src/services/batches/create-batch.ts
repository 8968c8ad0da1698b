import { BusinessCode, renderCreditCosts, type BatchRow } from '@talkreel/contract';
import type { UserRow } from '@talkreel/platform';
import type { Workspace } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { submitRender } from '../projects/submit-render.ts';
import { fillTemplateForUser } from '../templates/fill-template-for-user.ts';
import type { TemplateLibrary } from '../templates/template-library.ts';

/** Row problems a refusal names before it says how many more there are. */
const namedProblems = 5;

/**
 * Makes a batch: every row's values are checked and filled into the template
 * first (a row with a problem refuses the whole batch, naming the rows), the
 * credits of every row are compared with the balance at the door, then one
 * transaction creates the project (one workspace per row), records the
 * batch and queues every render, each debiting its credit: too few credits
 * (a parallel spend won the race) leave nothing behind and nothing debited.
 */
export async function createBatch(
  context: AppContext,
  library: TemplateLibrary,
  user: UserRow,
  request: { template_id: string; name?: string | undefined; rows: BatchRow[] },
): Promise<{ project_id: string; tasks: { project_id: string; index: number; task_id: string }[] }> {
  const loaded = library.find(request.template_id);
  if (!loaded) throw ApiError.notFound('No such template');
  const seen = new Set<number>();
  for (const { row } of request.rows) {
    if (seen.has(row)) throw ApiError.invalidInput(`Row ${row} is in the batch twice`);
    seen.add(row);
  }
  const needed = request.rows.length * renderCreditCosts.batch;
  if (user.credit < needed) {
    throw new ApiError(BusinessCode.insufficientCredits, `This batch makes ${request.rows.length} videos and needs ${needed} credits; you have ${user.credit}`);
  }

  const { repositories } = context.runtime;
  const workspaces: Workspace[] = [];
  const problems: string[] = [];
  for (const { row, values } of request.rows) {
    try {
      workspaces.push(await fillTemplateForUser(context, repositories, loaded, user, values));
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== BusinessCode.invalidInput) throw error;
      problems.push(`Row ${row}, ${error.message}`);
    }
  }
  if (problems.length > 0) {
    const more = problems.length > namedProblems ? ` (and ${problems.length - namedProblems} more)` : '';
    throw ApiError.invalidInput(
      `${problems.length} rows cannot be made: ${problems.slice(0, namedProblems).join('; ')}${more}. Nothing was created or debited.`,
    );
  }

  const name = request.name ?? `${loaded.template.name} × ${request.rows.length}`;
  return repositories.inTransaction(async (bound, trx) => {
    const projectId = await bound.projects.create({ ownerId: user.id, name, kind: 'batch' });
    for (const [index, workspace] of workspaces.entries()) await bound.workspaces.upsert(projectId, index, workspace);
    await bound.batches.create({ projectId, ownerId: user.id, templateId: loaded.template.id, rows: request.rows.map(({ row, values }) => ({ row, values })) });
    const tasks = [];
    for (const index of workspaces.keys()) tasks.push({ project_id: projectId, index, task_id: await submitRender(context, user, projectId, index, trx) });
    return { project_id: projectId, tasks };
  });
}
