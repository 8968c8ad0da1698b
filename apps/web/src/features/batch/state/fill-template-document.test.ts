import type { TemplateVariable } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { fillTemplateDocument } from './fill-template-document.ts';

const variables: TemplateVariable[] = [
  { key: 'title', type: 'text', label: 'Title', default: 'Lamp sale' },
  { key: 'photo', type: 'image', label: 'Photo', default: 'https://cdn.example/lamp.jpg' },
  { key: 'brand', type: 'colour', label: 'Brand colour', default: '#6d5ae6' },
  { key: 'presenter', type: 'avatar', label: 'Presenter', default: 'avatar-anna' },
];

function sceneWith(layers: unknown[], bgColor = '{{brand}}') {
  return { aspect_ratio: 0, scenes: [{ bg_color: bgColor, tracks: [{ layers }] }] };
}

describe('fillTemplateDocument', () => {
  it('replaces {{key}} inside text, whole-string placeholders for media and colours, and keeps numbers', () => {
    const document = sceneWith([
      { type: 'text', prop: { textInfo: { text: 'Today: {{title}}!', fontSize: 64 } } },
      { type: 'pic', path: '{{photo}}' },
    ]);
    const { document: filled, keptAvatarKeys } = fillTemplateDocument(document, variables, {
      title: 'Chairs -20%',
      photo: 'https://cdn.example/chair.png',
      brand: '#ff6b57',
    });
    expect(filled).toEqual(
      sceneWith(
        [
          { type: 'text', prop: { textInfo: { text: 'Today: Chairs -20%!', fontSize: 64 } } },
          { type: 'pic', path: 'https://cdn.example/chair.png' },
        ],
        '#ff6b57',
      ),
    );
    expect(keptAvatarKeys).toEqual([]);
  });

  it('keeps the default for an empty or missing value, and never treats a partial media placeholder as whole', () => {
    const document = sceneWith([
      { type: 'text', prop: { textInfo: { text: '{{title}}' } } },
      { type: 'pic', path: '{{photo}}' },
      { type: 'text', prop: { textInfo: { text: 'see {{photo}}' } } },
    ]);
    const { document: filled } = fillTemplateDocument(document, variables, { title: '   ' });
    expect(filled).toEqual(
      sceneWith(
        [
          { type: 'text', prop: { textInfo: { text: 'Lamp sale' } } },
          { type: 'pic', path: 'https://cdn.example/lamp.jpg' },
          { type: 'text', prop: { textInfo: { text: 'see {{photo}}' } } },
        ],
        '#6d5ae6',
      ),
    );
  });

  it('keeps the template presenter and reports a row that changes it', () => {
    const document = sceneWith([{ type: 'person', path: '{{presenter}}', prop: { speech: { script: 'Hi, {{title}}' } } }]);
    const { document: filled, keptAvatarKeys } = fillTemplateDocument(document, variables, { presenter: 'avatar-bo', title: 'Bo' });
    expect(filled).toEqual(sceneWith([{ type: 'person', path: 'avatar-anna', prop: { speech: { script: 'Hi, Bo' } } }], '#6d5ae6'));
    expect(keptAvatarKeys).toEqual(['presenter']);
  });

  it('replaces the defaults when the body comes with its variables already filled in', () => {
    const document = sceneWith(
      [
        { type: 'text', prop: { textInfo: { text: 'Lamp sale, this week only' } } },
        { type: 'pic', path: 'https://cdn.example/lamp.jpg' },
        { type: 'pic', path: 'https://cdn.example/lamp.jpg?w=2' },
      ],
      '#6d5ae6',
    );
    const { document: filled } = fillTemplateDocument(document, variables, { title: 'Desk sale', photo: 'https://cdn.example/desk.jpg', brand: '#111827' });
    expect(filled).toEqual(
      sceneWith(
        [
          { type: 'text', prop: { textInfo: { text: 'Desk sale, this week only' } } },
          { type: 'pic', path: 'https://cdn.example/desk.jpg' },
          { type: 'pic', path: 'https://cdn.example/lamp.jpg?w=2' },
        ],
        '#111827',
      ),
    );
  });
});
