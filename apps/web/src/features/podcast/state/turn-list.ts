import { podcastMaxTurns, type PodcastTurn } from '@talkreel/contract';

export type HostNumber = PodcastTurn['host'];

/** A turn as the editor holds it: a key that stays with it through moves (React keys, focus). */
export interface EditableTurn {
  key: string;
  host: HostNumber;
  text: string;
  /** A turn cut from an uploaded recording: played as recorded, its text is only a label. */
  audio?: PodcastTurn['audio'];
}

/** Contract: a turn has at most 4000 characters. */
export const TURN_MAX_CHARACTERS = 4_000;

export function toEditableTurns(turns: readonly PodcastTurn[], createKey: () => string): EditableTurn[] {
  return turns.map((turn) => ({ key: createKey(), host: turn.host, text: turn.text, ...(turn.audio ? { audio: turn.audio } : {}) }));
}

/** The turns as PUT /project/podcast/script takes them: trimmed text; a recorded turn keeps its audio (without the URL it was played from). */
export function toPodcastTurns(turns: readonly EditableTurn[]): PodcastTurn[] {
  return turns.map((turn) =>
    turn.audio
      ? { host: turn.host, text: turn.text.trim(), audio: { path: turn.audio.path, start_ms: turn.audio.start_ms, end_ms: turn.audio.end_ms } }
      : { host: turn.host, text: turn.text.trim() },
  );
}

export function otherHost(host: HostNumber): HostNumber {
  return host === 1 ? 2 : 1;
}

export function updateTurnText(turns: readonly EditableTurn[], key: string, text: string): EditableTurn[] {
  return turns.map((turn) => (turn.key === key ? { ...turn, text: text.slice(0, TURN_MAX_CHARACTERS) } : turn));
}

/** The other host speaks this turn. */
export function switchTurnHost(turns: readonly EditableTurn[], key: string): EditableTurn[] {
  return turns.map((turn) => (turn.key === key ? { ...turn, host: otherHost(turn.host) } : turn));
}

/**
 * An empty turn right below `key`, spoken by the other host (a reply); at the
 * end when `key` is null. Unchanged once the podcast has its 300 turns.
 */
export function insertTurnBelow(turns: readonly EditableTurn[], key: string | null, newKey: string): EditableTurn[] {
  if (turns.length >= podcastMaxTurns) return [...turns];
  const index = key === null ? turns.length - 1 : turns.findIndex((turn) => turn.key === key);
  if (key !== null && index < 0) return [...turns];
  const above = turns[index];
  const inserted: EditableTurn = { key: newKey, host: above ? otherHost(above.host) : 1, text: '' };
  return [...turns.slice(0, index + 1), inserted, ...turns.slice(index + 1)];
}

/** Without `key`; the last turn stays (a podcast needs at least one). */
export function removeTurn(turns: readonly EditableTurn[], key: string): EditableTurn[] {
  if (turns.length <= 1) return [...turns];
  return turns.filter((turn) => turn.key !== key);
}

/** One place up (-1) or down (+1); unchanged at either end. */
export function moveTurn(turns: readonly EditableTurn[], key: string, offset: -1 | 1): EditableTurn[] {
  const index = turns.findIndex((turn) => turn.key === key);
  const target = index + offset;
  if (index < 0 || target < 0 || target >= turns.length) return [...turns];
  const moved = [...turns];
  [moved[index], moved[target]] = [moved[target] as EditableTurn, moved[index] as EditableTurn];
  return moved;
}

/** What stops a save: no turns, or a turn with no text (the contract refuses both). */
export function findTurnListProblem(turns: readonly EditableTurn[]): 'noTurns' | 'emptyTurn' | null {
  if (turns.length === 0) return 'noTurns';
  return turns.some((turn) => turn.text.trim() === '') ? 'emptyTurn' : null;
}

/** Whether the edited turns differ from the saved ones. */
export function haveTurnsChanged(turns: readonly EditableTurn[], saved: readonly PodcastTurn[]): boolean {
  const edited = toPodcastTurns(turns);
  return (
    edited.length !== saved.length ||
    edited.some((turn, index) => turn.host !== saved[index]?.host || turn.text !== saved[index]?.text || turn.audio?.path !== saved[index]?.audio?.path)
  );
}
