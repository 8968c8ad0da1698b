import { describe, expect, it } from 'vitest';
import { WorkspaceSchema, type Workspace } from '../schema/workspace-schema.ts';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { pasteElements, duplicateElements } from './clipboard-commands.ts';
import type { EditCommand } from './edit-command.ts';
import { EditHistory } from './edit-history.ts';
import { addElements, arrangeElement, deleteElements, setElementBoxes, setElementFields } from './element-commands.ts';
import { createIdFactory, listElementLocations, withEditorIds } from './locate-elements.ts';
import { addScene, createBlankScene, deleteScene, duplicateScene, moveScene, setSceneFields, setVideoFields } from './scene-commands.ts';
import { replacePersonCaptions, setPersonSpeech } from './speech-commands.ts';
import { shiftElementsInTime, splitElement, trimElement } from './timing-commands.ts';

/** Mulberry32: a seeded generator, so a failing sequence can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** JSON with sorted keys: a removed and re-added key may come back in another place. */
function normalise(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  );
}

function sampleWorkspace(): Workspace {
  return withEditorIds(
    buildTestWorkspace([
      {
        durationMs: 6000,
        backgroundColor: '#112233',
        elements: [
          testPic(0, 6000),
          {
            type: 'text',
            x: 40,
            y: 80,
            w: 600,
            h: 120,
            timeline: { start: 500, end: 4000, cross: { in: 'fade', in_time: 300 } },
            prop: { textInfo: { text: 'Hello' } },
          },
          {
            type: 'person',
            path: 'face.png',
            x: 0,
            y: 0,
            w: 1080,
            h: 1920,
            timeline: { start: 0, end: 6000 },
            prop: { speech: { script: 'Hi there', voice_id: 'v1' } },
          },
          { type: 'music', path: 'song.mp3', timeline: { start: 0, end: 6000 }, volume: 40 },
        ],
      },
      {
        durationMs: 3000,
        elements: [{ type: 'shape', x: 10, y: 10, w: 100, h: 100, timeline: { start: 0, end: 3000 }, shape: { type: 'circle', color: '#ff0000' } }],
      },
      {
        durationMs: 2000,
        elements: [{ type: 'video', path: 'clip.mp4', x: 0, y: 0, w: 500, h: 500, timeline: { start: 0, end: 2000 }, prop: { clip: { start: 1000 } } }],
      },
    ]),
    seeded(7),
  );
}

/** A random command that makes sense for the workspace as it is. */
function randomCommand(workspace: Workspace, random: () => number, nextId: () => string): EditCommand {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const elements = listElementLocations(workspace);
  const scene = pick(workspace.scenes);
  const number = (from: number, to: number) => Math.round(from + random() * (to - from));
  const choices: (() => EditCommand)[] = [
    () => addScene(number(0, workspace.scenes.length), createBlankScene(nextId(), '#334455')),
    () => duplicateScene(scene.id!, nextId),
    () => deleteScene(scene.id!),
    () => moveScene(scene.id!, number(0, workspace.scenes.length - 1)),
    () => setSceneFields(scene.id!, { bg_color: pick(['#ffffff', '#000000', '#abcdef']), duration: number(500, 9000) }),
    () => setVideoFields({ render_subtitle: random() < 0.5, condition: 'edited' }),
    () =>
      addElements(scene.id!, [
        {
          id: nextId(),
          type: 'text',
          x: 1,
          y: 2,
          w: 300,
          h: 90,
          r: 0,
          alpha: 1,
          gauss: 0,
          zindex: 0,
          timeline: { start: 0, end: 1000 },
          prop: { textInfo: { text: 'New' } },
        },
      ]),
  ];
  if (elements.length > 0) {
    const target = pick(elements);
    const id = target.element.id!;
    choices.push(
      () => setElementBoxes([{ id, x: number(-100, 900), y: number(-100, 1500), w: number(10, 900), h: number(10, 900), r: number(-180, 180) }], 'resize'),
      () => setElementFields([{ id, fields: [{ path: ['prop', 'textInfo', 'color'], value: pick(['#ff0000', '#00ff00', undefined]) }] }]),
      () =>
        setElementFields([
          {
            id,
            fields: [
              { path: ['alpha'], value: random() },
              { path: ['timeline', 'cross', 'out'], value: pick(['fade', 'left', undefined]) },
            ],
          },
        ]),
      () => deleteElements([id]),
      () => arrangeElement(id, pick(['forward', 'backward', 'front', 'back'] as const)),
      () => shiftElementsInTime([id], number(-3000, 3000)),
      () => trimElement(id, pick(['start', 'end'] as const), number(0, 7000)),
      () => splitElement(id, number(0, 7000), nextId()),
      () => duplicateElements([id], nextId),
      () => pasteElements(scene.id!, [target.element], nextId),
      () => setPersonSpeech(id, { script: 'A new line', voiceId: 'v2', durationMs: number(500, 8000), previewAudio: 'speech/u/t/voice.wav' }),
      () =>
        replacePersonCaptions(
          id,
          [
            { text: 'One', start: 0, end: 900 },
            { text: 'Two', start: 900, end: 2000 },
          ],
          workspace.aspect_ratio,
        ),
    );
  }
  return pick(choices)();
}

describe('EditHistory', () => {
  it('undoing N random commands gives back the original workspace exactly, and redoing them the edited one', () => {
    for (let run = 0; run < 150; run += 1) {
      const random = seeded(run + 1);
      const original = sampleWorkspace();
      const nextId = createIdFactory(original, random);
      const history = new EditHistory(500);
      let workspace = original;
      const states = [normalise(original)];
      const steps = 1 + Math.floor(random() * 40);
      for (let step = 0; step < steps; step += 1) {
        const before = workspace;
        workspace = history.execute(workspace, randomCommand(workspace, random, nextId));
        if (workspace !== before) states.push(normalise(workspace));
        // Every edit leaves a workspace the renderer accepts.
        expect(() => WorkspaceSchema.parse(workspace), `run ${run} step ${step}`).not.toThrow();
      }
      const edited = normalise(workspace);
      for (let index = states.length - 1; index > 0; index -= 1) {
        workspace = history.undo(workspace);
        expect(normalise(workspace), `run ${run} undo to ${index - 1}`).toBe(states[index - 1]);
      }
      expect(history.canUndo).toBe(false);
      expect(normalise(workspace)).toBe(normalise(original));
      while (history.canRedo) workspace = history.redo(workspace);
      expect(normalise(workspace)).toBe(edited);
    }
  });

  it('keeps the input untouched and shares what did not change', () => {
    const original = sampleWorkspace();
    const frozen = normalise(original);
    const history = new EditHistory();
    const text = listElementLocations(original).find((location) => location.element.type === 'text')!.element;
    const next = history.execute(original, setElementBoxes([{ id: text.id!, x: 500 }], 'move'));
    expect(normalise(original)).toBe(frozen);
    expect(next.scenes[1]).toBe(original.scenes[1]);
    expect(next.scenes[0]!.tracks[0]).toBe(original.scenes[0]!.tracks[0]);
    expect(next.scenes[0]!.tracks[1]!.layers[0]).not.toBe(text);
  });

  it('joins the commands of one gesture into one entry, and a new gesture starts another', () => {
    const original = sampleWorkspace();
    const id = listElementLocations(original)[0]!.element.id!;
    const history = new EditHistory();
    let workspace = original;
    for (let x = 1; x <= 60; x += 1) workspace = history.execute(workspace, setElementBoxes([{ id, x }], 'move'), { gesture: 'drag-1' });
    workspace = history.execute(workspace, setElementBoxes([{ id, x: 900 }], 'move'), { gesture: 'drag-2' });
    expect(history.size).toBe(2);
    workspace = history.undo(workspace);
    expect(listElementLocations(workspace)[0]!.element).toMatchObject({ x: 60 });
    workspace = history.undo(workspace);
    expect(normalise(workspace)).toBe(normalise(original));
  });

  it('holds 100 steps and more, dropping the oldest past its limit', () => {
    const original = sampleWorkspace();
    const id = listElementLocations(original)[0]!.element.id!;
    const history = new EditHistory(150);
    let workspace = original;
    for (let x = 1; x <= 160; x += 1) workspace = history.execute(workspace, setElementBoxes([{ id, x }], 'move'));
    expect(history.size).toBe(150);
    for (let step = 0; step < 150; step += 1) workspace = history.undo(workspace);
    expect(listElementLocations(workspace)[0]!.element).toMatchObject({ x: 10 });
    expect(history.canUndo).toBe(false);
  });

  it('a command that changes nothing adds no entry', () => {
    const original = sampleWorkspace();
    const history = new EditHistory();
    const only = { ...original, scenes: [original.scenes[0]!] };
    expect(history.execute(only, deleteScene(only.scenes[0]!.id!))).toBe(only);
    expect(history.canUndo).toBe(false);
  });
});
