// Tiles PNG files into one sheet: node --import tsx sheet.ts out.png columns cellWidth a.png b.png ...
import { readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
const [out, columnsText, cellText, ...files] = process.argv.slice(2);
const columns = Number(columnsText);
const cellWidth = Number(cellText);
const images = await Promise.all(files.map((file) => loadImage(readFileSync(file))));
const cellHeight = Math.max(...images.map((image) => Math.round((image.height * cellWidth) / image.width)));
const canvas = createCanvas(columns * cellWidth, Math.ceil(images.length / columns) * cellHeight);
const context = canvas.getContext('2d');
images.forEach((image, index) =>
  context.drawImage(image, (index % columns) * cellWidth, Math.floor(index / columns) * cellHeight, cellWidth, (image.height * cellWidth) / image.width),
);
writeFileSync(out!, await canvas.encode('png'));
