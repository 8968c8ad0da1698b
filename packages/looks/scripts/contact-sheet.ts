// The README's contact sheet: 40 looks of the public library, drawn by the embedded engine.
// `node --import tsx packages/looks/scripts/contact-sheet.ts packages/looks/docs/looks-contact-sheet.jpg`
import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderLookPng } from '../src/embedded/embedded-image-engine.ts';
import { loadAvatarLibrary } from '../src/library/avatar-library.ts';

const columns = 8;
const cell = { width: 200, height: 356 };
const looks = loadAvatarLibrary().slice(0, 40);
const sheet = createCanvas(columns * cell.width, Math.ceil(looks.length / columns) * cell.height);
const context = sheet.getContext('2d');
context.fillStyle = '#f4f4f6';
context.fillRect(0, 0, sheet.width, sheet.height);
for (const [index, look] of looks.entries()) {
  const size = look.aspect_ratio === 0 ? { widthPx: 360, heightPx: 640 } : { widthPx: 640, heightPx: 360 };
  const image = await loadImage(await renderLookPng(look.design, size));
  const width = cell.width - 8;
  const height = (width * size.heightPx) / size.widthPx;
  const left = (index % columns) * cell.width + 4;
  const top = Math.floor(index / columns) * cell.height + (cell.height - height) / 2;
  context.drawImage(image, left, top, width, height);
}
writeFileSync(process.argv[2] ?? 'looks-contact-sheet.jpg', await sheet.encode('jpeg', 85));
