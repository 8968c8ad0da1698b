import { useState } from 'react';
import { createTopicScript } from '../api/topic-requests.ts';

export interface RegenerateTopic {
  regenerate: () => Promise<void>;
  isRegenerating: boolean;
}

/** Re-Generate (spec §3): the same topic and options written again as a new script, which step 2 then follows. */
export function useRegenerateTopic(projectId: string, onCreated: (projectId: string) => void): RegenerateTopic {
  const [isRegenerating, setIsRegenerating] = useState(false);

  const regenerate = async () => {
    if (isRegenerating) return;
    setIsRegenerating(true);
    try {
      onCreated(await createTopicScript({ project_id: projectId }));
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsRegenerating(false);
    }
  };

  return { regenerate, isRegenerating };
}
