/** A scene's length on its card: `m:ss`, whole seconds rounded up so that a 4.2 s scene does not read 0:04. */
export function formatSceneDuration(durationMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(Math.round(durationMs) / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
