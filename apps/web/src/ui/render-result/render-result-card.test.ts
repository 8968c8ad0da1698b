import { MantineProvider } from '@mantine/core';
import type { RenderStatus } from '@talkreel/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RenderResultCard, type RenderResultCardProps } from './render-result-card.tsx';

const NO_RENDER: RenderStatus = {
  status: 'none',
  progress: 0,
  stage: null,
  task_id: null,
  video_url: null,
  cover_url: null,
  subtitle_url: null,
  vtt_url: null,
  duration: null,
  error: null,
  last_done: null,
};
const DONE: RenderStatus = {
  ...NO_RENDER,
  status: 'done',
  progress: 100,
  stage: 'done',
  task_id: 'task-1',
  video_url: '/files/v.mp4',
  cover_url: '/files/v.jpg',
  subtitle_url: '/files/v.srt',
  duration: 3,
};

function renderCard(render: RenderStatus | undefined, overrides: Partial<RenderResultCardProps> = {}): string {
  const props: RenderResultCardProps = {
    render,
    isError: false,
    projectId: 'p1',
    texts: {
      title: 'Your video',
      openInMyVideos: 'Open in My Videos',
      stage: (stage) => `Stage ${stage}`,
      progressLabel: 'Progress',
      making: 'Making it',
      failed: 'It failed',
      downloadMp4: 'Download MP4',
      downloadSrt: 'Download SRT',
    },
    testIds: { card: 'c', myVideosLink: 'l', progress: 'p', stage: 's', failed: 'f', video: 'v', mp4: 'm', srt: 't' },
    downloadName: 'podcast',
    maxVideoHeightPx: 560,
    isAutoPlayed: false,
    actions: createElement('span', { 'data-testid': 'extra' }, 'Create another'),
    ...overrides,
  };
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(MemoryRouter, null, createElement(RenderResultCard, props))));
}

describe('RenderResultCard', () => {
  it('names the running stage with its percent', () => {
    const html = renderCard({ ...NO_RENDER, status: 'running', progress: 42, stage: 'frames' });
    expect(html).toContain('data-testid="p" data-stage="frames" data-progress="42"');
    expect(html).toContain('Stage frames');
    expect(html).toContain('>42%</p>');
    expect(html).not.toContain('data-testid="v"');
  });

  it('shows a finished video with its MP4 and SRT under the download name, then the feature’s actions', () => {
    const html = renderCard(DONE);
    expect(html).toContain('data-testid="c" data-status="done"');
    expect(html).toMatch(/<video[^>]*src="\/files\/v.mp4"[^>]*preload="metadata"/);
    expect(html).toMatch(/href="\/files\/v.mp4" download="podcast.mp4"[^>]*data-testid="m"/);
    expect(html).toMatch(/href="\/files\/v.srt" download="podcast.srt"[^>]*data-testid="t"/);
    expect(html).toContain('href="/my-videos/p1"');
    expect(html.indexOf('data-testid="t"')).toBeLessThan(html.indexOf('data-testid="extra"'));
  });

  it('offers no SRT for a video without captions, and plays muted at once when asked', () => {
    const html = renderCard({ ...DONE, subtitle_url: null }, { isAutoPlayed: true });
    expect(html).not.toContain('data-testid="t"');
    expect(html).toMatch(/<video[^>]*autoplay=""[^>]*muted=""/i);
    expect(html).not.toContain('preload="metadata"');
  });

  it('shows the error of a failed render', () => {
    const html = renderCard({ ...NO_RENDER, status: 'failed', error: 'The encoder stopped' });
    expect(html).toContain('data-testid="f"');
    expect(html).toContain('The encoder stopped');
  });
});
