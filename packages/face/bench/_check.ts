import path from 'node:path';
import { renderWorkspace } from '@talkreel/render';
import { createTalkingPhotoFrameSource } from '../src/frame-source/talking-photo-frame-source.ts';
import { getFixturePhotoPath, loadFixtureMesh } from '../src/testing/face-fixtures.ts';
import { mouthTrackFromPhonemes } from '../src/mouth/mouth-track-from-phonemes.ts';
import { decodeWav, EspeakNgEngine } from '@talkreel/speech';

const photo = process.argv[2] ?? 'katherine_maher_800px';
const fixture = await loadFixtureMesh(photo);
const engine = new EspeakNgEngine();
const result = await engine.synthesize({ text: 'Hello, I am a talking photo. ... Good morning!', voice: 'en-us+f3' });
const track = mouthTrackFromPhonemes(result.phonemes, decodeWav(result.audio));
await engine.close();
const durationMs = Math.floor(track.durationMs / 40) * 40;
const input = { photoPath: getFixturePhotoPath(photo), ...fixture, track, seed: 1 };
const out = path.resolve('/tmp/prof/check.mp4');
await renderWorkspace(
  { schemaVersion: 1, aspect_ratio: 0, scenes: [{ duration: durationMs, bg_color: '#000000', tracks: [{ type: 'person', index: 0, layers: [{ type: 'person', id: 'host', path: input.photoPath, x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: durationMs } }] }] }] },
  { outputPath: out, scale: 2 / 3, personFrameSource: createTalkingPhotoFrameSource({ host: input }) },
);
console.log('rendered', out, durationMs, 'ms; envelope every 80 ms:', Array.from({ length: Math.floor(durationMs / 80) }, (_, i) => (track.envelope[Math.round((i * 80) / track.envelopeStepMs)] ?? 0).toFixed(1)).join(' '));
