import { describe, expect, it } from 'vitest';
import { parseTemplateFile } from './parse-template-file.ts';
import { placeholdersOf } from './placeholders-of.ts';
import { readFixtureTemplate } from './testing/fixture-templates.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const spotlight = () => readFixtureTemplate('product-spotlight-9x16') as Json;
const parseError = (json: unknown, id = 'product-spotlight-9x16') => {
  try {
    parseTemplateFile(id, json);
  } catch (error) {
    return (error as Error).message;
  }
  return 'parsed';
};

describe('parseTemplateFile', () => {
  it('reads a template: its fields, length, presenter and shipped media', () => {
    const template = parseTemplateFile('product-spotlight-9x16', spotlight());
    expect(template).toMatchObject({
      id: 'product-spotlight-9x16',
      name: 'Product Spotlight',
      category: 'product',
      aspectRatio: 0,
      durationMs: 7000,
      hasPresenter: true,
      mediaFiles: ['media/fixture-lamp.png'],
    });
    expect(template.variables.map((variable) => variable.key)).toEqual(['product', 'tagline', 'photo', 'presenter', 'voice', 'accent']);
    const quiet = parseTemplateFile('big-sale-16x9', readFixtureTemplate('big-sale-16x9'));
    expect({ hasPresenter: quiet.hasPresenter, mediaFiles: quiet.mediaFiles, durationMs: quiet.durationMs }).toEqual({
      hasPresenter: false,
      mediaFiles: [],
      durationMs: 2000,
    });
  });

  it('lists placeholders with their paths, whole or inside a string', () => {
    const uses = placeholdersOf(spotlight().workspace);
    expect(uses.find((use) => use.key === 'tagline' && !use.isWhole)?.path).toEqual(['scenes', 1, 'tracks', 0, 'layers', 0, 'prop', 'speech', 'script']);
    expect(uses.filter((use) => use.key === 'accent').map((use) => use.path.join('/'))).toEqual([
      'scenes/0/bg_color',
      'scenes/1/tracks/1/layers/0/shape/color',
    ]);
    expect(uses.filter((use) => use.key === 'presenter').every((use) => use.isWhole)).toBe(true);
  });

  const cases: [string, (json: Json) => void, RegExp][] = [
    [
      'an undeclared placeholder',
      (json) => (json.workspace.scenes[0].tracks[1].layers[0].prop.textInfo.text = '{{brand}}'),
      /\{\{brand\}\} at scenes\.0\.tracks\.1\.layers\.0\.prop\.textInfo\.text names no variable/,
    ],
    ['an unused variable', (json) => json.variables.push({ key: 'spare', type: 'text', label: 'Spare', default: 'x' }), /variable "spare" is never used/],
    ['a duplicate key', (json) => json.variables.push({ ...json.variables[0] }), /variable "product" is declared twice/],
    [
      'a colour inside a string',
      (json) => (json.workspace.scenes[0].bg_color = '{{accent}}00'),
      /\{\{accent\}\} at scenes\.0\.bg_color: a colour variable must be the whole string/,
    ],
    [
      'an image on a text',
      (json) => (json.workspace.scenes[0].tracks[1].layers[0].prop.textInfo.text = '{{photo}}'),
      /\{\{photo\}\}.*an image variable is the path of a pic element/,
    ],
    ['a text in a path', (json) => (json.workspace.scenes[0].tracks[0].layers[0].path = 'media/{{product}}.png'), /\{\{product\}\}.*a text variable fills/],
    [
      'an avatar without its look',
      (json) => (json.workspace.scenes[1].tracks[0].layers[0].prop.look.id = '798'),
      /a person with \{\{presenter\}\} needs it as both its path and its prop\.look\.id/,
    ],
    [
      'stray braces',
      (json) => (json.workspace.scenes[0].tracks[1].layers[1].prop.textInfo.text = '{{ tagline }}'),
      /braces that are not a \{\{key\}\} placeholder/,
    ],
    ['a ratio that differs', (json) => (json.aspect_ratio = 1), /aspect_ratio 1 differs from workspace\.aspect_ratio 0/],
    [
      'a default longer than max_length',
      (json) => (json.variables[0].default = 'x'.repeat(41)),
      /variable "product": its default is longer than its max_length 40/,
    ],
    ['a bad colour default', (json) => (json.variables[5].default = 'red'), /variable "accent": its default must be a colour written #rrggbb/],
    ['a media default outside media/', (json) => (json.variables[2].default = '../secret.png'), /variable "photo": its default must be a file under media\//],
    ['an unknown category', (json) => (json.category = 'cats'), /category/],
    ['an unknown field', (json) => (json.extra = 1), /extra/],
    ['a workspace the timeline refuses', (json) => (json.workspace.scenes = []), /at least one scene/],
  ];
  it.each(cases)('refuses %s, naming the file and what is wrong', (_name, breakIt, message) => {
    const json = spotlight();
    breakIt(json);
    const error = parseError(json);
    expect(error).toMatch(/^content\/templates\/product-spotlight-9x16\.json: /);
    expect(error).toMatch(message);
  });

  it('refuses a file name that is not kebab-case', () => {
    expect(parseError(spotlight(), 'Product_Spotlight')).toMatch(/Product_Spotlight\.json: the file name must be kebab-case/);
  });
});
