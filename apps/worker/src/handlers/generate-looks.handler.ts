import { generateLooksJob, type GenerateLooksJobResult } from '@talkreel/jobs';
import { lookThreadModule, type LookImage, type LookRequest } from '@talkreel/looks';
import { AvatarRepository, implementJob, type Runtime } from '@talkreel/platform';

/** Drawing the four pictures is most of the work; saving them the rest. */
const drawnPercent = 80;

/**
 * The look wizard's four pictures: drawn by the embedded engine on an
 * interactive pool thread (a person is waiting for them), stored as PNG files
 * of the owner under the task's own keys (a re-run after a crash overwrites
 * them) and recorded as `looks` with their designs, with the done state.
 */
export function createGenerateLooksHandler(runtime: Runtime) {
  const avatars = new AvatarRepository(runtime.database.db);
  return implementJob(generateLooksJob, async (payload, context): Promise<GenerateLooksJobResult> => {
    await context.reportProgress(5, 'drawing');
    const request: Omit<LookRequest, 'signal'> = {
      style: payload.style,
      gender: payload.gender,
      age: payload.age,
      ethnicity: payload.ethnicity,
      appearance: payload.appearance,
      background: payload.background,
      aspectRatio: payload.aspectRatio,
      count: payload.count,
      seed: payload.seed,
      ...(payload.reference ? { reference: { bytes: new Uint8Array(), contentType: 'image/png', traits: payload.reference } } : {}),
    };
    const images = await runtime.interactivePool.run<Omit<LookRequest, 'signal'>, LookImage[]>(lookThreadModule, 'generateLooksInThread', request, {
      signal: context.signal,
    });
    await context.reportProgress(drawnPercent, 'saving');
    const prefix = `looks/${payload.ownerId}/${context.taskId}`;
    const stored: { key: string; sizeBytes: number; image: LookImage }[] = [];
    for (const [index, image] of images.entries()) {
      const key = `${prefix}/${index}.png`;
      const { sizeBytes } = await runtime.storage.put(key, Buffer.from(image.png), { contentType: 'image/png' });
      stored.push({ key, sizeBytes, image });
    }
    return context.completeInTransaction(async (trx) => {
      const lookRows = [];
      for (const [index, { key, sizeBytes, image }] of stored.entries()) {
        await trx
          .insertInto('files')
          .values({
            owner_id: payload.ownerId,
            storage_key: key,
            purpose: 'look',
            kind: 'png',
            content_type: 'image/png',
            size_bytes: sizeBytes,
            original_name: `look-${index + 1}.png`,
          })
          .onConflict((conflict) => conflict.column('storage_key').doNothing())
          .execute();
        const file = await trx.selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirstOrThrow();
        lookRows.push({
          owner_id: payload.ownerId,
          task_id: context.taskId,
          output_index: index,
          engine: image.engine,
          kind: image.design ? ('illustrated' as const) : ('photo' as const),
          design: image.design as Record<string, unknown> | null,
          file_id: file.id,
          aspect_ratio: payload.aspectRatio,
        });
      }
      const looks = await avatars.saveLooks(lookRows, trx);
      return { lookIds: looks.map((look) => look.id), imageKeys: stored.map((file) => file.key), engine: 'embedded' };
    });
  });
}
