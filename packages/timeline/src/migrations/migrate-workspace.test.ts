import { describe, expect, it } from 'vitest';
import { migrateWorkspace, parseWorkspace } from './migrate-workspace.ts';
import { WorkspaceVersionError, type WorkspaceMigration } from './workspace-migration.ts';

const legacyTemplateBody = {
  render_subtitle: 2,
  aspect_ratio: '16:9',
  preview_cover_time: 500,
  condition: 'edited',
  scenes: [
    {
      duration: 2000,
      bg_color: '#102030',
      tracks: [
        { type: 'text', elements: [{ type: 'text', x: 0, y: 0, w: 100, h: 50, timeline: { start: 0, end: 2000 }, prop: { textInfo: { text: 'Hi' } } }] },
        { type: 'music', index: 5, layers: [{ type: 'music', path: 'm.wav', timeline: { start: 0, end: 2000 } }] },
      ],
    },
  ],
};

describe('migrateWorkspace', () => {
  it('upgrades an unversioned template body to version 1', () => {
    const workspace = parseWorkspace(legacyTemplateBody);
    expect(workspace.schemaVersion).toBe(1);
    expect(workspace.render_subtitle).toBe(false);
    expect(workspace.aspect_ratio).toBe(1);
    expect(workspace.condition).toBe('edited');
    const [textTrack, musicTrack] = workspace.scenes[0]!.tracks;
    expect(textTrack).toMatchObject({ index: 0, layers: [{ type: 'text' }] });
    expect(textTrack).not.toHaveProperty('elements');
    expect(musicTrack?.index).toBe(5);
  });

  it('reads render_subtitle 1 as on and leaves booleans alone', () => {
    expect(parseWorkspace({ ...legacyTemplateBody, render_subtitle: 1 }).render_subtitle).toBe(true);
    expect(parseWorkspace({ ...legacyTemplateBody, render_subtitle: false }).render_subtitle).toBe(false);
  });

  it('does not mutate its input', () => {
    const input = structuredClone(legacyTemplateBody);
    migrateWorkspace(input);
    expect(input).toEqual(legacyTemplateBody);
  });

  it('leaves a current document as it is', () => {
    const current = { schemaVersion: 1, scenes: [{ duration: 1000 }] };
    expect(migrateWorkspace(current)).toEqual(current);
  });

  it('refuses documents from a newer Talkreel and malformed versions', () => {
    expect(() => migrateWorkspace({ schemaVersion: 2, scenes: [] })).toThrow(WorkspaceVersionError);
    expect(() => migrateWorkspace({ schemaVersion: 'one', scenes: [] })).toThrow(/non-negative integer/);
    expect(() => migrateWorkspace([])).toThrow(/JSON object/);
  });

  it('runs migrations in version order up to the target', () => {
    const calls: number[] = [];
    const step = (fromVersion: number): WorkspaceMigration => ({
      fromVersion,
      description: `step ${fromVersion}`,
      up: (document) => {
        calls.push(fromVersion);
        return { ...document, [`v${fromVersion + 1}`]: true };
      },
    });
    const migrated = migrateWorkspace({ schemaVersion: 1 }, [step(2), step(0), step(1)], 3);
    expect(calls).toEqual([1, 2]);
    expect(migrated).toEqual({ schemaVersion: 3, v2: true, v3: true });
    expect(() => migrateWorkspace({}, [step(0)], 2)).toThrow(/no migration from workspace schemaVersion 1/);
  });
});
