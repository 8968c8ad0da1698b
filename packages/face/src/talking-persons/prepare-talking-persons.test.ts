import { PermanentJobError } from '@talkreel/platform';
import { createSilence, encodeWav, speechSampleRateHz, type SpeechEngine, type SpeechEngineSet, type SpeechSynthesisRequest } from '@talkreel/speech';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import type { DetectedFace, FacePhotoAnalysis } from '../face-types.ts';
import type { LipSyncEngine } from '../lip-sync-engine.ts';
import { silentMouthTrack } from '../mouth/silent-mouth-track.ts';
import { prepareTalkingPersons } from './prepare-talking-persons.ts';
import type { TalkingPersonsDeps, TalkingPersonsJob } from './talking-persons-job.ts';

const spokenMs = 1500;

/** A cloud-shaped speech engine that says every text in 1.5 s of silence, with two words and two phonemes. */
function createFakeSpeech(requests: SpeechSynthesisRequest[]): SpeechEngineSet {
  const engine: SpeechEngine = {
    name: 'fake',
    isEmbedded: false,
    listVoices: async () => [],
    listLocales: async () => [],
    synthesize: async (request) => {
      requests.push(request);
      return {
        audio: encodeWav(createSilence(spokenMs, speechSampleRateHz)),
        sampleRateHz: speechSampleRateHz,
        durationMs: spokenMs,
        words: [
          { text: 'Hello', startMs: 0, endMs: 600 },
          { text: 'there', startMs: 700, endMs: 1400 },
        ],
        phonemes: [
          { symbol: 'h', startMs: 0, endMs: 100 },
          { symbol: 'a', startMs: 100, endMs: 1400 },
        ],
      };
    },
    close: async () => {},
  };
  return { engines: { fake: engine }, voiceCloning: undefined, close: async () => {} };
}

const face = { mesh: [{ x: 1, y: 2, z: 0 }] } as unknown as DetectedFace;
const photoAnalysis: FacePhotoAnalysis = { version: 1, imageWidthPx: 720, imageHeightPx: 1280, face, faceCount: 1, problems: [] };

/** Scene 0: a background, a photo that speaks and a photo that listens; scene 1: an illustrated look that speaks. */
function podcastWorkspace(): Workspace {
  const box = { x: 0, y: 0, w: 1080, h: 1920 };
  const speech = { script: 'Hello, there!', voice_id: 'voice-1' };
  return parseWorkspace({
    schemaVersion: 1,
    scenes: [
      {
        duration: 1000,
        tracks: [
          { type: 'pic', index: 0, layers: [{ id: 'background', type: 'pic', path: 'background.png', ...box, timeline: { start: 0, end: 1000 } }] },
          {
            type: 'person',
            index: 1,
            layers: [{ id: 'host', type: 'person', path: 'photo.jpg', ...box, prop: { speech }, timeline: { start: 0, end: 1000 } }],
          },
          {
            type: 'person',
            index: 2,
            layers: [{ id: 'guest', type: 'person', path: 'photo.jpg', ...box, prop: { listen: { seed: 4 } }, timeline: { start: 0, end: 1000 } }],
          },
        ],
      },
      {
        duration: 2000,
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [
              {
                id: 'look',
                type: 'person',
                path: 'look.png',
                ...box,
                prop: { speech, look: { id: 'look-1', design: { kind: 'drawn' } } },
                timeline: { start: 0, end: 2000 },
              },
            ],
          },
        ],
      },
    ],
  });
}

/** The job's I/O in memory: what was reported and saved is kept for the test to read. */
function createJob(overrides: Partial<TalkingPersonsJob> = {}) {
  const reports: [number, string][] = [];
  const saved = new Map<string, Uint8Array>();
  const job: TalkingPersonsJob = {
    mediaFiles: { 'photo.jpg': '/media/photo.jpg', 'look.png': '/media/look.png', 'background.png': '/media/background.png' },
    findVoice: async (voiceId) => (voiceId === 'voice-1' ? { engine: { name: 'fake', voice: 'amelia' }, language: 'english' } : undefined),
    downloadOwned: async (mediaPath) => `/media/${mediaPath}`,
    findPhoto: async (photoPath) =>
      photoPath === 'photo.jpg' ? { analysis: photoAnalysis, contentType: 'image/jpeg', readBytes: async () => new Uint8Array([9, 9]) } : undefined,
    saveMedia: async (fileName, bytes) => {
      saved.set(fileName, bytes);
      return `/work/${fileName}`;
    },
    report: async (percent, stage) => {
      reports.push([percent, stage]);
    },
    signal: new AbortController().signal,
    ...overrides,
  };
  return { job, reports, saved };
}

function createDeps(services: readonly LipSyncEngine[], requests: SpeechSynthesisRequest[] = []): TalkingPersonsDeps {
  return {
    speech: createFakeSpeech(requests),
    lipSync: { engines: services },
    ffmpegPath: 'ffmpeg',
    checkLookDesign: (design) => {
      if (design.kind !== 'drawn') throw new Error('This avatar look cannot be drawn: kind: not a look design');
    },
  };
}

const failingService: LipSyncEngine = {
  name: 'cog',
  animate: async () => {
    throw new Error('the model is busy');
  },
};

describe('prepareTalkingPersons', () => {
  it('speaks every person, fits the scenes to the speech, and animates speakers and listeners, falling back from a failing service', async () => {
    const parsed = podcastWorkspace();
    const requests: SpeechSynthesisRequest[] = [];
    const { job, reports, saved } = createJob();
    const prepared = await prepareTalkingPersons(createDeps([failingService], requests), job, parsed);

    expect(reports).toEqual([
      [0, 'speech'],
      [6, 'speech'],
      [12, 'face'],
      [14, 'face'],
    ]);
    expect(requests.map((request) => [request.text, request.voice, request.language])).toEqual([
      ['Hello, there!', 'amelia', 'english'],
      ['Hello, there!', 'amelia', 'english'],
    ]);
    expect(prepared.mediaFiles).toEqual({ 'talking-voice-0.wav': '/work/talking-voice-0.wav', 'talking-voice-1.wav': '/work/talking-voice-1.wav' });
    expect(saved.get('talking-voice-0.wav')).toEqual(encodeWav(createSilence(spokenMs, speechSampleRateHz)));
    expect(prepared.faces).toEqual([
      { elementId: 'host', engine: 'embedded', note: 'cog failed (the model is busy). The embedded animator made this video.' },
      { elementId: 'look', engine: 'embedded-look' },
      { elementId: 'guest', engine: 'embedded' },
    ]);

    const { workspace } = prepared;
    expect(workspace.scenes.map((scene) => scene.duration)).toEqual([spokenMs, spokenMs]);
    expect(workspace.scenes[0]?.tracks.map((track) => [track.type, track.layers[0]?.id, track.layers[0]?.timeline.end])).toEqual([
      ['pic', 'background', spokenMs],
      ['person', 'host', spokenMs],
      ['person', 'guest', spokenMs],
      ['music', 'host-voice', spokenMs],
      ['subtitle', 'host-captions', spokenMs],
    ]);
    // The workspace handed in is not changed.
    expect(parsed.scenes.map((scene) => [scene.duration, scene.tracks.length])).toEqual([
      [1000, 3],
      [2000, 1],
    ]);

    expect(Object.keys(prepared.talkingPhotos)).toEqual(['host', 'guest']);
    expect(prepared.talkingPhotos.host).toMatchObject({
      photoPath: '/media/photo.jpg',
      mesh: face.mesh,
      imageWidthPx: 720,
      imageHeightPx: 1280,
      seed: 1,
      headMotion: true,
    });
    expect(prepared.talkingPhotos.host?.track).toMatchObject({ durationMs: spokenMs, source: 'phonemes' });
    expect(prepared.talkingPhotos.guest).toEqual({
      photoPath: '/media/photo.jpg',
      mesh: face.mesh,
      imageWidthPx: 720,
      imageHeightPx: 1280,
      track: silentMouthTrack(spokenMs),
      seed: 4,
      headMotion: true,
    });
    expect(prepared.talkingLooks).toEqual({ look: { design: { kind: 'drawn' }, track: prepared.talkingLooks.look?.track, seed: 1, headMotion: true } });
    expect(prepared.talkingLooks.look?.track.durationMs).toBe(spokenMs);
  });

  it("draws a service's video in place of the photo, muted, when the service answers", async () => {
    const video = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);
    const photos: Uint8Array[] = [];
    const service: LipSyncEngine = {
      name: 'd-id',
      animate: async (request) => {
        photos.push(request.photo.bytes);
        return { video, contentType: 'video/mp4' };
      },
    };
    const { job, saved } = createJob();
    const prepared = await prepareTalkingPersons(createDeps([service]), job, podcastWorkspace());
    expect(prepared.faces[0]).toEqual({ elementId: 'host', engine: 'd-id' });
    expect(photos).toEqual([new Uint8Array([9, 9])]);
    expect(saved.get('talking-face-0.mp4')).toBe(video);
    expect(prepared.mediaFiles['talking-face-0.mp4']).toBe('/work/talking-face-0.mp4');
    expect(prepared.workspace.scenes[0]?.tracks[1]?.layers[0]).toMatchObject({ id: 'host', path: 'talking-face-0.mp4', volume: 0 });
    expect(Object.keys(prepared.talkingPhotos)).toEqual(['guest']);
  });

  it('gives a voice-over its voice and captions and fits its scene, with no face (its file is a product picture, not a photo of this account)', async () => {
    const { job } = createJob({ findPhoto: async () => undefined });
    const parsed = parseWorkspace({
      schemaVersion: 1,
      scenes: [
        {
          duration: 4000,
          tracks: [
            {
              type: 'person',
              index: 0,
              layers: [
                {
                  id: 'narrator',
                  type: 'person',
                  path: 'background.png',
                  x: 0,
                  y: 0,
                  w: 1080,
                  h: 1920,
                  prop: { speech: { script: 'Hello, there!', voice_id: 'voice-1' }, voice_over: true },
                  timeline: { start: 0, end: 4000 },
                },
              ],
            },
          ],
        },
      ],
    });
    const prepared = await prepareTalkingPersons(createDeps([failingService]), job, parsed);
    expect(prepared.faces).toEqual([]);
    expect(prepared.talkingPhotos).toEqual({});
    expect(prepared.workspace.scenes[0]?.duration).toBe(spokenMs);
    expect(prepared.workspace.scenes[0]?.tracks.map((track) => [track.type, track.layers[0]?.id])).toEqual([
      ['person', 'narrator'],
      ['music', 'narrator-voice'],
      ['subtitle', 'narrator-captions'],
    ]);
  });

  it('changes nothing and reports nothing for a workspace without persons', async () => {
    const { job, reports } = createJob();
    const parsed = parseWorkspace({ schemaVersion: 1, scenes: [{ duration: 1000, tracks: [] }] });
    const prepared = await prepareTalkingPersons(createDeps([]), job, parsed);
    expect(prepared).toEqual({ workspace: parsed, mediaFiles: {}, talkingPhotos: {}, talkingLooks: {}, faces: [] });
    expect(reports).toEqual([]);
  });

  it('fails for good, saying why, when a voice, a photo, a face or a look cannot be used', async () => {
    const attempt = (job: TalkingPersonsJob, workspace = podcastWorkspace()) => prepareTalkingPersons(createDeps([]), job, workspace);
    const withoutVoice = attempt(createJob({ findVoice: async () => undefined }).job);
    await expect(withoutVoice).rejects.toThrow(PermanentJobError);
    await expect(withoutVoice).rejects.toThrow('The voice of this video no longer exists: choose another voice and create the video again');
    await expect(attempt(createJob({ findPhoto: async () => undefined }).job)).rejects.toThrow('The photo of this video is not a file of this account');
    const blurry = {
      ...photoAnalysis,
      face: null,
      problems: [{ code: 'blurry', message: 'The photo is blurry', blocking: true }],
    } as unknown as FacePhotoAnalysis;
    const readBlurry = async () => ({ analysis: blurry, contentType: 'image/jpeg', readBytes: async () => new Uint8Array() });
    await expect(attempt(createJob({ findPhoto: readBlurry }).job)).rejects.toThrow('The photo is blurry');
    const undrawable = podcastWorkspace();
    const look = undrawable.scenes[1]?.tracks[0]?.layers[0];
    if (look?.type === 'person' && look.prop.look) look.prop.look.design = { kind: 'photo' };
    const rejectedLook = attempt(createJob().job, undrawable);
    await expect(rejectedLook).rejects.toThrow(PermanentJobError);
    await expect(rejectedLook).rejects.toThrow('This avatar look cannot be drawn: kind: not a look design');
  });
});
