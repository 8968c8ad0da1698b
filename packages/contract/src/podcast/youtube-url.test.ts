import { describe, expect, it } from 'vitest';
// The shared corpora sit beside the repository (`../shared/corpora`), in CI too; a missing file fails the import.
import corpus from '../../../../../shared/corpora/youtube-urls/youtube_url_cases.json' with { type: 'json' };
import { parseYouTubeUrl } from './youtube-url.ts';

interface YouTubeUrlCase {
  url: string;
  suggested_verdict_for_app_spec: 'accept' | 'reject' | 'policy';
  verdict_confidence: 'clear' | 'clear-if-validating-id' | 'policy-choice';
  rationale: string;
  expected_video_id?: string;
}

const cases: YouTubeUrlCase[] = corpus.cases as YouTubeUrlCase[];
const invalid = { ok: false, message: 'Please enter a valid YouTube URL' };

/**
 * The product's verdict on each row the corpus leaves to a policy choice
 * (the video id, or null for "Please enter a valid YouTube URL"), grouped by
 * the rule of the corpora README that decides it. No row with a clear
 * suggested verdict is decided otherwise: the product policy differs from the
 * corpus's suggestion nowhere, it only settles these.
 */
const policyVerdicts: Record<string, string | null> = {
  // A link without a scheme is read as https, "//" included; the rest of the rule then applies.
  '//www.YouTube.com/watch?v=yZIXLfi8CZQ': 'yZIXLfi8CZQ',
  '//youtube.com/embed/HRb7B9fPhfA?start=30': 'HRb7B9fPhfA',
  '//youtube.com/embed/HRb7B9fPhfA?loop=1&list=HRb7B9fPhfA&start=30': 'HRb7B9fPhfA',
  '//youtube.com/embed/yQaAGmHNn9s?list=PL46F0A159EC02DF82&start=100': 'yQaAGmHNn9s',
  '//youtube.com/embed/yQaAGmHNn9s?list=PL46F0A159EC02DF82': 'yQaAGmHNn9s',
  '//youtube.com/embed/6xLcSTDeB7A?index=25&list=PL46F0A159EC02DF82': '6xLcSTDeB7A',
  '//youtube.com/embed/6xLcSTDeB7A?index=25&list=PL46F0A159EC02DF82&start=100': '6xLcSTDeB7A',
  '//youtube.com/embed?list=PL46F0A159EC02DF82&listType=playlist': null, // a playlist without a video
  'www.youtube.com/e/E1232': null, // id not 11 characters
  'youtu.be/P1230': null, // id not 11 characters
  'youtube.com/e/P1231': null, // id not 11 characters
  'y2u.be/P1232': null, // another host
  'i.ytimg.com/an_webp/P1233/mqdefault_6s.webp': null, // another host
  'www.youtube-nocookie.com/embed/ABC12301?rel=0': null, // id not 11 characters
  'www.youtube-nocookie.com/ytscreeningroom?v=ABC12300': null, // not an accepted form
  'www.youtube-nocookie.com/live/ABC12301?feature=share': null, // live
  // watch?v= and youtu.be/ with list=: the video is used, the playlist ignored; so for /embed/ID?list=.
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
  // music.youtube.com is an accepted host.
  'https://music.youtube.com/watch?v=MgNrAu2pzNs': 'MgNrAu2pzNs',
  'https://music.youtube.com/watch?v=XclachpHxis': 'XclachpHxis',
  'https://music.youtube.com/watch?v=DbCvuSGfR3Y': 'DbCvuSGfR3Y',
  // /v/ID, /e/ID and /watch/ID are accepted forms, with an 11-character id.
  'https://www.youtube.com/v/HRb7B9fPhfA': 'HRb7B9fPhfA',
  'http://www.youtube.com/v/ABC1230': null,
  'http://youtube.com/v/ABC12301?feature=youtube_gdata_player': null,
  'http://www.youtube-nocookie.com/v/ABC12301': null,
  'http://www.youtube.com/watch/ABC1230': null,
  'http://www.youtube.com/watch/ABC1230/': null,
  'http://youtube.com/watch/ABC12301?feature=youtube_gdata_player': null,
  'http://youtube.com/watch/ABC12301/?feature=youtube_gdata_player': null,
  'https://www.youtube.com/e/E1230': null,
  'http://www.youtube.com/e/E1231': null,
  'https://youtube.com/e/E1233?feature=youtube_gdata_player': null,
  // Any other host, YouTube Kids included.
  'https://www.youtubekids.com/watch?v=3b8nCWDgZ6Q': null,
  'https://www.youtubekids.com/channel/UCmlqkdCBesrv2Lak1mF_MxA': null,
  'https://www.youtubekids.com/watch?v=Agk7R8I8o5U&list=PUZ6jURNr1WQZCNHF0ao-c0g': null,
  // Forms the policy does not list: /watch_popup, /details, /ytscreeningroom, /?v=, watch?vi=, /vi/.
  'https://www.youtube.com/watch_popup?v=63RmMXCd_bQ': null,
  'https://m.youtube.com/details?v=HRb7B9fPhfA': null,
  'https://m.youtube.com/details?v=HRb7B9fPhfA#t=30s': null,
  'http://www.youtube.com/ytscreeningroom?v=ABC1230': null,
  'http://www.youtube-nocookie.com/ytscreeningroom?v=ABC12300': null,
  'http://youtube.com/?v=ABC12308&feature=youtube_gdata_player': null,
  'http://youtube.com/?vi=ABC12309&feature=youtube_gdata_player': null,
  'http://youtube.com/watch?vi=ABC12311&feature=youtube_gdata_player': null,
  'http://youtube.com/vi/ABC12302?feature=youtube_gdata_player': null,
  'http://youtube.com/vi/G-3YxlZIhus&feature=channel': null,
  'http://youtube.com/vi/G-3YxlZIhus&feature=share': null,
  'http://youtube.com/vi/G-3YxlZIhus&foo=bar': null,
  // watch without a v= parameter: "&amp;amp;v=" is a parameter named "amp;amp;v".
  'https://www.youtube.com/watch?feature=player_embedded&amp;amp;v=V36LpHqtcDY': null,
  // attribution_link is rejected by name, whatever it wraps.
  'http://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3DABC12300%26feature%3Dshare&a=JdfC0C9V6ZI': null,
  'https://www.youtube.com/attribution_link?a=JdfC0C9V6ZI&u=%2Fwatch%3Fv%3DABC12301%26feature%3Dshare': null,
  'http://www.youtube.com/attribution_link?u=/watch?v=ABC12302&feature=share&list=UUsnCjinFcybOuyJU1NFOJmg&a=LjnCygXKl21WkJdyKu9O-w': null,
  'http://www.youtube.com/attribution_link?u=/watch?v=ABC12303&feature=share&a=9QlmP1yvjcllp0h3l0NwuA': null,
  'http://www.youtube.com/attribution_link?a=fF1CWYwxCQ4&u=/watch?v=ABC12304&feature=em-uploademail': null,
  'http://www.youtube.com/attribution_link?a=fF1CWYwxCQ4&feature=em-uploademail&u=/watch?v=ABC12305': null,
};

describe('parseYouTubeUrl on the 323 corpus URLs (yt-dlp, jsVideoUrlParser, get-video-id)', () => {
  it('has a verdict for every row: the suggested one, or the policy table', () => {
    expect(cases).toHaveLength(323);
    const policyRows = cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'policy').map((testCase) => testCase.url);
    expect(policyRows.sort()).toEqual(Object.keys(policyVerdicts).sort());
  });

  const accepted = cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'accept');
  it.each(accepted.map((testCase) => [testCase.url, testCase.expected_video_id] as const))('accepts %s as %s', (url, videoId) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: true, videoId });
  });

  const rejected = cases.filter((testCase) => testCase.suggested_verdict_for_app_spec === 'reject');
  it.each(rejected.map((testCase) => [testCase.url, testCase.rationale] as const))('rejects %s (%s)', (url) => {
    expect(parseYouTubeUrl(url)).toEqual(invalid);
  });

  it.each(Object.entries(policyVerdicts))('decides %s by the policy: %s', (url, videoId) => {
    expect(parseYouTubeUrl(url)).toEqual(videoId === null ? invalid : { ok: true, videoId });
  });
});

describe('parseYouTubeUrl edges the corpus leaves out', () => {
  it.each([
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ\n', 'dQw4w9WgXcQ'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ/', 'dQw4w9WgXcQ'],
    ['https://youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('accepts %s', (url, videoId) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: true, videoId });
  });

  it.each([
    ['', 'empty'],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'a host that only starts like YouTube'],
    ['https://evil.example/?u=https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'a YouTube link inside another host'],
    ['https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ', 'credentials before another host'],
    ['https://user:secret@www.youtube.com/watch?v=dQw4w9WgXcQ', 'credentials'],
    ['https://www.youtube.com./watch?v=dQw4w9WgXcQ', 'a trailing dot'],
    ['ftp://www.youtube.com/watch?v=dQw4w9WgXcQ', 'another scheme'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'javascript:'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ0', 'a 12-character id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc!', 'a character outside the id alphabet'],
    ['https://www.youtube.com/embed/videoseries?list=PL46F0A159EC02DF82', 'a playlist embed whose name has the id shape'],
    ['https://www.youtube.com/@dQw4w9WgXcQ', 'a handle'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'a live page'],
    ['https://www.youtube.com/playlist?list=PL46F0A159EC02DF82', 'a playlist'],
    ['https://www.youtube.com/channel/UCmlqkdCBesrv2Lak1mF_MxA', 'a channel'],
    ['https://youtu.be/shorts/dQw4w9WgXcQ', 'a path under youtu.be'],
    ['https://www.youtu.be/dQw4w9WgXcQ', 'www. on youtu.be'],
  ])('rejects %s (%s)', (url) => {
    expect(parseYouTubeUrl(url)).toEqual(invalid);
  });
});
