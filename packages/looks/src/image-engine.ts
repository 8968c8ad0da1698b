import type { LookImage, LookRequest } from './look-types.ts';

/** Makes looks. The embedded illustrator is always there; services are configured (`createImageEngines`). */
export interface ImageEngine {
  name: string;
  /** `illustrated` looks talk through their design; `photo` looks through the photo animator. */
  kind: 'illustrated' | 'photo';
  generate(request: LookRequest): Promise<LookImage[]>;
}
