import { describe, expect, it } from 'vitest';
import type { VoiceItem } from '@talkreel/contract';
import { EMPTY_VOICE, isPublicVoice, openVoiceDialog, toSelectedVoice, voiceDialog } from './voice-dialog-store.ts';

const voice: VoiceItem = {
  ...EMPTY_VOICE,
  id: 'french-camille',
  name: 'Camille',
  args: { style_list: ['cheerful', 'sad'], locale_list: ['fr-FR', 'fr-BE'] },
  public_owner_id: 'system',
};

describe('toSelectedVoice', () => {
  it('takes the first style and locale as the speech settings', () => {
    expect(toSelectedVoice(voice).tts_args).toEqual({ style: 'cheerful', locale: 'fr-FR' });
    expect(toSelectedVoice(voice).name).toBe('Camille');
  });

  it("falls back to the 'general' style and an empty locale", () => {
    expect(toSelectedVoice({ ...voice, args: { style_list: [], locale_list: [] } }).tts_args).toEqual({
      style: 'general',
      locale: '',
    });
  });
});

describe('EMPTY_VOICE', () => {
  it('has no id, name or preview, and is not a favourite', () => {
    expect(EMPTY_VOICE).toMatchObject({ id: '', name: '', preview_url: '', favorite_id: 0, public_owner_id: null });
    expect(EMPTY_VOICE.tts_args).toEqual({ style: 'general', locale: '' });
  });
});

describe('isPublicVoice', () => {
  it('is public only with a non-empty public_owner_id', () => {
    expect(isPublicVoice(voice)).toBe(true);
    expect(isPublicVoice({ ...voice, public_owner_id: null })).toBe(false);
    expect(isPublicVoice({ ...voice, public_owner_id: '' })).toBe(false);
  });
});

describe('openVoiceDialog', () => {
  it('resolves [false] when dismissed, and hands the options to the dialog', async () => {
    const outcome = openVoiceDialog({ selectedVoiceId: 'abc', allowRemove: true });
    expect(voiceDialog.getCurrent()?.payload).toEqual({ selectedVoiceId: 'abc', allowRemove: true });
    voiceDialog.dismiss();
    await expect(outcome).resolves.toEqual([false]);
  });

  it('answers a first caller [false] when a second one opens it, and the second with the choice', async () => {
    const first = openVoiceDialog();
    const second = openVoiceDialog();
    await expect(first).resolves.toEqual([false]);
    voiceDialog.settle([true, 'timbre-1', toSelectedVoice(voice)]);
    await expect(second).resolves.toEqual([true, 'timbre-1', expect.objectContaining({ name: 'Camille' })]);
  });
});
