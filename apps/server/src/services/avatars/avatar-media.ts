import type { DigitalPerson } from '@talkreel/contract';
import { renderWorkspaceJob, RenderWorkspaceResultSchema } from '@talkreel/jobs';
import type { PixelBox } from '@talkreel/face';
import { formats } from '@talkreel/formats';
import { circleOf, lookSizePx, lookThreadModule } from '@talkreel/looks';
import type { DigitalPersonRow, JobCost } from '@talkreel/platform';
import { parseWorkspace, type AspectRatio } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';

/**
 * Where an avatar's cover lies: a drawn avatar's (it has a design) is a JPEG,
 * a photo avatar's the PNG it was made from.
 */
export const coverKeyOf = (person: Pick<DigitalPersonRow, 'id' | 'design'>) => `avatars/${person.id}/cover.${person.design ? 'jpg' : 'png'}`;
export const circleCoverKeyOf = (personId: string) => `avatars/${personId}/circle.png`;

/** Draws in progress, so that parallel first requests for one avatar draw it once. */
const drawing = new Map<string, Promise<void>>();

/**
 * The avatar's cover and circle cover, drawn from its design on first use
 * (on an interactive pool thread) and stored under keys of its own; a
 * photo avatar's covers were stored when it was made.
 */
export async function ensureCovers(context: AppContext, person: DigitalPersonRow): Promise<void> {
  if (person.cover_file_id && person.circle_cover_file_id) return;
  if (!person.design) throw new Error(`The avatar ${person.id} has no cover and no design to draw one from`);
  const running = drawing.get(person.id);
  if (running) return running;
  const work = (async () => {
    const { runtime } = context;
    const { avatars, files } = runtime.repositories;
    const size = lookSizePx(person.aspect_ratio === 1 ? 1 : 0);
    const { cover, circle } = await runtime.interactivePool.run<
      { design: unknown; widthPx: number; heightPx: number },
      { cover: Uint8Array; circle: Uint8Array }
    >(lookThreadModule, 'renderCoversInThread', { design: person.design, ...size });
    const purpose = person.is_public ? 'library' : 'avatar';
    const ids: string[] = [];
    for (const [key, bytes, name, contentType] of [
      [coverKeyOf(person), cover, 'cover.jpg', 'image/jpeg'],
      [circleCoverKeyOf(person.id), circle, 'circle.png', 'image/png'],
    ] as const) {
      const { sizeBytes } = await runtime.storage.put(key, Buffer.from(bytes), { contentType });
      ids.push(await files.recordPng({ ownerId: person.owner_id, key, purpose, sizeBytes, name }));
    }
    await avatars.setCovers(person.id, { coverFileId: ids[0]!, circleCoverFileId: ids[1]! });
    person.cover_file_id = ids[0]!;
    person.circle_cover_file_id = ids[1]!;
  })();
  drawing.set(person.id, work);
  try {
    await work;
  } finally {
    drawing.delete(person.id);
  }
}

/**
 * A photo avatar's covers, stored when it is made: the look itself, and its
 * face (found by the face engine) in a circle.
 */
export async function storePhotoCovers(context: AppContext, person: DigitalPersonRow, png: Uint8Array, face: PixelBox): Promise<void> {
  const { runtime } = context;
  const { avatars, files } = runtime.repositories;
  const ids: string[] = [];
  for (const [key, bytes, name] of [
    [coverKeyOf(person), png, 'cover.png'],
    [circleCoverKeyOf(person.id), await circleOf(png, face), 'circle.png'],
  ] as const) {
    const { sizeBytes } = await runtime.storage.put(key, Buffer.from(bytes), { contentType: 'image/png' });
    ids.push(await files.recordPng({ ownerId: person.owner_id, key, purpose: 'avatar', sizeBytes, name }));
  }
  await avatars.setCovers(person.id, { coverFileId: ids[0]!, circleCoverFileId: ids[1]! });
  person.cover_file_id = ids[0]!;
  person.circle_cover_file_id = ids[1]!;
}

/**
 * Queues the avatar's welcome clip (the avatar speaking its welcome line, an
 * ordinary render of a one-scene talking-avatar workspace, owned by the
 * avatar's owner; free for library avatars, `cost` for one a user creates)
 * unless one was queued before: the claim and the render commit together, so
 * parallel first requests queue one clip.
 */
export async function ensureWelcomeClip(context: AppContext, person: DigitalPersonRow, cost?: JobCost): Promise<void> {
  if (person.welcome_task_id) return;
  await ensureCovers(context, person);
  const { runtime } = context;
  const workspace = parseWorkspace(
    formats.welcome_clip.buildWorkspace({
      stillKey: coverKeyOf(person),
      lookId: person.look_id ?? person.id,
      design: person.design,
      voiceId: person.voice_id,
      script: person.welcome_line,
      aspectRatio: (person.aspect_ratio === 1 ? 1 : 0) as AspectRatio,
    }),
  );
  await runtime.repositories
    .inTransaction(async (repositories, trx) => {
      const projectId = await repositories.talkingPhotos.createProject(
        { ownerId: person.owner_id, name: `Welcome: ${person.name}`, workspace, keepWatermark: false, kind: formats.welcome_clip.kind },
        trx,
      );
      await runtime.queue.enqueue(
        renderWorkspaceJob,
        {
          ownerId: person.owner_id,
          projectId,
          workspaceIndex: 0,
          workspace,
          watermark: false,
          scale: formats.welcome_clip.renderScale,
        },
        {
          ownerId: person.owner_id,
          transaction: trx,
          ...(cost ? { cost } : {}),
          alsoInTransaction: async (inner, taskId) => {
            await repositories.renders.create({ project_id: projectId, workspace_index: 0, workspace_version: 1, task_id: taskId }, inner);
            // Someone else queued it first: roll this one back.
            if (!(await repositories.avatars.claimWelcome(inner, person.id, taskId))) throw new WelcomeAlreadyQueued();
            person.welcome_task_id = taskId;
          },
        },
      );
    })
    .catch((error: unknown) => {
      if (!(error instanceof WelcomeAlreadyQueued)) throw error;
    });
}

class WelcomeAlreadyQueued extends Error {}

/**
 * The contract's digital person for rows of one list. Covers the lists point
 * at are drawn by `GET /avatar_library/cover/:id` on first request, so a list
 * never waits for drawing.
 */
export async function toDigitalPersons(context: AppContext, rows: readonly DigitalPersonRow[]): Promise<DigitalPerson[]> {
  const { runtime } = context;
  const { avatars } = runtime.repositories;
  const tasks = await avatars.findTasks(rows.flatMap((row) => (row.welcome_task_id ? [row.welcome_task_id] : [])));
  const people: DigitalPerson[] = [];
  for (const row of rows) {
    const hasCovers = Boolean(row.cover_file_id && row.circle_cover_file_id);
    const cover = hasCovers ? await runtime.storage.createReadUrl(coverKeyOf(row)) : `/api/avatar_library/cover/${row.id}`;
    const circle = hasCovers ? await runtime.storage.createReadUrl(circleCoverKeyOf(row.id)) : `/api/avatar_library/cover/${row.id}?circle=1`;
    const task = row.welcome_task_id ? tasks.get(row.welcome_task_id) : undefined;
    const result = task?.status === 'done' ? RenderWorkspaceResultSchema.safeParse(task.result) : null;
    const welcomeUrl = result?.success ? await runtime.storage.createReadUrl(result.data.videoKey) : null;
    const welcomeStatus = !task ? 'none' : welcomeUrl ? 'done' : task.status === 'failed' || task.status === 'cancelled' ? 'failed' : 'rendering';
    people.push({
      id: row.id,
      name: row.name,
      cover_url: cover,
      circle_cover_url: circle,
      avatar_url: cover,
      aspect_ratio: row.aspect_ratio === 1 ? 1 : 0,
      timbre_id: row.voice_id,
      gender: row.gender === 'female' ? 1 : 2,
      typ: row.kind,
      welcome_url: welcomeUrl,
      welcome_status: welcomeStatus,
      avatar_library_id: row.id,
      avatar_library_unique_id: row.id,
      avatar_library_name: row.name,
      theme: (row.theme as DigitalPerson['theme']) ?? null,
      age: (row.age as DigitalPerson['age']) ?? null,
      ethnicity: (row.ethnicity as DigitalPerson['ethnicity']) ?? null,
      kind: row.kind,
      is_public: row.is_public,
    });
  }
  return people;
}
