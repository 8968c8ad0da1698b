import type { FeatureDefinition } from '../feature-definition.ts';
import { FEATURES } from '../features.ts';
import { enApp } from './en.ts';
import { zhCnApp } from './zh-cn.ts';

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Intersection) => void ? Intersection : never;
type StringsOf<Feature> = Feature extends FeatureDefinition<infer Strings> ? Strings : never;

/** Every string of the app: the shell's and each feature's, each under its own top-level key. */
export type Translation = typeof enApp & UnionToIntersection<StringsOf<(typeof FEATURES)[number]>>;

/** Features own distinct top-level keys ('videos', 'voices', ...): a shallow merge keeps them all. */
export const EN_TRANSLATION = Object.assign({}, enApp, ...FEATURES.map((feature) => feature.translations.en)) as Translation;
export const ZH_CN_TRANSLATION = Object.assign({}, zhCnApp, ...FEATURES.map((feature) => feature.translations.zhCn)) as Translation;
