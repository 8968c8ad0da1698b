import { describe, expect, it } from 'vitest';
import type { PersonElement, PicElement, TextElement } from '@talkreel/timeline';
import { fillTemplate, type TemplateFillResolvers } from './fill-template.ts';
import { parseTemplateFile } from './parse-template-file.ts';
import { TemplateValueError } from './template-value-error.ts';
import { readFixtureTemplate } from './testing/fixture-templates.ts';

const template = parseTemplateFile('product-spotlight-9x16', readFixtureTemplate('product-spotlight-9x16'));
const design = { engine: 'test', hair: 'short' };
const resolvers: TemplateFillResolvers = {
  avatar: (id) =>
    id === '798'
      ? { stillKey: 'avatars/798/cover.jpg', lookId: '798', design }
      : id === '55'
        ? { stillKey: 'avatars/55/cover.png', lookId: 'look-55', design: null }
        : undefined,
  mediaKey: (file) => `templates/abc/${file.slice('media/'.length)}`,
};

const elementsOf = (workspace: ReturnType<typeof fillTemplate>) => workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers));
const byId = <T>(workspace: ReturnType<typeof fillTemplate>, id: string) => elementsOf(workspace).find((element) => element.id === id) as T;
const failure = (values: Record<string, string>) => {
  try {
    fillTemplate(template, values, resolvers);
  } catch (error) {
    return { key: (error as TemplateValueError).key, message: (error as Error).message, isValueError: error instanceof TemplateValueError };
  }
  return undefined;
};

describe('fillTemplate', () => {
  it('fills the defaults: text, shipped media by storage key, the avatar’s still and look, voice and colours', () => {
    const workspace = fillTemplate(template, {}, resolvers);
    expect(byId<TextElement>(workspace, 'title').prop.textInfo?.text).toBe('Aurora Lamp');
    expect(byId<PicElement>(workspace, 'photo').path).toBe('templates/abc/fixture-lamp.png');
    // The editor names it by the shipped file, not by its key.
    expect(byId<PicElement>(workspace, 'photo').prop.meta?.name).toBe('fixture-lamp.png');
    const presenter = byId<PersonElement>(workspace, 'presenter');
    expect(presenter.path).toBe('avatars/798/cover.jpg');
    expect(presenter.prop.look).toEqual({ id: '798', design });
    expect(presenter.prop.speech).toMatchObject({ script: 'Meet Aurora Lamp. Light that follows your day.', voice_id: 'english-sarah', seed: 7 });
    expect(workspace.scenes[0]!.bg_color).toBe('#ff5a36');
    expect(byId<{ shape: { color: string } }>(workspace, 'band').shape.color).toBe('#ff5a36');
    expect(JSON.stringify(workspace)).not.toContain('{{');
  });

  it('fills given values, every occurrence, and leaves braces in a value alone', () => {
    const workspace = fillTemplate(
      template,
      { product: 'Nimbus {{tagline}}', tagline: 'Rain or shine', photo: 'uploads/u1/photo.jpg', presenter: '55', voice: 'english-daniel', accent: '#00AA11' },
      resolvers,
    );
    expect(byId<TextElement>(workspace, 'title').prop.textInfo?.text).toBe('Nimbus {{tagline}}');
    expect(byId<PersonElement>(workspace, 'presenter').prop.speech?.script).toBe('Meet Nimbus {{tagline}}. Rain or shine.');
    expect(byId<PicElement>(workspace, 'photo').path).toBe('uploads/u1/photo.jpg');
    expect(byId<PicElement>(workspace, 'photo').prop.meta?.name).toBeUndefined();
    expect(byId<PersonElement>(workspace, 'presenter')).toMatchObject({
      path: 'avatars/55/cover.png',
      prop: { look: { id: 'look-55' }, speech: { voice_id: 'english-daniel' } },
    });
    expect(byId<PersonElement>(workspace, 'presenter').prop.look).not.toHaveProperty('design');
    expect(workspace.scenes[0]!.bg_color).toBe('#00aa11');
  });

  it('never changes the template it fills', () => {
    const before = JSON.stringify(template.document);
    fillTemplate(template, { product: 'Other' }, resolvers);
    expect(JSON.stringify(template.document)).toBe(before);
  });

  it.each([
    [{ product: 'x'.repeat(41) }, 'product', /^product \(Product name\): at most 40 characters \(this one has 41\)$/],
    [{ product: '   ' }, 'product', /^product \(Product name\): must not be empty$/],
    [{ tagline: 'bell\u0007' }, 'tagline', /control characters/],
    [{ accent: 'red' }, 'accent', /^accent \(Accent colour\): must be a colour written #rrggbb/],
    [{ accent: '#ff5a3' }, 'accent', /#rrggbb/],
    [{ photo: 'https://example.com/a.jpg' }, 'photo', /^photo \(Product photo\): must be the storage key of an uploaded image: links are not fetched$/],
    [{ photo: 'uploads/../../etc/passwd' }, 'photo', /storage key of an uploaded image/],
    [{ photo: '/etc/passwd' }, 'photo', /storage key/],
    [{ presenter: '9999' }, 'presenter', /^presenter \(Presenter\): no avatar 9999$/],
    [{ presenter: '../x' }, 'presenter', /must be an avatar id/],
    [{ voice: 'a b' }, 'voice', /must be a voice id/],
  ])('refuses %j, naming the variable', (values, key, message) => {
    expect(failure(values)).toMatchObject({ key, isValueError: true, message: expect.stringMatching(message) });
  });

  it('refuses keys the template does not have, naming them all', () => {
    expect(failure({ product: 'ok', colour: '#000000', logo: 'x' })).toEqual({
      key: undefined,
      isValueError: true,
      message: 'This template has no variables colour, logo; it has product, tagline, photo, presenter, voice, accent',
    });
  });

  it('counts characters, not UTF-16 units, against max_length', () => {
    const emoji = '😀'.repeat(40);
    expect(byId<TextElement>(fillTemplate(template, { product: emoji }, resolvers), 'title').prop.textInfo?.text).toBe(emoji);
  });
});
