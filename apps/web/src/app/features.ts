import { authFeature } from '../features/auth/routes.tsx';
import { avatarsFeature } from '../features/avatars/routes.tsx';
import { batchFeature } from '../features/batch/routes.tsx';
import { billingFeature } from '../features/billing/routes.tsx';
import { createFeature } from '../features/create/routes.tsx';
import { creditsFeature } from '../features/credits/routes.tsx';
import { developersFeature } from '../features/developers/routes.tsx';
import { editorFeature } from '../features/editor/routes.tsx';
import { homeFeature } from '../features/home/routes.tsx';
import { legalFeature } from '../features/legal/routes.tsx';
import { myVideosFeature } from '../features/my-videos/routes.tsx';
import { podcastFeature } from '../features/podcast/routes.tsx';
import { productFeature } from '../features/product/routes.tsx';
import { talkingPhotoFeature } from '../features/talking-photo/routes.tsx';
import { templatesFeature } from '../features/templates/routes.tsx';
import { timelinePlayerFeature } from '../features/timeline-player/routes.tsx';
import { topicFeature } from '../features/topic/routes.tsx';
import { translationFeature } from '../features/translation/routes.tsx';
import { voicesFeature } from '../features/voices/routes.tsx';

/** Every feature of the app: its routes, its sidebar entry and its strings come from its own routes.tsx. */
export const FEATURES = [
  homeFeature,
  avatarsFeature,
  createFeature,
  talkingPhotoFeature,
  podcastFeature,
  topicFeature,
  voicesFeature,
  templatesFeature,
  productFeature,
  translationFeature,
  myVideosFeature,
  batchFeature,
  editorFeature,
  timelinePlayerFeature,
  creditsFeature,
  billingFeature,
  developersFeature,
  authFeature,
  legalFeature,
] as const;
