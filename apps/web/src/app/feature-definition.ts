import type { Icon } from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** One route of a feature; its page is loaded on first visit (React.lazy), so a feature costs nothing until used. */
export interface FeatureRoute {
  /** A path as react-router writes it ('/my-videos/:projectId'); '/' is the home page. */
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Pages that run outside the app's top bar and sidebar (the OAuth popups' return pages). */
  isWithoutLayout?: boolean;
}

/** A feature's place in the sidebar. */
export interface FeatureNavigationEntry {
  path: string;
  /** A translation key of the feature's own strings. */
  labelKey: string;
  icon: Icon;
  /** Position in the spec's sidebar order (spec §2), shared with the sections not built yet. */
  order: number;
}

/** The strings a feature brings, in every UI language; Simplified Chinese has exactly English's keys. */
export interface FeatureTranslations<Strings extends object> {
  en: Strings;
  zhCn: Strings;
}

/**
 * What a feature registers with the app: its routes, its sidebar entry and
 * its strings. `app/features.ts` lists the features; nothing else in `app/`
 * names a feature's pages or texts.
 */
export interface FeatureDefinition<Strings extends object = object> {
  routes: readonly FeatureRoute[];
  /** One sidebar entry, or several when the feature owns several of the spec's sections. */
  navigation?: FeatureNavigationEntry | readonly FeatureNavigationEntry[];
  translations: FeatureTranslations<Strings>;
}

/** Keeps the feature's string type, so the app's translation type is the sum of every feature's. */
export function defineFeature<Strings extends object>(definition: FeatureDefinition<Strings>): FeatureDefinition<Strings> {
  return definition;
}
