import type { FastifyInstance } from 'fastify';
import { listTalkingPhotoPersonsRoute } from '@talkreel/contract';
import { faceAnalysisVersion } from '@talkreel/face';
import { PhotoFaceRepository } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** How many earlier photos the avatar row offers. */
const recentPhotoLimit = 20;

/** The talking-photo page's avatar row: the user's earlier photos that passed the face check (library presets join with the avatar library). */
export function registerListTalkingPhotoPersons(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  const photos = new PhotoFaceRepository(runtime.database.db);
  registerRoute(app, listTalkingPhotoPersonsRoute, async (request) => {
    const user = requireSessionUser(request);
    const usable = await photos.findUsableByOwner(user.id, faceAnalysisVersion, recentPhotoLimit);
    const digital_persons = [];
    for (const { file, gender } of usable) {
      const url = await runtime.storage.createReadUrl(file.storage_key);
      digital_persons.push({
        id: file.id,
        name: file.original_name.replace(/\.[a-z0-9]+$/i, '') || 'My photo',
        cover_url: url,
        circle_cover_url: url,
        avatar_url: url,
        aspect_ratio: 0 as const,
        timbre_id: null,
        gender: gender === 1 ? (1 as const) : gender === 2 ? (2 as const) : (0 as const),
        typ: 'photo',
      });
    }
    return { digital_persons };
  });
}
