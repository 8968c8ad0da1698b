/**
 * A workspace whose every frame differs (each scene's picture fades in for the
 * whole scene, under a moving caption), so the renderer draws and encodes all
 * of them: the busy-CPU case for fairness tests and the API benchmark.
 */
export function buildLongRenderWorkspace(picturePath: string, durationMs: number) {
  const sceneMs = 2000;
  const sceneCount = Math.max(1, Math.round(durationMs / sceneMs));
  return {
    schemaVersion: 1,
    aspect_ratio: 0,
    render_subtitle: true,
    scenes: Array.from({ length: sceneCount }, (_, index) => ({
      duration: sceneMs,
      bg_color: index % 2 === 0 ? '#1d2440' : '#402a1d',
      tracks: [
        {
          type: 'pic',
          index: 0,
          layers: [
            {
              type: 'pic',
              path: picturePath,
              x: 40,
              y: 300,
              w: 1000,
              h: 1300,
              r: index * 3,
              fit_mode: 'cover',
              timeline: { start: 0, end: sceneMs, cross: { in: 'fade', in_time: sceneMs } },
            },
          ],
        },
        {
          type: 'text',
          index: 1,
          layers: [
            {
              type: 'text',
              x: 80,
              y: 1650,
              w: 920,
              h: 160,
              prop: { textInfo: { text: `Scene ${index + 1} of ${sceneCount}`, fontSize: 72, color: '#ffffff' } },
              timeline: { start: 0, end: sceneMs, cross: { in: 'left', in_time: sceneMs } },
            },
          ],
        },
      ],
    })),
  };
}
