export * from './user-voice.repository.ts';
export * from './voice.repository.ts';
export * from './photo-face.repository.ts';
export * from './avatar.repository.ts';
