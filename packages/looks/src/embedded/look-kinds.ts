/**
 * The kinds an embedded look is drawn from: hair styles, outfits and scenes. In
 * a file of their own so that the design (look-design.ts) and the reading of
 * the wizard's text (read-look-text.ts) share them without importing each other.
 */
export const hairStyles = ['crop', 'side-part', 'quiff', 'buzz', 'bald', 'bob', 'long', 'wavy', 'ponytail', 'bun', 'curly', 'afro', 'pixie', 'locs'] as const;
export type HairStyle = (typeof hairStyles)[number];
export const outfitKinds = ['blazer', 'suit', 'blouse', 'shirt', 'tee', 'hoodie', 'sweater', 'polo'] as const;
export type OutfitKind = (typeof outfitKinds)[number];
export const sceneKinds = ['studio', 'office', 'classroom', 'outdoors', 'kitchen', 'gym', 'newsroom', 'library', 'cafe', 'living-room', 'city'] as const;
export type SceneKind = (typeof sceneKinds)[number];
