import { describe, expect, it } from 'vitest';
import { editorPath } from './editor-path.ts';

describe('editorPath', () => {
  it('spells the Editor route with the project, the workspace and where the person came from', () => {
    expect(editorPath('7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f', 0)).toBe('/editor?id=7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f&index=0');
    expect(editorPath('7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f', 2, 'talking-avatar')).toBe(
      '/editor?id=7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f&index=2&from=talking-avatar',
    );
  });
});
