import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DigitalPerson } from '@talkreel/contract';
import { AVATAR_QUERY_KEYS, queueWelcomeClip } from '../api/avatar-requests.ts';

export interface WelcomeClipRequests {
  /** The avatars whose clip this page view asked for. */
  askedIds: ReadonlySet<string>;
  /** Asks the server to make the avatar's welcome clip (once per avatar on this page view); the gallery then polls until it is ready. */
  askForClip: (id: string) => void;
}

type GalleryData = { digital_persons: DigitalPerson[] } | undefined;

/**
 * The welcome clips a gallery page view asked for, as the home tool asks for
 * its chosen avatar's: the answer (the avatar, its clip rendering) goes into
 * the gallery lists at once, and the gallery polls while a clip renders.
 */
export function useWelcomeClipRequests(): WelcomeClipRequests {
  const queryClient = useQueryClient();
  const [askedIds, setAskedIds] = useState<ReadonlySet<string>>(() => new Set());
  const askForClip = useCallback(
    (id: string) => {
      setAskedIds((asked) => (asked.has(id) ? asked : new Set([...asked, id])));
      queueWelcomeClip(id)
        .then((answered) => {
          queryClient.setQueriesData<GalleryData>({ queryKey: AVATAR_QUERY_KEYS.galleries }, (data) =>
            data ? { ...data, digital_persons: data.digital_persons.map((person) => (person.id === id ? { ...person, ...answered } : person)) } : data,
          );
          return queryClient.invalidateQueries({ queryKey: AVATAR_QUERY_KEYS.galleries });
        })
        .catch(() => undefined);
    },
    [queryClient],
  );
  return { askedIds, askForClip };
}
