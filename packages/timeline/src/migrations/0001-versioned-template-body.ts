import { parseAspectRatioName } from '../schema/aspect-ratio.ts';
import type { WorkspaceDocument, WorkspaceMigration } from './workspace-migration.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** render_subtitle came as the talking-photo payload's 1 (on) / 2 (off), or as a boolean. */
function toRenderSubtitle(value: unknown): unknown {
  if (value === 1 || value === '1') return true;
  if (value === 2 || value === '2' || value === 0 || value === '0') return false;
  return value;
}

function toAspectRatio(value: unknown): unknown {
  if (typeof value === 'string') return parseAspectRatioName(value) ?? (/^[012]$/.test(value) ? Number(value) : value);
  return value;
}

/** Older editors stored a track's layers as `elements` and relied on array order instead of `index`. */
function upgradeTrack(track: unknown, position: number): unknown {
  if (!isRecord(track)) return track;
  const { elements, ...rest } = track;
  return {
    ...rest,
    index: typeof rest.index === 'number' ? rest.index : position,
    layers: Array.isArray(rest.layers) ? rest.layers : Array.isArray(elements) ? elements : [],
  };
}

function upgradeScene(scene: unknown): unknown {
  if (!isRecord(scene) || !Array.isArray(scene.tracks)) return scene;
  return { ...scene, tracks: scene.tracks.map(upgradeTrack) };
}

/**
 * Template bodies and early editor drafts carry no schemaVersion. They become
 * version 1 with boolean render_subtitle, numeric aspect_ratio codes and
 * tracks whose elements are under `layers` with an explicit `index`.
 */
export const versionedTemplateBodyMigration: WorkspaceMigration = {
  fromVersion: 0,
  description: 'unversioned template body to schema version 1',
  up(document: WorkspaceDocument): WorkspaceDocument {
    const upgraded: WorkspaceDocument = { ...document, schemaVersion: 1 };
    if ('render_subtitle' in document) upgraded.render_subtitle = toRenderSubtitle(document.render_subtitle);
    if ('aspect_ratio' in document) upgraded.aspect_ratio = toAspectRatio(document.aspect_ratio);
    if (Array.isArray(document.scenes)) upgraded.scenes = document.scenes.map(upgradeScene);
    return upgraded;
  },
};
