import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findYouTubeVideoId } from './youtube-url.ts';

interface YouTubeUrlCase {
  url: string;
  suggested_verdict_for_app_spec: 'accept' | 'reject' | 'policy';
  rationale: string;
  expected_video_id?: string;
}

/** The shared corpora sit beside the repository (`../shared/corpora`), in CI too. */
const CASES_FILE = path.resolve(import.meta.dirname, '../../../../../../../shared/corpora/youtube-urls/youtube_url_cases.json');
const cases = (JSON.parse(readFileSync(CASES_FILE, 'utf8')) as { cases: YouTubeUrlCase[] }).cases;

/**
 * The rows the corpus leaves to a policy choice that the product accepts
 * (corpora README: scheme-less links read as https; `list=` beside a video
 * ignored; music.youtube.com; `/v/ID`). Every other policy row is refused.
 */
const ACCEPTED_POLICY_ROWS: Record<string, string> = {
  '//www.YouTube.com/watch?v=yZIXLfi8CZQ': 'yZIXLfi8CZQ',
  '//youtube.com/embed/HRb7B9fPhfA?start=30': 'HRb7B9fPhfA',
  '//youtube.com/embed/HRb7B9fPhfA?loop=1&list=HRb7B9fPhfA&start=30': 'HRb7B9fPhfA',
  '//youtube.com/embed/yQaAGmHNn9s?list=PL46F0A159EC02DF82&start=100': 'yQaAGmHNn9s',
  '//youtube.com/embed/yQaAGmHNn9s?list=PL46F0A159EC02DF82': 'yQaAGmHNn9s',
  '//youtube.com/embed/6xLcSTDeB7A?index=25&list=PL46F0A159EC02DF82': '6xLcSTDeB7A',
  '//youtube.com/embed/6xLcSTDeB7A?index=25&list=PL46F0A159EC02DF82&start=100': '6xLcSTDeB7A',
  'https://www.youtube.com/watch?v=FqZTN594JQw&list=PLMYEtVRpaqY00V9W81Cwmzp6N6vZqfUKD4': 'FqZTN594JQw',
  'https://www.youtube.com/watch?v=MuAGGZNfUkU&list=RDMM': 'MuAGGZNfUkU',
  'https://www.youtube.com/watch?v=UC6u0Tct-Fo&list=PL36D642111D65BE7C': 'UC6u0Tct-Fo',
  'https://www.youtube.com/watch?list=PLW4dVinRY435CBE_JD3t-0SRXKfnZHS1P&feature=youtu.be&v=M9cJMXmQ_ZU': 'M9cJMXmQ_ZU',
  'https://www.youtube.com/watch?v=AV6J6_AeFEQ&playnext=1&list=PL4023E734DA416012': 'AV6J6_AeFEQ',
  'http://www.youtube.com/watch?v=yQaAGmHNn9s&list=PL46F0A159EC02DF82#t=1m40': 'yQaAGmHNn9s',
  'http://www.youtube.com/watch?v=yQaAGmHNn9s&list=PL46F0A159EC02DF82&t=1m40': 'yQaAGmHNn9s',
  'http://www.youtube.com/watch?v=yQaAGmHNn9s&list=PL46F0A159EC02DF82': 'yQaAGmHNn9s',
  'https://www.youtube.com/watch?v=6xLcSTDeB7A&list=PL46F0A159EC02DF82&index=25': '6xLcSTDeB7A',
  'https://www.youtube.com/watch?v=6xLcSTDeB7A&index=25&list=PL46F0A159EC02DF82': '6xLcSTDeB7A',
  'https://www.youtube.com/watch?v=6xLcSTDeB7A&list=PL46F0A159EC02DF82&index=25#t=1m40': '6xLcSTDeB7A',
  'https://www.youtube.com/watch?v=6xLcSTDeB7A&list=PL46F0A159EC02DF82&index=25&t=1m40': '6xLcSTDeB7A',
  'https://www.youtube.com/watch?v=6xLcSTDeB7A&index=25&list=PL46F0A159EC02DF82&t=1m40': '6xLcSTDeB7A',
  'https://www.youtube.com/watch?v=6xLcSTDeB7A&index=25&list=PL46F0A159EC02DF82#t=1m40': '6xLcSTDeB7A',
  'http://www.youtube.com/embed/_xDOZElKyNU?list=PLsyOSbh5bs16vubvKePAQ1x3PhKavfBIl': '_xDOZElKyNU',
  'https://youtu.be/yeWKywCrFtk?list=PL2qgrgXsNUG5ig9cat4ohreBjYLAPC0J5': 'yeWKywCrFtk',
  'https://youtu.be/uWyaPkt-VOI?list=PL9D9FC436B881BA21': 'uWyaPkt-VOI',
  'https://music.youtube.com/watch?v=MgNrAu2pzNs': 'MgNrAu2pzNs',
  'https://music.youtube.com/watch?v=XclachpHxis': 'XclachpHxis',
  'https://music.youtube.com/watch?v=DbCvuSGfR3Y': 'DbCvuSGfR3Y',
  'https://www.youtube.com/v/HRb7B9fPhfA': 'HRb7B9fPhfA',
};

describe('the podcast YouTube rule on the 323 corpus URLs (yt-dlp, jsVideoUrlParser, get-video-id)', () => {
  it('reads the whole corpus, and every accepted policy row is one of its policy rows', () => {
    expect(cases).toHaveLength(323);
    const policyUrls = new Set(cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'policy').map((testCase) => testCase.url));
    expect(policyUrls.size).toBe(69);
    for (const url of Object.keys(ACCEPTED_POLICY_ROWS)) expect(policyUrls.has(url)).toBe(true);
  });

  const accepted = cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'accept');
  it.each(accepted.map((testCase) => [testCase.url, testCase.expected_video_id] as const))('accepts %s as %s', (url, videoId) => {
    expect(findYouTubeVideoId(url)).toBe(videoId);
  });

  const rejected = cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'reject');
  it.each(rejected.map((testCase) => [testCase.url, testCase.rationale] as const))('rejects %s (%s)', (url) => {
    expect(findYouTubeVideoId(url)).toBeNull();
  });

  const policyRows = cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'policy');
  it.each(policyRows.map((testCase) => [testCase.url, ACCEPTED_POLICY_ROWS[testCase.url] ?? null] as const))('decides %s by the policy: %s', (url, videoId) => {
    expect(findYouTubeVideoId(url)).toBe(videoId);
  });
});

describe('the podcast YouTube rule on edges the corpus leaves out', () => {
  it.each([
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ\n', 'dQw4w9WgXcQ'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ/', 'dQw4w9WgXcQ'],
  ])('accepts %s', (url, videoId) => {
    expect(findYouTubeVideoId(url)).toBe(videoId);
  });

  it.each([
    ['', 'empty'],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'a host that only starts like YouTube'],
    ['https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ', 'credentials before another host'],
    ['https://user:secret@www.youtube.com/watch?v=dQw4w9WgXcQ', 'credentials'],
    ['ftp://www.youtube.com/watch?v=dQw4w9WgXcQ', 'another scheme'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'javascript:'],
    ['https://www.youtube.com/embed/videoseries?list=PL46F0A159EC02DF82', 'a playlist embed whose name has the id shape'],
    ['https://www.youtube.com/playlist?list=PL46F0A159EC02DF82', 'a playlist'],
    ['https://www.youtube.com/@dQw4w9WgXcQ', 'a handle'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'a live page'],
    ['https://www.youtube.com/channel/UCmlqkdCBesrv2Lak1mF_MxA', 'a channel'],
  ])('rejects %s (%s)', (url) => {
    expect(findYouTubeVideoId(url)).toBeNull();
  });
});
