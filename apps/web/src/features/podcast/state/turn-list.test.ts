import { describe, expect, it } from 'vitest';
import {
  findTurnListProblem,
  haveTurnsChanged,
  insertTurnBelow,
  moveTurn,
  removeTurn,
  switchTurnHost,
  toEditableTurns,
  toPodcastTurns,
  TURN_MAX_CHARACTERS,
  updateTurnText,
  type EditableTurn,
} from './turn-list.ts';

const SAVED = [
  { host: 1, text: 'Welcome to the show.' },
  { host: 2, text: 'Glad to be here.' },
  { host: 1, text: 'Let us begin.' },
] as const;

function keyMaker() {
  let next = 0;
  return () => `k${(next += 1)}`;
}

function editable(): EditableTurn[] {
  return toEditableTurns([...SAVED], keyMaker());
}

const textsOf = (turns: EditableTurn[]) => turns.map((turn) => `${turn.host}:${turn.text}`);

describe('turn list edits', () => {
  it('gives each turn its own key and returns to the saved turns unchanged', () => {
    const turns = editable();
    expect(turns.map((turn) => turn.key)).toEqual(['k1', 'k2', 'k3']);
    expect(toPodcastTurns(turns)).toEqual(SAVED);
    expect(haveTurnsChanged(turns, [...SAVED])).toBe(false);
  });

  it('edits one turn’s text, capped at 4000 characters, and trims it for saving', () => {
    const turns = updateTurnText(editable(), 'k2', '  Happy to be here!  ');
    expect(textsOf(turns)).toEqual(['1:Welcome to the show.', '2:  Happy to be here!  ', '1:Let us begin.']);
    expect(toPodcastTurns(turns)[1]).toEqual({ host: 2, text: 'Happy to be here!' });
    expect(haveTurnsChanged(turns, [...SAVED])).toBe(true);
    expect(updateTurnText(editable(), 'k1', 'x'.repeat(5000))[0]?.text).toHaveLength(TURN_MAX_CHARACTERS);
  });

  it('switches the speaker of one turn, and back', () => {
    const switched = switchTurnHost(editable(), 'k3');
    expect(switched.map((turn) => turn.host)).toEqual([1, 2, 2]);
    expect(switchTurnHost(switched, 'k3').map((turn) => turn.host)).toEqual([1, 2, 1]);
  });

  it('adds an empty reply by the other host right below a turn, or at the end', () => {
    const turns = insertTurnBelow(editable(), 'k1', 'new');
    expect(turns.map((turn) => turn.key)).toEqual(['k1', 'new', 'k2', 'k3']);
    expect(turns[1]).toEqual({ key: 'new', host: 2, text: '' });
    expect(insertTurnBelow(editable(), null, 'end').at(-1)).toEqual({ key: 'end', host: 2, text: '' });
    expect(insertTurnBelow([], null, 'first')).toEqual([{ key: 'first', host: 1, text: '' }]);
    expect(insertTurnBelow(editable(), 'missing', 'new')).toHaveLength(3);
  });

  it('adds nothing past 300 turns', () => {
    const full = Array.from({ length: 300 }, (_, index): EditableTurn => ({ key: `t${index}`, host: 1, text: 'x' }));
    expect(insertTurnBelow(full, 't0', 'new')).toHaveLength(300);
  });

  it('deletes a turn, but never the last one', () => {
    expect(removeTurn(editable(), 'k2').map((turn) => turn.key)).toEqual(['k1', 'k3']);
    const single = removeTurn(removeTurn(editable(), 'k1'), 'k2');
    expect(single.map((turn) => turn.key)).toEqual(['k3']);
    expect(removeTurn(single, 'k3').map((turn) => turn.key)).toEqual(['k3']);
  });

  it('moves a turn up and down, keeping its key, and not past either end', () => {
    expect(moveTurn(editable(), 'k2', -1).map((turn) => turn.key)).toEqual(['k2', 'k1', 'k3']);
    expect(moveTurn(editable(), 'k2', 1).map((turn) => turn.key)).toEqual(['k1', 'k3', 'k2']);
    expect(moveTurn(editable(), 'k1', -1).map((turn) => turn.key)).toEqual(['k1', 'k2', 'k3']);
    expect(moveTurn(editable(), 'k3', 1).map((turn) => turn.key)).toEqual(['k1', 'k2', 'k3']);
    expect(textsOf(moveTurn(editable(), 'k3', -1))).toEqual(['1:Welcome to the show.', '1:Let us begin.', '2:Glad to be here.']);
  });

  it('never changes the list it was given', () => {
    const turns = editable();
    const before = structuredClone(turns);
    updateTurnText(turns, 'k1', 'changed');
    switchTurnHost(turns, 'k1');
    insertTurnBelow(turns, 'k1', 'new');
    removeTurn(turns, 'k1');
    moveTurn(turns, 'k1', 1);
    expect(turns).toEqual(before);
  });

  it('names what stops a save: no turns, or a blank turn', () => {
    expect(findTurnListProblem(editable())).toBeNull();
    expect(findTurnListProblem([])).toBe('noTurns');
    expect(findTurnListProblem(updateTurnText(editable(), 'k2', '   '))).toBe('emptyTurn');
  });
});
