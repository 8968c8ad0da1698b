import { generateLooksJob, type GenerateLooksJobResult } from '@talkreel/jobs';
import { lookThreadModule, runImagesWithFallback, type ImageEngine, type ImageEngineSet, type LookImage, type LookRequest } from '@talkreel/looks';
import { implementJob, readStoredBytes, type Runtime } from '@talkreel/platform';

/** Drawing the four pictures is most of the work; saving them the rest. */
const drawnPercent = 80;

/**
 * The look wizard's four pictures: from the configured image service
 * (photographs, animated later like a talking photo) or drawn by the
 * embedded illustrator on an interactive pool thread (a person is waiting
 * for them). A service that fails hands the task to the illustrator, and the
 * result says why. Stored as PNG files of the owner under the task's own
 * keys (a re-run after a crash overwrites them) and recorded as `looks`
 * (with their designs when drawn), with the done state.
 */
export function createGenerateLooksHandler(runtime: Runtime, imageEngines: ImageEngineSet) {
  const { avatars } = runtime.repositories;
  const { preferred } = imageEngines;
  return implementJob(generateLooksJob, async (payload, context): Promise<GenerateLooksJobResult> => {
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
    const {
      result: images,
      engine,
      note,
    } = await runImagesWithFallback(imageEngines, {
      withService: (service) => generateWithService(service, request, payload.referencePhotoKey, context),
      withIllustrator: async () => {
        await context.reportProgress(5, 'drawing');
        return runtime.interactivePool.run<Omit<LookRequest, 'signal'>, LookImage[]>(lookThreadModule, 'generateLooksInThread', request, {
          signal: context.signal,
        });
      },
      signal: context.signal,
      onServiceFailed: (error) =>
        runtime.logger.warn({ err: error, taskId: context.taskId, engine: preferred.name }, 'image service failed; drawing the looks instead'),
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
      const { files } = runtime.repositories.boundTo(trx);
      const lookRows = [];
      for (const [index, { key, sizeBytes, image }] of stored.entries()) {
        const fileId = await files.recordAndGetId({
          owner_id: payload.ownerId,
          storage_key: key,
          purpose: 'look',
          kind: 'png',
          content_type: 'image/png',
          size_bytes: sizeBytes,
          original_name: `look-${index + 1}.png`,
        });
        lookRows.push({
          owner_id: payload.ownerId,
          task_id: context.taskId,
          output_index: index,
          engine: image.engine,
          kind: image.design ? ('illustrated' as const) : ('photo' as const),
          design: image.design as Record<string, unknown> | null,
          file_id: fileId,
          aspect_ratio: payload.aspectRatio,
        });
      }
      const looks = await avatars.saveLooks(lookRows, trx);
      return { lookIds: looks.map((look) => look.id), imageKeys: stored.map((file) => file.key), engine, ...(note ? { note } : {}) };
    });
  });

  async function generateWithService(
    engine: ImageEngine,
    request: Omit<LookRequest, 'signal'>,
    referencePhotoKey: string | null,
    context: { signal: AbortSignal; reportProgress: (percent: number, stage: string) => Promise<void> },
  ): Promise<LookImage[]> {
    await context.reportProgress(5, 'generating');
    // Services take the picture itself; a reference known only by its traits (a sample face) is left out.
    const { reference: traitsOnly, ...fields } = request;
    const photo = traitsOnly && referencePhotoKey ? await readStoredBytes(runtime.storage, referencePhotoKey).catch(() => null) : null;
    const reference = traitsOnly && photo ? { ...traitsOnly, bytes: photo, contentType: sniffImageType(photo) } : undefined;
    const images = await engine.generate({ ...fields, ...(reference ? { reference } : {}), signal: context.signal });
    if (images.length === 0) throw new Error('the service answered no image');
    return images;
  }
}

/** PNG or JPEG by their magic bytes (a reference is one of the two: uploads are checked, covers are PNG). */
function sniffImageType(bytes: Uint8Array): string {
  return bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : 'image/png';
}
