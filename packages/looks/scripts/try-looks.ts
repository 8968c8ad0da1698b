import { writeFileSync } from 'node:fs';
import { embeddedImageEngine } from '../src/embedded/embedded-image-engine.ts';
const images = await embeddedImageEngine.generate({
  style: 'professional',
  gender: 'female',
  age: 'adult',
  ethnicity: 'any',
  appearance: process.argv[2] ?? '',
  background: process.argv[3] ?? 'office',
  aspectRatio: 0,
  count: 4,
  seed: 7,
});
images.forEach((image, index) => writeFileSync(`/tmp/look-${index}.png`, image.png));
console.log('ok');
