import { describe, expect, it } from 'vitest';
import { togglePick } from './host-pick.ts';

describe('picking two avatars for a host pair', () => {
  it('keeps the order of picking: host 1 then host 2', () => {
    expect(togglePick(togglePick([], 'a'), 'b')).toEqual(['a', 'b']);
  });

  it('never holds the same avatar twice: picking it again drops it', () => {
    expect(togglePick(['a'], 'a')).toEqual([]);
    expect(togglePick(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('replaces host 2 when a third avatar is picked', () => {
    expect(togglePick(['a', 'b'], 'c')).toEqual(['a', 'c']);
  });
});
