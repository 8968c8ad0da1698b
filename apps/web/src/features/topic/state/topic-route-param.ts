/** The topic page's address, and its one query parameter: the script project of step 2. */
export const TOPIC_PATH = '/text-to-video';
export const TOPIC_PROJECT_PARAM = 'id';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/text-to-video?id=<uuid>`: step 2 of one script, which a reload resumes. */
export function topicScriptPath(projectId: string): string {
  return `${TOPIC_PATH}?${TOPIC_PROJECT_PARAM}=${encodeURIComponent(projectId)}`;
}

/** The project id of the address, or null (missing or not a UUID): the page then shows step 1. */
export function readTopicProjectId(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return UUID_PATTERN.test(trimmed) ? trimmed.toLowerCase() : null;
}
