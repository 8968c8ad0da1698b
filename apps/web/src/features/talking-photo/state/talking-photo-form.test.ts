import { describe, expect, it } from 'vitest';
import { CreateTalkingPhotoRequestSchema, type TalkingPhotoPerson } from '@talkreel/contract';
import { canCreateTalkingPhoto, EMPTY_TALKING_PHOTO_FORM, toCreateTalkingPhotoRequest, type TalkingPhotoForm } from './talking-photo-form.ts';

const person: TalkingPhotoPerson = {
  id: '2f7b1c3e-9a4d-4e6f-8b21-5c0d7e9f1a23',
  name: 'Katherine',
  cover_url: '/files/cover.jpg',
  circle_cover_url: '/files/circle.jpg',
  avatar_url: '/files/avatar.jpg',
  aspect_ratio: 0,
  timbre_id: null,
  gender: 1,
  typ: 'talking_photo',
};

const scriptForm: TalkingPhotoForm = {
  ...EMPTY_TALKING_PHOTO_FORM,
  face: { kind: 'photo', photoPath: '/files/u/face.jpg', previewUrl: '/files/u/face.jpg' },
  script: 'Hello there.',
  voice: { id: 'voice-1', name: 'Ava' },
};

describe('canCreateTalkingPhoto (spec §4)', () => {
  it('needs a face', () => {
    expect(canCreateTalkingPhoto(scriptForm)).toBe(true);
    expect(canCreateTalkingPhoto({ ...scriptForm, face: null })).toBe(false);
    expect(canCreateTalkingPhoto({ ...scriptForm, face: { kind: 'person', person } })).toBe(true);
  });

  it('in script mode needs a non-blank script and a voice', () => {
    expect(canCreateTalkingPhoto({ ...scriptForm, script: '' })).toBe(false);
    expect(canCreateTalkingPhoto({ ...scriptForm, script: ' \n\t ' })).toBe(false);
    expect(canCreateTalkingPhoto({ ...scriptForm, voice: null })).toBe(false);
    expect(canCreateTalkingPhoto({ ...scriptForm, voice: { id: '', name: '' } })).toBe(false);
  });

  it('in audio mode needs only an uploaded recording, whatever the script box holds', () => {
    const audioForm: TalkingPhotoForm = { ...scriptForm, speechMode: 'audio', script: '', voice: null };
    expect(canCreateTalkingPhoto(audioForm)).toBe(false);
    expect(canCreateTalkingPhoto({ ...audioForm, audio: { url: '/files/u/a.mp3', name: 'a.mp3', durationSeconds: 3.5 } })).toBe(true);
    expect(canCreateTalkingPhoto({ ...audioForm, audio: { url: '', name: 'a.mp3', durationSeconds: 3.5 } })).toBe(false);
  });
});

describe('toCreateTalkingPhotoRequest', () => {
  it('sends an uploaded photo with a script and voice, subtitles on and the watermark kept', () => {
    const request = toCreateTalkingPhotoRequest(scriptForm);
    expect(request).toEqual({
      render_subtitle: 1,
      screen_style: 1,
      watermark: true,
      create_from: 24,
      photo_path: '/files/u/face.jpg',
      script: 'Hello there.',
      tts_voice_id: 'voice-1',
    });
    expect(CreateTalkingPhotoRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends a person with a recording, subtitles off and no watermark', () => {
    const request = toCreateTalkingPhotoRequest({
      ...scriptForm,
      face: { kind: 'person', person },
      speechMode: 'audio',
      audio: { url: '/files/u/a.wav', name: 'a.wav', durationSeconds: 12.25 },
      isSubtitleOn: false,
      isWatermarkRemoved: true,
    });
    expect(request).toEqual({
      render_subtitle: 2,
      screen_style: 1,
      watermark: false,
      create_from: 24,
      person_id: person.id,
      audio_script: { url: '/files/u/a.wav', name: 'a.wav', duration: 12.25 },
    });
    expect(CreateTalkingPhotoRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a form without a face', () => {
    expect(() => toCreateTalkingPhotoRequest({ ...scriptForm, face: null })).toThrow('A talking photo needs a face');
  });
});
