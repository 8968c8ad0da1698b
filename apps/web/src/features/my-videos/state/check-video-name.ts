/** The contract's limit on a video's name (ProjectNameSchema), in characters. */
export const MAX_VIDEO_NAME_LENGTH = 120;

export type VideoNameProblem = 'empty' | 'tooLong';

/** What is wrong with a typed name, judged like the server will (after trimming); null when it can be saved. */
export function checkVideoName(name: string): VideoNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > MAX_VIDEO_NAME_LENGTH) return 'tooLong';
  return null;
}
