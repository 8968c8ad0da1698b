import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { buildTextStyleFont, layoutText, layoutTextInBox, resolveTextStyle, TextElementSchema, type TextElement } from '@talkreel/timeline';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBuiltInFonts } from '../fonts/built-in-fonts.ts';

interface TemplateLayer {
  id: string;
  type: string;
  y: number;
  h: number;
  prop?: { textInfo?: { text?: string } };
}

/** The product card's layers of its first scene, as content/templates has them. */
async function readProductCardLayers(): Promise<TemplateLayer[]> {
  const template = JSON.parse(await readFile(new URL('../../../../content/templates/product-card-1x1.json', import.meta.url), 'utf8')) as {
    workspace: { scenes: { tracks: { layers: TemplateLayer[] }[] }[] };
  };
  return template.workspace.scenes[0]!.tracks.flatMap((track) => track.layers);
}

function withText(layer: TemplateLayer, text: string): TextElement {
  return TextElementSchema.parse({ ...layer, prop: { ...layer.prop, textInfo: { ...layer.prop?.textInfo, text } } });
}

describe('a text element’s lines in its box, measured in the built-in fonts', () => {
  beforeAll(() => registerBuiltInFonts());

  it('shrinks a long product name on the product card until it stays in its box, above the tagline, every word kept', async () => {
    const layers = await readProductCardLayers();
    const nameLayer = layers.find((layer) => layer.prop?.textInfo?.text === '{{product}}')!;
    const tagline = layers.find((layer) => layer.prop?.textInfo?.text === '{{tagline}}')!;
    const context = createCanvas(1, 1).getContext('2d');
    const measure = (element: TextElement, text: string) => {
      const style = resolveTextStyle(element, 1);
      return { style, layout: layoutTextInBox(context, text, style, { widthPx: element.w, heightPx: element.h }) };
    };

    // The template's own name fits on its one line: nothing changes.
    const shortName = withText(nameLayer, 'Morning Roast');
    const short = measure(shortName, 'Morning Roast');
    expect(short.layout).toEqual({ lines: ['Morning Roast'], style: short.style });

    // The longest name the template takes (32 characters) wraps to three lines at 74 px, running over the tagline.
    const longText = 'Morning Roast Single-Origin Mix!';
    expect(longText).toHaveLength(32);
    const longName = withText(nameLayer, longText);
    const unfitted = layoutText(context, longText, resolveTextStyle(longName, 1), longName.w);
    expect(unfitted.lines.length * unfitted.style.fontSizePx * unfitted.style.lineHeight).toBeGreaterThan(tagline.y - nameLayer.y);

    const long = measure(longName, longText);
    const lineHeightPx = long.layout.style.fontSizePx * long.layout.style.lineHeight;
    expect(long.layout.style.fontSizePx).toBeLessThan(74);
    expect(long.layout.style.fontSizePx).toBeGreaterThanOrEqual(74 * 0.4);
    expect(long.layout.lines.length * lineHeightPx).toBeLessThanOrEqual(longName.h);
    expect(nameLayer.y + long.layout.lines.length * lineHeightPx).toBeLessThanOrEqual(tagline.y);
    context.font = buildTextStyleFont(long.layout.style);
    for (const line of long.layout.lines) expect(context.measureText(line).width).toBeLessThanOrEqual(longName.w);
    expect(long.layout.lines.join(' ')).toBe(longText);
  });
});
