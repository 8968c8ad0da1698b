import { queryOptions } from '@tanstack/react-query';
import { getScriptOptionsRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/** Every query of this feature sits under `['topic']`. */
const TOPIC_QUERY_KEYS = {
  scriptOptions: ['topic', 'script-options'] as const,
};

/** GET /project/script/options: the languages (and which of them topics can be written in here), the tones and the writer. */
export function topicScriptOptionsQueryOptions() {
  return queryOptions({
    queryKey: TOPIC_QUERY_KEYS.scriptOptions,
    queryFn: ({ signal }) => apiRequest(getScriptOptionsRoute, { signal }),
    staleTime: 10 * 60_000,
  });
}
