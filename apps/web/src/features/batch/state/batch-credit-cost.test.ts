import { renderCreditCosts } from '@talkreel/contract';
import { parseWorkspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { batchCreditTotal, batchRowCreditCost } from './batch-credit-cost.ts';

function workspaceWith(layer: Record<string, unknown>) {
  return parseWorkspace({
    aspect_ratio: 2,
    scenes: [{ id: 'one', duration: 3000, bg_color: '#14213d', tracks: [{ type: layer.type, index: 0, layers: [layer] }] }],
  });
}

const textOnly = workspaceWith({
  id: 'title',
  type: 'text',
  x: 90,
  y: 690,
  w: 900,
  h: 110,
  zindex: 1,
  prop: { textInfo: { text: 'Sale', fontSize: 60, color: '#ffffff' } },
  timeline: { start: 0, end: 3000 },
});
const speaking = workspaceWith({
  id: 'presenter',
  type: 'person',
  path: 'uploads/u1/portrait.png',
  x: 160,
  y: 280,
  w: 760,
  h: 760,
  zindex: 1,
  prop: { speech: { script: 'Hello', voice_id: 'en-US-1' } },
  timeline: { start: 0, end: 3000 },
});

describe('batch credits', () => {
  it('charges a template with a presenter at the animated-person price per row', () => {
    expect(batchRowCreditCost(true, textOnly)).toBe(renderCreditCosts.talking_photo);
  });

  it('charges a filled body with a speaking person even when the summary says no presenter', () => {
    expect(batchRowCreditCost(false, speaking)).toBe(renderCreditCosts.talking_photo);
  });

  it('charges nothing for a template nobody speaks in, and counts an unread body as paid', () => {
    expect(batchRowCreditCost(false, textOnly)).toBe(0);
    expect(batchRowCreditCost(false, null)).toBe(renderCreditCosts.talking_photo);
  });

  it('totals rows × the row price', () => {
    expect(batchCreditTotal(20, 1)).toBe(20);
    expect(batchCreditTotal(100, 0)).toBe(0);
    expect(batchCreditTotal(0, 1)).toBe(0);
  });
});
