import type { TimelineElementInput } from '../schema/element-schema.ts';
import { WorkspaceSchema, type Workspace, type WorkspaceInput } from '../schema/workspace-schema.ts';

export interface TestSceneInput {
  durationMs: number;
  backgroundColor?: string;
  elements: TimelineElementInput[];
}

/**
 * A validated workspace for tests: each element gets its own track (track
 * index = element position), so z-order ties follow the list order.
 */
export function buildTestWorkspace(scenes: TestSceneInput[], settings: Partial<Omit<WorkspaceInput, 'scenes' | 'schemaVersion'>> = {}): Workspace {
  return WorkspaceSchema.parse({
    schemaVersion: 1,
    ...settings,
    scenes: scenes.map((scene) => ({
      duration: scene.durationMs,
      bg_color: scene.backgroundColor ?? '#000000',
      tracks: scene.elements.map((element, index) => ({ type: element.type, index, layers: [element] })),
    })),
  });
}

/** A pic element covering a box, shown over [startMs, endMs). */
export function testPic(startMs: number, endMs: number, extra: Partial<TimelineElementInput> = {}): TimelineElementInput {
  return {
    type: 'pic',
    path: 'picture.png',
    x: 100,
    y: 200,
    w: 400,
    h: 300,
    timeline: { start: startMs, end: endMs },
    ...extra,
  } as TimelineElementInput;
}
