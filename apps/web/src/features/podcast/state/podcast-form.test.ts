import { describe, expect, it } from 'vitest';
import { canCreatePodcast, EMPTY_PODCAST_FORM, inputValueOf, originOf, toCreatePodcastRequest, youtubeUrlError, type PodcastForm } from './podcast-form.ts';

const withPair: PodcastForm = { ...EMPTY_PODCAST_FORM, hostPairId: 'demo-1' };
const document = { path: '/files/u1/abc.pdf', name: 'notes.pdf' };

describe('the Create Your Podcast button (spec §4)', () => {
  it('is enabled with a host pair, an input and no request running', () => {
    expect(canCreatePodcast({ ...withPair, websiteUrl: 'https://example.com/a' }, false)).toBe(true);
  });

  it('is disabled without a host pair', () => {
    expect(canCreatePodcast({ ...EMPTY_PODCAST_FORM, websiteUrl: 'https://example.com/a' }, false)).toBe(false);
  });

  it('is disabled while a request runs', () => {
    expect(canCreatePodcast({ ...withPair, websiteUrl: 'https://example.com/a' }, true)).toBe(false);
  });

  it('is disabled with no input value for the chosen tab and source (blank counts as none)', () => {
    expect(canCreatePodcast({ ...withPair, websiteUrl: '   ' }, false)).toBe(false);
    // A value under another source does not count.
    expect(canCreatePodcast({ ...withPair, source: 'youtube', websiteUrl: 'https://example.com/a' }, false)).toBe(false);
    expect(canCreatePodcast({ ...withPair, source: 'long-text', longText: '\n' }, false)).toBe(false);
    expect(canCreatePodcast({ ...withPair, source: 'pdf' }, false)).toBe(false);
    expect(canCreatePodcast({ ...withPair, source: 'pdf', sourceDocument: document }, false)).toBe(true);
    expect(canCreatePodcast({ ...withPair, tab: 'upload-script', sourceDocument: document }, false)).toBe(false);
    expect(canCreatePodcast({ ...withPair, tab: 'upload-script', scriptDocument: document }, false)).toBe(true);
  });

  it('needs an uploaded recording on Upload Audio (a script or a link does not count)', () => {
    expect(canCreatePodcast({ ...withPair, tab: 'upload-audio', websiteUrl: 'https://example.com/a', scriptDocument: document }, false)).toBe(false);
    expect(canCreatePodcast({ ...withPair, tab: 'upload-audio', audioDocument: document }, false)).toBe(true);
  });
});

describe('the podcast create payload (spec §3)', () => {
  it('maps each tab and source to its origin', () => {
    expect(originOf({ tab: 'generate', source: 'website' })).toBe(1);
    expect(originOf({ tab: 'generate', source: 'youtube' })).toBe(2);
    expect(originOf({ tab: 'generate', source: 'long-text' })).toBe(4);
    expect(originOf({ tab: 'generate', source: 'pdf' })).toBe(5);
    expect(originOf({ tab: 'upload-script', source: 'youtube' })).toBe(6);
    expect(originOf({ tab: 'upload-audio', source: 'website' })).toBe(7);
  });

  it('sends a website link with the options', () => {
    const form: PodcastForm = { ...withPair, websiteUrl: ' https://example.com/a ', language: 'german', videoDuration: '1-3', turnLength: 'long' };
    expect(toCreatePodcastRequest(form)).toEqual({
      podcast_avatar_id: 'demo-1',
      language: 'german',
      video_duration: '1-3',
      duration_per_turn: 'long',
      origin: 1,
      url: 'https://example.com/a',
    });
  });

  it('sends the defaults: english, 3-5 minutes, short turns', () => {
    expect(toCreatePodcastRequest({ ...withPair, source: 'youtube', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      podcast_avatar_id: 'demo-1',
      language: 'english',
      video_duration: '3-5',
      duration_per_turn: 'short',
      origin: 2,
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('sends long text as long_text, at most 16000 characters', () => {
    const request = toCreatePodcastRequest({ ...withPair, source: 'long-text', longText: `  ${'a'.repeat(16_010)}` });
    expect(request.origin).toBe(4);
    expect(request.long_text).toHaveLength(16_000);
    expect(request.url).toBeUndefined();
  });

  it('sends a document or an uploaded script as file_path', () => {
    expect(toCreatePodcastRequest({ ...withPair, source: 'pdf', sourceDocument: document })).toMatchObject({ origin: 5, file_path: document.path });
    expect(toCreatePodcastRequest({ ...withPair, tab: 'upload-script', scriptDocument: document })).toMatchObject({ origin: 6, file_path: document.path });
    expect(toCreatePodcastRequest({ ...withPair, tab: 'upload-audio', audioDocument: document })).toMatchObject({ origin: 7, file_path: document.path });
  });

  it('refuses to build a payload without a host pair', () => {
    expect(() => toCreatePodcastRequest({ ...EMPTY_PODCAST_FORM, websiteUrl: 'https://example.com' })).toThrow('host pair');
  });

  it('reads the input of the current tab and source only', () => {
    const form: PodcastForm = { ...withPair, websiteUrl: 'https://a.example', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', longText: 'Text' };
    expect(inputValueOf(form)).toBe('https://a.example');
    expect(inputValueOf({ ...form, source: 'long-text' })).toBe('Text');
    expect(inputValueOf({ ...form, tab: 'upload-audio' })).toBe('');
  });
});

describe('the YouTube field message (spec §5)', () => {
  it('says nothing while empty or valid, and flags anything else', () => {
    expect(youtubeUrlError('')).toBeNull();
    expect(youtubeUrlError('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeUrlError('https://www.youtube.com/playlist?list=PL46F0A159EC02DF82')).toBe('invalid');
    expect(youtubeUrlError('https://vimeo.com/76979871')).toBe('invalid');
  });
});
