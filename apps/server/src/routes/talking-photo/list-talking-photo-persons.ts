import type { FastifyInstance } from 'fastify';
import { listTalkingPhotoPersonsRoute, type TalkingPhotoPerson } from '@talkreel/contract';
import { faceAnalysisVersion } from '@talkreel/face';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { toDigitalPersons } from '../../services/avatars/avatar-media.ts';
import { registerRoute } from '../register-route.ts';

/** How many earlier photos the avatar row offers. */
const recentPhotoLimit = 20;

/** The talking-photo page's avatar row: the library's presets and the user's avatars, then the user's earlier photos that passed the face check. */
export function registerListTalkingPhotoPersons(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  const photos = runtime.repositories.photoFaces;
  const { avatars } = runtime.repositories;
  registerRoute(app, listTalkingPhotoPersonsRoute, async (request) => {
    const user = requireSessionUser(request);
    const usable = await photos.findUsableByOwner(user.id, faceAnalysisVersion, recentPhotoLimit);
    // The library's presets and the user's own avatars first, then the user's earlier photos.
    const avatarRows = [...(await avatars.listOwned(user.id)), ...(await avatars.listPublic({}, { offset: 0, limit: 1000 }))];
    const digital_persons: TalkingPhotoPerson[] = (await toDigitalPersons(context, avatarRows)).map((person) => ({
      id: person.id,
      name: person.name,
      cover_url: person.cover_url,
      circle_cover_url: person.circle_cover_url,
      avatar_url: person.avatar_url,
      aspect_ratio: person.aspect_ratio,
      timbre_id: person.timbre_id,
      gender: person.gender,
      typ: person.typ,
    }));
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
