export type * from './face-types.ts';
export { analyzeFacePhoto, faceAnalysisVersion } from './analysis/analyze-face-photo.ts';
