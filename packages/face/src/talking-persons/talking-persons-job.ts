import type { SpeechEngineSet } from '@talkreel/speech';
import type { FacePhotoAnalysis } from '../face-types.ts';
import type { LipSyncEngineSet } from '../create-lip-sync-engines.ts';

/** What the talking persons are made with: the engines, and what this package cannot import. */
export interface TalkingPersonsDeps {
  speech: SpeechEngineSet;
  /** Configured lip-sync services, in preference order; empty: the embedded animator. */
  lipSync: Pick<LipSyncEngineSet, 'engines'>;
  /** Decodes a person's recording. */
  ffmpegPath: string;
  /**
   * Throws, saying why, when an illustrated look's design cannot be drawn
   * (`parseLookDesign` of @talkreel/looks, which depends on this package).
   */
  checkLookDesign: (design: Record<string, unknown>) => void;
}

/** A voice as its row stores it: the engine settings it is synthesised with, and its language. */
export interface SpeakingVoice {
  engine: unknown;
  language: string;
}

/** A person's photo, a file of the job's owner: its face analysis (made once per photo) and its bytes, for a lip-sync service. */
export interface PersonPhoto {
  analysis: FacePhotoAnalysis;
  contentType: string;
  readBytes: () => Promise<Uint8Array>;
}

/** One render's input and I/O, passed in as functions: the owner's voices, photos and files, the work directory, progress. */
export interface TalkingPersonsJob {
  /** Element path → local file, for the media already copied from storage (the photos among them). */
  mediaFiles: Readonly<Record<string, string>>;
  /** One of the owner's voices, or a public one; undefined when it no longer exists. */
  findVoice: (voiceId: string) => Promise<SpeakingVoice | undefined>;
  /** Copies one of the owner's files (a recording) into the work directory; returns its local path. */
  downloadOwned: (mediaPath: string) => Promise<string>;
  /** The photo at an element's path; undefined when it is not a file of the owner. */
  findPhoto: (photoPath: string) => Promise<PersonPhoto | undefined>;
  /** Writes a file made here (a voice, a service's video) into the work directory; returns its local path. */
  saveMedia: (fileName: string, bytes: Uint8Array) => Promise<string>;
  report: (percent: number, stage: 'speech' | 'face') => Promise<void>;
  signal: AbortSignal;
}
