import { describe, expect, it } from 'vitest';
import { PODCAST_ROUTE_PARAM, podcastFormPathFor } from '../../../ui/handover/podcast-document-handover.ts';
import { podcastEditorPath, readPodcastFormDocument, readPodcastRouteParam, type PodcastRouteParam } from './podcast-route-param.ts';

const PROJECT_ID = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';

/** What the router hands the page: the query value, decoded once. */
function paramOf(path: string): string | null {
  return new URL(path, 'http://localhost').searchParams.get(PODCAST_ROUTE_PARAM);
}

describe('the podcast page’s encoded route parameter (spec §2)', () => {
  it('is one encoded JSON value under /video-podcast', () => {
    const path = podcastEditorPath({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 1 });
    expect(path).toBe(`/video-podcast?data=${encodeURIComponent(JSON.stringify({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 1 }))}`);
    expect(path).not.toContain('{');
    expect(path.split('?')[1]?.split('&')).toHaveLength(1);
  });

  it.each<PodcastRouteParam>([
    { project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 1 },
    { project_id: PROJECT_ID, podcast_avatar_id: 'b0b5e1f2-0000-4000-8000-000000000001', selectRadio: 2 },
    { project_id: PROJECT_ID, podcast_avatar_id: 'demo-3', selectRadio: 6, fileData: { path: '/files/u/a b&c.pdf', name: 'Our chat #1 & more.pdf' } },
  ])('comes back unchanged through the address bar: %o', (param) => {
    expect(readPodcastRouteParam(paramOf(podcastEditorPath(param)))).toEqual(param);
  });

  it('reads a value encoded twice', () => {
    const param = { project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 4 as const };
    expect(readPodcastRouteParam(encodeURIComponent(JSON.stringify(param)))).toEqual(param);
  });

  it.each([
    [null, 'missing'],
    ['', 'empty'],
    ['not json', 'not JSON'],
    ['[1,2]', 'an array'],
    [JSON.stringify({ project_id: 'abc', podcast_avatar_id: 'demo-1', selectRadio: 1 }), 'a project id that is not a UUID'],
    [JSON.stringify({ project_id: PROJECT_ID, podcast_avatar_id: '', selectRadio: 1 }), 'no host pair'],
    [JSON.stringify({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 3 }), 'an origin the page never sends'],
    [JSON.stringify({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1' }), 'no origin'],
  ])('is null for %s (%s): the page shows the create form', (value, _reason) => {
    expect(readPodcastRouteParam(value)).toBeNull();
  });

  it('drops a malformed fileData and keeps the rest', () => {
    const value = JSON.stringify({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 6, fileData: { path: 7 } });
    expect(readPodcastRouteParam(value)).toEqual({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 6 });
  });

  it('hands a document to the form (Home’s upload) without opening an editor', () => {
    const document = { path: '/files/uploads/u1/abc?expires=9&signature=ff', name: 'Quarterly report & notes.pdf' };
    const path = podcastFormPathFor(document);
    expect(path.startsWith('/video-podcast?data=')).toBe(true);
    expect(readPodcastRouteParam(paramOf(path))).toBeNull();
    expect(readPodcastFormDocument(paramOf(path))).toEqual(document);
    // An editor's parameter, or a document for another origin, is not a form's.
    expect(
      readPodcastFormDocument(paramOf(podcastEditorPath({ project_id: PROJECT_ID, podcast_avatar_id: 'demo-1', selectRadio: 5, fileData: document }))),
    ).toBeNull();
    expect(readPodcastFormDocument(JSON.stringify({ selectRadio: 6, fileData: document }))).toBeNull();
    expect(readPodcastFormDocument(null)).toBeNull();
  });
});
