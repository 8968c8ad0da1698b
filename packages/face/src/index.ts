export type * from './face-types.ts';
