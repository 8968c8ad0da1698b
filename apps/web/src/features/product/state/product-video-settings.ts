import {
  productVideoDurationsS,
  type createProductVideoRoute,
  type ProductScript,
  type ProductScriptStyle,
  type writeProductScriptsRoute,
} from '@talkreel/contract';
import type { z } from 'zod';

export type ProductVideoDurationS = (typeof productVideoDurationsS)[number];
/** 0 portrait 9:16, 1 landscape 16:9, 2 square 1:1. */
export type ProductAspectRatio = 0 | 1 | 2;

/** The script frameworks in the order the page offers them, each with its name's key. */
export const PRODUCT_SCRIPT_STYLES: readonly ProductScriptStyle[] = ['problem_solution', 'feature_tour', 'testimonial', 'offer'];
export const PRODUCT_ASPECT_RATIOS: readonly ProductAspectRatio[] = [0, 1, 2];
export const PRODUCT_VIDEO_DURATIONS_S: readonly ProductVideoDurationS[] = productVideoDurationsS;

/** What 'Make the video' is made of, besides the script. */
export interface ProductVideoSettings {
  style: ProductScriptStyle;
  /** A library or own avatar; null: no presenter, the product media alone with a voice-over. */
  personId: string | null;
  /** Null: the presenter's own voice (or the server's default voice-over). */
  voiceId: string | null;
  aspectRatio: ProductAspectRatio;
  durationS: ProductVideoDurationS;
  /** A script language's value ('english', 'chinese'). */
  language: string;
}

export const DEFAULT_PRODUCT_VIDEO_SETTINGS: ProductVideoSettings = {
  style: 'problem_solution',
  personId: null,
  voiceId: null,
  aspectRatio: 0,
  durationS: 30,
  language: 'english',
};

/** The script language a page in this UI language starts with: Chinese on the Chinese page, else English. */
export function defaultScriptLanguageFor(uiLanguage: string): string {
  return uiLanguage.toLowerCase().startsWith('zh') ? 'chinese' : 'english';
}

export type WriteProductScriptsRequest = z.input<NonNullable<(typeof writeProductScriptsRoute)['body']>>;
export type CreateProductVideoRequest = z.input<NonNullable<(typeof createProductVideoRoute)['body']>>;

/** POST /project/product/scripts: the first option in the chosen framework, of the chosen length and language. */
export function toWriteScriptsRequest(projectId: string, settings: ProductVideoSettings): WriteProductScriptsRequest {
  return { prj_id: projectId, style: settings.style, duration_s: settings.durationS, language: settings.language };
}

/** POST /project/product/video: the chosen script (as edited), the presenter and voice when chosen, and the frame. */
export function toCreateVideoRequest(projectId: string, script: ProductScript, settings: ProductVideoSettings): CreateProductVideoRequest {
  return {
    prj_id: projectId,
    script: { ...script, scenes: script.scenes.map((scene) => scene.trim()) },
    ...(settings.personId ? { person_id: settings.personId } : {}),
    ...(settings.voiceId ? { voice_id: settings.voiceId } : {}),
    aspect_ratio: settings.aspectRatio,
  };
}
