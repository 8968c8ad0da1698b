import { describe, expect, it } from 'vitest';
import type { DetectedFace } from '../face-types.ts';
import { judgeFacePhoto, type FacePhotoFindings } from './judge-face-photo.ts';

const face: DetectedFace = {
  box: { x: 300, y: 100, width: 200, height: 240 },
  score: 1,
  mesh: [],
  rotation: { yaw: 0, pitch: 0, roll: 0 },
  gender: null,
  genderScore: 0,
};
const good: FacePhotoFindings = {
  imageWidthPx: 800,
  imageHeightPx: 600,
  face,
  faceCount: 1,
  region: { meanLuma: 160, sideBalance: 0.9, sharpness: 0.2, flatShare: 0.01 },
};
const codes = (findings: FacePhotoFindings): string[] => judgeFacePhoto(findings).map((problem) => `${problem.code}${problem.blocking ? '!' : ''}`);

describe('judgeFacePhoto', () => {
  it('finds nothing wrong with a well-framed, well-lit, sharp real face', () => {
    expect(judgeFacePhoto(good)).toEqual([]);
  });

  it('measures the 300 px rule on the head-and-shoulders crop (face box ×2, clipped to the image)', () => {
    // 150 px face → 300 px crop: enough; 149 px → 298: too small.
    expect(codes({ ...good, face: { ...face, box: { x: 300, y: 200, width: 150, height: 150 } } })).toEqual([]);
    expect(codes({ ...good, face: { ...face, box: { x: 300, y: 200, width: 149, height: 160 } } })).toEqual(['face-too-small!']);
    // A 160 px face at the very edge keeps only 80 px of its crop's width outside it: 240 px.
    expect(codes({ ...good, face: { ...face, box: { x: 0, y: 200, width: 160, height: 160 } } })).toEqual(['face-too-small!']);
  });

  it('warns when the face fills the frame, is turned or tilted, or is not alone', () => {
    expect(codes({ ...good, face: { ...face, box: { x: 100, y: 50, width: 400, height: 380 } } })).toEqual(['face-too-close']);
    expect(codes({ ...good, face: { ...face, rotation: { yaw: -0.35, pitch: 0, roll: 0 } } })).toEqual(['turned-sideways']);
    expect(codes({ ...good, face: { ...face, rotation: { yaw: 0, pitch: 0, roll: 1.5 } } })).toEqual(['turned-sideways']);
    expect(codes({ ...good, faceCount: 3 })).toEqual(['several-faces']);
  });

  it('judges exposure, shadows, blur and realism from the face pixels', () => {
    const region = good.region!;
    expect(codes({ ...good, region: { ...region, meanLuma: 30 } })).toEqual(['too-dark']);
    expect(codes({ ...good, region: { ...region, meanLuma: 240 } })).toEqual(['too-bright']);
    expect(codes({ ...good, region: { ...region, sideBalance: 0.4 } })).toEqual(['harsh-shadows']);
    expect(codes({ ...good, region: { ...region, sharpness: 0.005 } })).toEqual(['blurry']);
    expect(codes({ ...good, region: { ...region, flatShare: 0.8 } })).toEqual(['not-a-real-face!']);
  });

  it('does not call a face clipped to black or white a drawing, nor its lost contrast a shadow', () => {
    expect(codes({ ...good, region: { meanLuma: 249, sideBalance: 0.4, sharpness: 0.7, flatShare: 0.76 } })).toEqual(['too-bright']);
  });

  it('puts blocking problems first, and says only "no face" when there is none', () => {
    expect(codes({ ...good, faceCount: 2, region: { ...good.region!, flatShare: 0.8 } })).toEqual(['not-a-real-face!', 'several-faces']);
    expect(judgeFacePhoto({ ...good, face: null, faceCount: 0, region: null })).toEqual([
      { code: 'no-face', message: 'No face was found in this photo. Upload a photo of one person looking at the camera.', blocking: true },
    ]);
  });
});
