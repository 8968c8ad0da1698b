import { writeFileSync } from 'node:fs';
import type { AvatarAge, AvatarEthnicity, AvatarGender, LookStyle } from '@talkreel/contract';
import { designLooks } from '../src/embedded/look-design.ts';
import { renderLookPng } from '../src/embedded/embedded-image-engine.ts';
import { lookSizePx } from '../src/look-types.ts';
const cases: [LookStyle, AvatarGender, AvatarAge, AvatarEthnicity, string, string][] = [
  ['professional', 'male', 'adult', 'european', 'short brown hair, beard', 'office'],
  ['social', 'male', 'young adult', 'african', '', 'gym'],
  ['professional', 'male', 'senior', 'east asian', 'glasses', 'newsroom'],
  ['social', 'female', 'young adult', 'south asian', 'ponytail, red hoodie', 'kitchen'],
  ['social', 'male', 'adult', 'middle eastern', 'moustache, green sweater', 'cafe'],
  ['professional', 'female', 'senior', 'north american', 'white hair, earrings', 'library'],
  ['social', 'female', 'adult', 'south american', 'wavy hair, smile', 'outdoors park'],
  ['professional', 'female', 'young adult', 'african', 'afro', 'studio'],
];
const files: string[] = [];
cases.forEach(([style, gender, age, ethnicity, appearance, background], index) => files.push(`/tmp/grid-${index}.png`));
for (const [index, [style, gender, age, ethnicity, appearance, background]] of cases.entries()) {
  const design = designLooks({ style, gender, age, ethnicity, appearance, background, aspectRatio: 0, count: 1, seed: 100 + index })[0]!;
  writeFileSync(files[index]!, await renderLookPng(design, lookSizePx(0)));
}
console.log(files.join(' '));
