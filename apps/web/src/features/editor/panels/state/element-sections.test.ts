import { TimelineElementSchema, type TimelineElement, type TimelineElementInput } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { describeElement, getMediaFileName, hasMediaClip, listElementSections } from './element-sections.ts';

const timeline = { start: 0, end: 1000 };
const box = { x: 0, y: 0, w: 100, h: 100 };
const parse = (input: TimelineElementInput): TimelineElement => TimelineElementSchema.parse(input);

describe('listElementSections', () => {
  it('gives music no position or appearance, and text its text section', () => {
    expect(listElementSections('music')).toEqual(['timing', 'media']);
    expect(listElementSections('text')).toContain('text');
    expect(listElementSections('subtitle')).toContain('text');
    expect(listElementSections('shape')).toContain('shape');
    expect(listElementSections('person')).toEqual(expect.arrayContaining(['person', 'media', 'position']));
    expect(listElementSections('pic')).not.toContain('media');
  });
});

describe('getMediaFileName', () => {
  it('keeps the last part of a key or URL, decoded', () => {
    expect(getMediaFileName('uploads/u1/my%20intro.mp4')).toBe('my intro.mp4');
    expect(getMediaFileName('https://cdn.example/a/b/song.mp3?sig=1#t')).toBe('song.mp3');
    expect(getMediaFileName('plain.png')).toBe('plain.png');
    expect(getMediaFileName('bad%zz.png')).toBe('bad%zz.png');
  });
});

describe('describeElement', () => {
  it('names media by file and text by its first words', () => {
    expect(describeElement(parse({ type: 'video', path: 'media/clip.mp4', timeline, ...box }))).toBe('clip.mp4');
    expect(describeElement(parse({ type: 'text', timeline, ...box, prop: { textInfo: { text: 'Hello\n  world' } } }))).toBe('Hello world');
    expect(describeElement(parse({ type: 'text', timeline, ...box, prop: { textInfo: { text: 'x'.repeat(40) } } }), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(describeElement(parse({ type: 'shape', timeline, ...box }))).toBe('');
  });
});

describe('hasMediaClip', () => {
  it('is true for video and music, and for a person only without speech', () => {
    expect(hasMediaClip(parse({ type: 'video', path: 'a.mp4', timeline, ...box }))).toBe(true);
    expect(hasMediaClip(parse({ type: 'music', path: 'a.mp3', timeline }))).toBe(true);
    expect(hasMediaClip(parse({ type: 'person', path: 'a.mp4', timeline, ...box }))).toBe(true);
    expect(hasMediaClip(parse({ type: 'person', path: 'a.png', timeline, ...box, prop: { speech: { script: 'Hi', voice_id: 'v1' } } }))).toBe(false);
    expect(hasMediaClip(parse({ type: 'pic', path: 'a.png', timeline, ...box }))).toBe(false);
  });
});
