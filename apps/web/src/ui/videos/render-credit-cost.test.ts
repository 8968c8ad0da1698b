import { readFileSync } from 'node:fs';
import { renderCreditCosts } from '@talkreel/contract';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { renderCreditCostOf } from './render-credit-cost.ts';

interface PersonElementDocument {
  type: string;
  prop?: Record<string, unknown>;
}

function readExample(name: string): { scenes: Array<{ tracks: Array<{ layers: PersonElementDocument[] }> }> } {
  return JSON.parse(readFileSync(new URL(`../../../../../examples/workspaces/${name}`, import.meta.url), 'utf8'));
}

/** The presenter example with its people given `prop` (speech or listening), or as it is (a pre-made clip). */
function presenterWith(prop: Record<string, unknown> | null): Workspace {
  const document = readExample('talking-presenter-9x16.json');
  for (const scene of document.scenes)
    for (const track of scene.tracks) for (const element of track.layers) if (element.type === 'person' && prop) element.prop = { ...element.prop, ...prop };
  return parseWorkspace(document);
}

const speaking = presenterWith({ speech: { script: 'Hello there.', voice_id: 'english-sarah' } });
const listening = presenterWith({ listen: {} });
const clipOnly = presenterWith(null);
const quote = parseWorkspace(readExample('square-quote-1x1.json'));

describe('renderCreditCostOf', () => {
  it('charges the paid kinds what the server debits for each render', () => {
    expect(renderCreditCostOf('talking_photo', quote)).toBe(renderCreditCosts.talking_photo);
    expect(renderCreditCostOf('talking_avatar', quote)).toBe(renderCreditCosts.talking_avatar);
    expect(renderCreditCostOf('topic_video', null)).toBe(renderCreditCosts.talking_avatar);
    expect(renderCreditCostOf('podcast', null)).toBe(renderCreditCosts.podcast);
    expect(renderCreditCostOf('topic_video', null)).toBeGreaterThan(0);
  });

  it('charges a plain project with an animated person as a talking photo, and one without nothing', () => {
    expect(renderCreditCostOf('editor', speaking)).toBe(renderCreditCosts.talking_photo);
    expect(renderCreditCostOf('editor', listening)).toBe(renderCreditCosts.talking_photo);
    // A person element that only plays its pre-made clip is not animated: nothing to pay.
    expect(renderCreditCostOf('editor', clipOnly)).toBe(0);
    expect(renderCreditCostOf('editor', quote)).toBe(0);
  });

  it('asks before a plain project’s render while its timeline is not read yet', () => {
    expect(renderCreditCostOf('editor', null)).toBe(renderCreditCosts.talking_photo);
  });
});
