import { describe, expect, it } from 'vitest';
import { parseWorkspace } from '../migrations/migrate-workspace.ts';
import type { WorkspaceInput } from '../schema/workspace-schema.ts';
import { applyWorkspaceTranslations, collectWorkspaceTexts, workspaceVoiceIds } from './translate-workspace.ts';

const workspaceInput: WorkspaceInput = {
  schemaVersion: 1,
  aspect_ratio: 0,
  scenes: [
    {
      duration: 4000,
      tracks: [
        {
          type: 'person',
          index: 0,
          layers: [
            {
              id: 'host',
              type: 'person',
              path: 'uploads/u/photo.png',
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              timeline: { start: 0, end: 4000 },
              prop: { speech: { script: 'Hello there.', voice_id: 'en-voice' } },
            },
          ],
        },
        {
          type: 'text',
          index: 1,
          layers: [{ id: 'title', type: 'text', x: 0, y: 0, w: 100, h: 100, timeline: { start: 0, end: 4000 }, prop: { textInfo: { text: 'Big sale' } } }],
        },
      ],
    },
    {
      duration: 3000,
      tracks: [
        {
          type: 'subtitle',
          index: 0,
          layers: [
            {
              id: 'caption',
              type: 'subtitle',
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              timeline: { start: 0, end: 3000 },
              prop: {},
              subtitle: { text: 'Good morning.', words: [{ text: 'Good', start: 0, end: 300 }] },
            },
          ],
        },
        {
          type: 'person',
          index: 1,
          layers: [
            {
              id: 'guest',
              type: 'person',
              path: 'uploads/u/guest.png',
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              timeline: { start: 0, end: 3000 },
              prop: { speech: { script: 'Goodbye.', voice_id: 'en-voice-2' } },
            },
          ],
        },
      ],
    },
  ],
};

describe('translating a workspace', () => {
  const workspace = parseWorkspace(workspaceInput);

  it('collects scripts, texts and subtitles in play order', () => {
    expect(collectWorkspaceTexts(workspace)).toEqual(['Hello there.', 'Big sale', 'Good morning.', 'Goodbye.']);
    expect(workspaceVoiceIds(workspace)).toEqual(['en-voice', 'en-voice-2']);
  });

  it('puts the translations back in the same places, swaps the voices, drops stale word timings, and leaves the source as it was', () => {
    const translated = applyWorkspaceTranslations(workspace, ['Hola.', 'Gran oferta', 'Buenos días.', 'Adiós.'], (id) => `es-${id}`);
    expect(collectWorkspaceTexts(translated)).toEqual(['Hola.', 'Gran oferta', 'Buenos días.', 'Adiós.']);
    expect(workspaceVoiceIds(translated)).toEqual(['es-en-voice', 'es-en-voice-2']);
    const caption = translated.scenes[1]!.tracks[0]!.layers[0]!;
    expect(caption.type === 'subtitle' && caption.subtitle.words).toBeUndefined();
    expect(() => parseWorkspace(translated)).not.toThrow();
    expect(collectWorkspaceTexts(workspace)).toEqual(['Hello there.', 'Big sale', 'Good morning.', 'Goodbye.']);
  });

  it('refuses a translation that does not line up with the workspace', () => {
    expect(() => applyWorkspaceTranslations(workspace, ['Hola.'], (id) => id)).toThrow('the workspace needs more');
    expect(() => applyWorkspaceTranslations(workspace, ['a', 'b', 'c', 'd', 'e'], (id) => id)).toThrow('the workspace has 4');
  });
});
