import type { FeatureNavigationEntry } from '../feature-definition.ts';
import { FEATURES } from '../features.ts';

/**
 * Sections of the spec's sidebar (spec §2) whose feature is not in this
 * version yet: each shows a page saying so, and leaves this list when its
 * feature lands with its own navigation entry.
 */
export const SECTIONS_NOT_BUILT: readonly FeatureNavigationEntry[] = [];

/**
 * Addresses the specs link to whose feature is not in this version yet: they
 * say so, as the sections above do, instead of 'Page not found'. None has a
 * sidebar entry. (The video translator's button, the last one, is built.)
 */
export const ROUTES_NOT_BUILT: readonly Pick<FeatureNavigationEntry, 'path' | 'labelKey'>[] = [];

/** The sidebar, in the spec's order: the features' own entries and the sections not built yet. */
export const NAVIGATION_ITEMS: readonly FeatureNavigationEntry[] = [
  ...FEATURES.flatMap((feature): FeatureNavigationEntry[] => ('navigation' in feature && feature.navigation ? [feature.navigation].flat() : [])),
  ...SECTIONS_NOT_BUILT,
].sort((first, second) => first.order - second.order);

/** Footer links of the sidebar (spec §2: opened from the sign-in footer too). */
export const LEGAL_ITEMS = [
  { path: '/terms-of-use', labelKey: 'nav.termsOfUse' },
  { path: '/privacy-policy', labelKey: 'nav.privacyPolicy' },
] as const;
