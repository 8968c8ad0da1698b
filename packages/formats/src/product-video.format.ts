import { renderCreditCosts } from '@talkreel/contract';
import { buildProductVideoWorkspace, type ProductVideoWorkspaceInput } from './build-product-video-workspace.ts';
import type { BuiltProjectFormat } from './project-format.ts';

/**
 * A presenter (or a voice-over) selling a product over its own pictures and
 * clips, from a product page or media added by hand: sold, and rendered, as
 * a talking-avatar video (a topic video's price), at 1080p since the
 * product's pictures are the point.
 */
export const productVideoFormat = {
  kind: 'product_video',
  creditCost: { amount: renderCreditCosts.talking_avatar, reason: 'Talking avatar video' },
  renderScale: 1,
  isListed: true,
  buildWorkspace: buildProductVideoWorkspace,
} satisfies BuiltProjectFormat<'product_video', ProductVideoWorkspaceInput>;
