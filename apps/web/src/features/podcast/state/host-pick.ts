/**
 * The avatars picked for a new host pair, in order (host 1, host 2): picking
 * a chosen one again drops it; picking a third replaces host 2.
 */
export function togglePick(picked: readonly string[], id: string): string[] {
  if (picked.includes(id)) return picked.filter((pickedId) => pickedId !== id);
  return picked.length < 2 ? [...picked, id] : [picked[0] as string, id];
}
