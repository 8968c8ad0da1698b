/**
 * Draws the templates' default pictures (content/templates/media/): flat
 * illustrations of products, rooms, food and events, so the media are
 * reproducible from the repository. Run: npx tsx content/templates/tools/make-media.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { designLooks, renderLookPng } from '@talkreel/looks';
import { registerBuiltInFonts } from '../../../packages/render/src/fonts/built-in-fonts.ts';

type Ctx = SKRSContext2D;
registerBuiltInFonts();
const mediaDirectory = fileURLToPath(new URL('../media/', import.meta.url));

// ---------- helpers ----------

function rr(c: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  c.beginPath();
  c.roundRect(x, y, w, h, r);
}

function fillRR(c: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string | CanvasGradient): void {
  rr(c, x, y, w, h, r);
  c.fillStyle = fill as string;
  c.fill();
}

function circle(c: Ctx, x: number, y: number, r: number, fill: string | CanvasGradient): void {
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fillStyle = fill as string;
  c.fill();
}

function ellipse(c: Ctx, x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient): void {
  c.beginPath();
  c.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  c.fillStyle = fill as string;
  c.fill();
}

function linear(c: Ctx, x0: number, y0: number, x1: number, y1: number, stops: [number, string][]): CanvasGradient {
  const g = c.createLinearGradient(x0, y0, x1, y1);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  return g as unknown as CanvasGradient;
}

function radial(c: Ctx, x: number, y: number, r: number, stops: [number, string][]): CanvasGradient {
  const g = c.createRadialGradient(x, y, 0, x, y, r);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  return g as unknown as CanvasGradient;
}

/** A soft contact shadow under an object. */
function groundShadow(c: Ctx, x: number, y: number, rx: number, ry: number, alpha = 0.28): void {
  c.save();
  c.filter = `blur(${Math.round(ry * 0.6)}px)`;
  ellipse(c, x, y, rx, ry, `rgba(20, 20, 40, ${alpha})`);
  c.restore();
}

/** Film grain keeps large gradients from banding in the video encode. */
function grain(c: Ctx, w: number, h: number, amount = 6, seed = 7): void {
  const image = c.getImageData(0, 0, w, h);
  let s = seed;
  for (let i = 0; i < image.data.length; i += 4) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const n = ((s >> 16) % (amount * 2 + 1)) - amount;
    image.data[i] = Math.max(0, Math.min(255, image.data[i]! + n));
    image.data[i + 1] = Math.max(0, Math.min(255, image.data[i + 1]! + n));
    image.data[i + 2] = Math.max(0, Math.min(255, image.data[i + 2]! + n));
  }
  c.putImageData(image, 0, 0);
}

async function save(name: string, w: number, h: number, draw: (c: Ctx) => void): Promise<void> {
  const canvas = createCanvas(w, h);
  const c = canvas.getContext('2d');
  draw(c);
  const file = path.join(mediaDirectory, name);
  const bytes = name.endsWith('.png') ? await canvas.encode('png') : await canvas.encode('jpeg', 84);
  writeFileSync(file, bytes);
  console.log(`${name.padEnd(24)} ${w}x${h} ${(bytes.length / 1024).toFixed(0)} KB`);
}

// ---------- products (transparent PNG cut-outs) ----------

function drawLamp(c: Ctx): void {
  // 800 x 800: an architect's desk lamp, the shade pointing down at the desk
  const brass = (x0: number, x1: number) => linear(c, x0, 0, x1, 0, [[0, '#b8901f'], [0.5, '#f2d37a'], [1, '#a8841c']]);
  // light pool on the desk and the beam
  groundShadow(c, 420, 735, 230, 24);
  c.beginPath();
  c.moveTo(505, 360);
  c.lineTo(655, 360);
  c.lineTo(760, 720);
  c.lineTo(400, 720);
  c.closePath();
  c.fillStyle = linear(c, 0, 360, 0, 720, [[0, 'rgba(255, 226, 150, 0.6)'], [1, 'rgba(255, 226, 150, 0)']]) as unknown as string;
  c.fill();
  ellipse(c, 580, 722, 180, 18, 'rgba(255, 226, 150, 0.45)');
  // base
  fillRR(c, 150, 690, 300, 46, 23, linear(c, 150, 0, 450, 0, [[0, '#2b2d42'], [0.5, '#4a4e69'], [1, '#22223b']]));
  // lower arm: base to elbow
  c.strokeStyle = brass(260, 320) as unknown as string;
  c.lineCap = 'round';
  c.lineWidth = 26;
  c.beginPath();
  c.moveTo(300, 700);
  c.lineTo(230, 360);
  c.stroke();
  // upper arm: elbow to shade
  c.lineWidth = 22;
  c.beginPath();
  c.moveTo(230, 360);
  c.lineTo(540, 200);
  c.stroke();
  circle(c, 230, 360, 26, '#d4af37');
  circle(c, 230, 360, 10, '#7a5d12');
  circle(c, 300, 700, 20, '#d4af37');
  // shade: a cone pointing down
  c.beginPath();
  c.moveTo(545, 190);
  c.lineTo(615, 190);
  c.lineTo(675, 360);
  c.lineTo(485, 360);
  c.closePath();
  c.fillStyle = linear(c, 485, 0, 675, 0, [[0, '#ff7b54'], [0.55, '#ff5a36'], [1, '#d63d1c']]) as unknown as string;
  c.fill();
  fillRR(c, 555, 160, 50, 36, 10, '#d4af37');
  ellipse(c, 580, 360, 95, 18, '#b8311a');
  ellipse(c, 580, 362, 80, 12, '#fff3c4');
  circle(c, 580, 372, 46, radial(c, 580, 372, 46, [[0, 'rgba(255, 250, 220, 0.95)'], [1, 'rgba(255, 230, 150, 0)']]));
}

function drawSneaker(c: Ctx): void {
  // 900 x 700
  groundShadow(c, 450, 600, 360, 26);
  c.save();
  c.translate(40, 40);
  // sole
  c.beginPath();
  c.moveTo(60, 470);
  c.bezierCurveTo(60, 540, 120, 560, 200, 560);
  c.lineTo(730, 560);
  c.bezierCurveTo(800, 560, 830, 520, 820, 470);
  c.closePath();
  c.fillStyle = '#f4f4f4';
  c.fill();
  fillRR(c, 60, 530, 770, 30, 15, '#2b2d42');
  // upper
  c.beginPath();
  c.moveTo(70, 480);
  c.bezierCurveTo(50, 380, 120, 300, 210, 270);
  c.bezierCurveTo(290, 240, 320, 150, 390, 140);
  c.lineTo(480, 130);
  c.bezierCurveTo(520, 220, 560, 300, 650, 340);
  c.bezierCurveTo(760, 380, 820, 410, 820, 480);
  c.closePath();
  c.fillStyle = linear(c, 0, 130, 0, 480, [[0, '#5b6cff'], [1, '#3a47d5']]) as unknown as string;
  c.fill();
  // toe cap
  c.beginPath();
  c.moveTo(640, 340);
  c.bezierCurveTo(760, 380, 820, 410, 820, 480);
  c.lineTo(600, 480);
  c.bezierCurveTo(600, 420, 610, 370, 640, 340);
  c.fillStyle = '#e9ecff';
  c.fill();
  // swoosh stripe
  c.beginPath();
  c.moveTo(140, 430);
  c.bezierCurveTo(300, 440, 470, 380, 620, 300);
  c.bezierCurveTo(520, 420, 330, 480, 150, 470);
  c.closePath();
  c.fillStyle = '#ff5a36';
  c.fill();
  // heel tab
  fillRR(c, 372, 110, 110, 70, 22, '#ff5a36');
  // collar
  ellipse(c, 430, 175, 70, 22, '#1d2159');
  // laces
  c.strokeStyle = '#ffffff';
  c.lineWidth = 10;
  c.lineCap = 'round';
  for (let i = 0; i < 5; i += 1) {
    c.beginPath();
    c.moveTo(470 + i * 34, 200 + i * 30);
    c.lineTo(530 + i * 34, 180 + i * 30);
    c.stroke();
  }
  // midsole line
  c.strokeStyle = '#d0d0d8';
  c.lineWidth = 4;
  c.beginPath();
  c.moveTo(90, 505);
  c.lineTo(810, 505);
  c.stroke();
  c.restore();
}

function drawHeadphones(c: Ctx): void {
  // 800 x 800
  groundShadow(c, 400, 720, 260, 24);
  c.lineCap = 'round';
  // band
  c.strokeStyle = '#1f2233';
  c.lineWidth = 56;
  c.beginPath();
  c.arc(400, 420, 250, Math.PI * 1.05, Math.PI * 1.95);
  c.stroke();
  c.strokeStyle = '#3d4163';
  c.lineWidth = 20;
  c.beginPath();
  c.arc(400, 420, 262, Math.PI * 1.12, Math.PI * 1.88);
  c.stroke();
  for (const side of [-1, 1]) {
    const x = 400 + side * 245;
    fillRR(c, x - 22, 380, 44, 120, 14, '#9aa0c3');
    // cup
    fillRR(c, x - 95, 440, 190, 250, 90, linear(c, x - 95, 0, x + 95, 0, [[0, '#2a2d45'], [1, '#14162a']]));
    fillRR(c, x - 70 + side * -8, 470, 140, 190, 70, side < 0 ? '#00c2a8' : '#00c2a8');
    fillRR(c, x - 50 + side * -8, 500, 100, 130, 50, '#0d0f1c');
    circle(c, x + side * -8, 565, 18, '#00c2a8');
  }
}

function drawCoffee(c: Ctx): void {
  // 800 x 800
  groundShadow(c, 400, 700, 270, 30);
  // saucer
  ellipse(c, 400, 680, 270, 50, '#e8e2d8');
  ellipse(c, 400, 668, 210, 34, '#d8d0c2');
  // cup body
  c.beginPath();
  c.moveTo(220, 380);
  c.lineTo(580, 380);
  c.bezierCurveTo(580, 560, 520, 660, 400, 660);
  c.bezierCurveTo(280, 660, 220, 560, 220, 380);
  c.fillStyle = linear(c, 220, 0, 580, 0, [[0, '#ffffff'], [0.7, '#f1ede6'], [1, '#d9d3c8']]) as unknown as string;
  c.fill();
  // handle
  c.strokeStyle = '#efe9e0';
  c.lineWidth = 30;
  c.beginPath();
  c.arc(600, 470, 62, -Math.PI * 0.55, Math.PI * 0.6);
  c.stroke();
  // band
  c.save();
  c.beginPath();
  c.moveTo(220, 380);
  c.lineTo(580, 380);
  c.bezierCurveTo(580, 560, 520, 660, 400, 660);
  c.bezierCurveTo(280, 660, 220, 560, 220, 380);
  c.clip();
  c.fillStyle = '#c8553d';
  c.fillRect(200, 470, 400, 60);
  c.restore();
  // rim and coffee
  ellipse(c, 400, 380, 180, 40, '#f6f2ec');
  ellipse(c, 400, 384, 160, 31, '#6f4e37');
  ellipse(c, 400, 384, 100, 18, '#a77b56');
  // latte-art heart
  c.beginPath();
  c.moveTo(400, 398);
  c.bezierCurveTo(360, 380, 370, 366, 392, 372);
  c.lineTo(400, 378);
  c.lineTo(408, 372);
  c.bezierCurveTo(430, 366, 440, 380, 400, 398);
  c.fillStyle = '#f3e3cf';
  c.fill();
  // steam
  c.strokeStyle = 'rgba(255, 255, 255, 0.75)';
  c.lineWidth = 14;
  c.lineCap = 'round';
  for (const dx of [-60, 0, 60]) {
    c.beginPath();
    c.moveTo(400 + dx, 320);
    c.bezierCurveTo(370 + dx, 270, 430 + dx, 230, 400 + dx, 170);
    c.stroke();
  }
}

function drawSerum(c: Ctx): void {
  // 800 x 800 — a skincare bottle and a jar
  groundShadow(c, 400, 710, 280, 24);
  // jar
  fillRR(c, 440, 500, 240, 200, 30, linear(c, 440, 0, 680, 0, [[0, '#ffd6cc'], [1, '#f4a99a']]));
  fillRR(c, 430, 460, 260, 70, 20, linear(c, 430, 0, 690, 0, [[0, '#e7c27d'], [0.5, '#f7e1a8'], [1, '#c9a45c']]));
  fillRR(c, 480, 580, 160, 60, 10, 'rgba(255, 255, 255, 0.7)');
  // bottle
  fillRR(c, 160, 300, 240, 400, 46, linear(c, 160, 0, 400, 0, [[0, '#fbe3d6'], [0.4, '#fff4ee'], [1, '#f1c7b5']]));
  fillRR(c, 200, 220, 160, 100, 16, linear(c, 200, 0, 360, 0, [[0, '#e7c27d'], [0.5, '#f7e1a8'], [1, '#c9a45c']]));
  fillRR(c, 235, 110, 90, 120, 40, '#2b2d42');
  fillRR(c, 200, 420, 160, 170, 12, '#ffffff');
  c.fillStyle = '#2b2d42';
  c.font = '700 34px Inter';
  c.textAlign = 'center';
  c.fillText('GLOW', 280, 490);
  c.font = '400 20px Inter';
  c.fillText('VITAMIN C', 280, 525);
  c.fillText('SERUM', 280, 552);
  fillRR(c, 176, 330, 20, 330, 10, 'rgba(255, 255, 255, 0.6)');
  // leaf
  c.save();
  c.translate(600, 420);
  c.rotate(-0.6);
  ellipse(c, 0, -70, 34, 80, '#7fb77e');
  c.restore();
}

function drawWatch(c: Ctx): void {
  // 800 x 800
  groundShadow(c, 400, 740, 200, 20);
  fillRR(c, 300, 40, 200, 300, 60, linear(c, 300, 0, 500, 0, [[0, '#e86a5c'], [1, '#c44a3c']]));
  fillRR(c, 300, 460, 200, 300, 60, linear(c, 300, 0, 500, 0, [[0, '#e86a5c'], [1, '#c44a3c']]));
  for (let i = 0; i < 4; i += 1) circle(c, 400, 560 + i * 45, 8, '#8f2f24');
  fillRR(c, 230, 220, 340, 360, 90, linear(c, 230, 220, 570, 580, [[0, '#d7dbe8'], [1, '#8c93ab']]));
  fillRR(c, 250, 240, 300, 320, 74, '#0e1020');
  fillRR(c, 562, 340, 24, 70, 10, '#aab0c4');
  c.textAlign = 'center';
  c.fillStyle = '#ffffff';
  c.font = '700 78px Inter';
  c.fillText('10:09', 400, 420);
  c.fillStyle = '#00c2a8';
  c.font = '700 28px Inter';
  c.fillText('♥ 72 BPM', 400, 470);
  c.strokeStyle = '#ff5a36';
  c.lineWidth = 12;
  c.lineCap = 'round';
  c.beginPath();
  c.arc(400, 400, 130, Math.PI * 1.1, Math.PI * 1.7);
  c.stroke();
}

function drawLaptop(c: Ctx): void {
  // 1000 x 700, a laptop showing a dashboard
  groundShadow(c, 500, 640, 430, 22);
  fillRR(c, 150, 60, 700, 460, 26, '#1f2233');
  fillRR(c, 172, 82, 656, 416, 10, '#f6f7fb');
  // app chrome
  fillRR(c, 172, 82, 150, 416, 10, '#272b4a');
  for (let i = 0; i < 5; i += 1) fillRR(c, 192, 130 + i * 46, i === 1 ? 110 : 90, 18, 9, i === 1 ? '#6d5ae6' : '#4a4f7a');
  fillRR(c, 344, 102, 200, 26, 13, '#272b4a');
  // cards
  const cardColours = ['#6d5ae6', '#00c2a8', '#ff8a3d'];
  for (let i = 0; i < 3; i += 1) {
    fillRR(c, 344 + i * 160, 150, 146, 90, 12, '#ffffff');
    fillRR(c, 360 + i * 160, 168, 60, 12, 6, '#c9cde0');
    fillRR(c, 360 + i * 160, 196, 90, 24, 8, cardColours[i]!);
  }
  // chart
  fillRR(c, 344, 256, 466, 220, 12, '#ffffff');
  const bars = [80, 120, 95, 150, 130, 175, 160, 190];
  bars.forEach((height, i) => fillRR(c, 370 + i * 54, 452 - height, 32, height, 6, i === 7 ? '#6d5ae6' : '#d9d4fb'));
  // base
  c.beginPath();
  c.moveTo(80, 520);
  c.lineTo(920, 520);
  c.lineTo(880, 580);
  c.lineTo(120, 580);
  c.closePath();
  c.fillStyle = linear(c, 0, 520, 0, 580, [[0, '#c9cddc'], [1, '#8f95ab']]) as unknown as string;
  c.fill();
  fillRR(c, 430, 520, 140, 14, 7, '#a5abbf');
}

function drawPhoneApp(c: Ctx): void {
  // 700 x 1000, a phone with a budgeting app
  groundShadow(c, 350, 960, 230, 22, 0.22);
  fillRR(c, 130, 40, 440, 900, 64, '#1b1d2e');
  fillRR(c, 148, 58, 404, 864, 50, '#f6f7fb');
  fillRR(c, 290, 74, 120, 28, 14, '#1b1d2e');
  fillRR(c, 148, 58, 404, 330, 50, linear(c, 148, 58, 552, 388, [[0, '#6d5ae6'], [1, '#9b8cff']]));
  c.fillStyle = 'rgba(255, 255, 255, 0.85)';
  c.font = '400 24px Inter';
  c.textAlign = 'left';
  c.fillText('Total balance', 184, 170);
  c.fillStyle = '#ffffff';
  c.font = '700 60px Inter';
  c.fillText('$8,240', 184, 240);
  fillRR(c, 184, 280, 210, 48, 24, 'rgba(255, 255, 255, 0.22)');
  c.font = '700 22px Inter';
  c.fillStyle = '#ffffff';
  c.fillText('+12% this month', 204, 312);
  const rows: [string, string, string][] = [
    ['Groceries', '-$64', '#ff8a3d'],
    ['Salary', '+$3,200', '#00c2a8'],
    ['Coffee', '-$4', '#ff5a7a'],
    ['Rent', '-$1,150', '#6d5ae6'],
  ];
  rows.forEach(([label, amount, colour], i) => {
    const y = 420 + i * 110;
    fillRR(c, 172, y, 356, 90, 20, '#ffffff');
    circle(c, 216, y + 45, 24, colour);
    c.fillStyle = '#1b1d2e';
    c.font = '700 26px Inter';
    c.textAlign = 'left';
    c.fillText(label, 256, y + 54);
    c.textAlign = 'right';
    c.fillText(amount, 508, y + 54);
  });
  fillRR(c, 260, 880, 180, 10, 5, '#1b1d2e');
}

function drawMicrophone(c: Ctx): void {
  // 800 x 800, a studio microphone
  groundShadow(c, 400, 740, 200, 20);
  // stand
  fillRR(c, 385, 520, 30, 190, 10, '#3d4163');
  fillRR(c, 270, 700, 260, 34, 17, '#2b2d42');
  // yoke
  c.strokeStyle = '#9aa0c3';
  c.lineWidth = 20;
  c.beginPath();
  c.arc(400, 380, 150, Math.PI * 0.05, Math.PI * 0.95);
  c.stroke();
  // body
  fillRR(c, 290, 80, 220, 420, 110, linear(c, 290, 0, 510, 0, [[0, '#2a2d45'], [0.5, '#4a4e75'], [1, '#1b1d2e']]));
  // grille
  fillRR(c, 305, 95, 190, 230, 95, linear(c, 305, 0, 495, 0, [[0, '#c9cde0'], [0.5, '#f4f5fa'], [1, '#a7adc4']]));
  c.strokeStyle = 'rgba(60, 64, 90, 0.35)';
  c.lineWidth = 3;
  for (let y = 120; y < 320; y += 16) {
    c.beginPath();
    c.moveTo(312, y);
    c.lineTo(488, y);
    c.stroke();
  }
  fillRR(c, 290, 330, 220, 22, 6, '#ff5a36');
  circle(c, 400, 420, 16, '#00c2a8');
}

function drawCake(c: Ctx): void {
  // 800 x 800
  groundShadow(c, 400, 710, 300, 26);
  ellipse(c, 400, 690, 300, 56, '#ffffff');
  ellipse(c, 400, 682, 280, 46, '#ecebf2');
  // bottom tier
  c.fillStyle = '#f7c6d0';
  c.fillRect(150, 470, 500, 200);
  ellipse(c, 400, 670, 250, 40, '#f7c6d0');
  ellipse(c, 400, 470, 250, 42, '#ffe3ea');
  // drip
  c.fillStyle = '#7b3f2a';
  ellipse(c, 400, 470, 250, 42, '#7b3f2a');
  for (let i = 0; i < 9; i += 1) {
    const x = 170 + i * 58;
    const len = 40 + ((i * 37) % 50);
    fillRR(c, x, 470, 30, len, 15, '#7b3f2a');
  }
  ellipse(c, 400, 466, 240, 36, '#8e4b33');
  // top tier
  c.fillStyle = '#fff1f4';
  c.fillRect(240, 320, 320, 150);
  ellipse(c, 400, 470, 160, 26, '#fff1f4');
  ellipse(c, 400, 320, 160, 28, '#ffffff');
  c.fillStyle = '#f7c6d0';
  c.fillRect(240, 420, 320, 18);
  // berries
  const berries: [number, number, string][] = [
    [340, 305, '#d7263d'],
    [400, 295, '#d7263d'],
    [460, 305, '#3d348b'],
    [370, 320, '#3d348b'],
    [430, 322, '#d7263d'],
  ];
  for (const [x, y, colour] of berries) {
    circle(c, x, y, 24, colour);
    circle(c, x - 8, y - 8, 6, 'rgba(255, 255, 255, 0.6)');
  }
  // candle
  fillRR(c, 392, 190, 16, 90, 6, '#ffd166');
  ellipse(c, 400, 172, 12, 22, '#ff8a3d');
  ellipse(c, 400, 178, 6, 12, '#fff3c4');
}

// ---------- scenes (JPG) ----------

function drawHouse(c: Ctx, w: number, h: number): void {
  // a modern house at golden hour, 1080 x 810
  c.fillStyle = linear(c, 0, 0, 0, h, [[0, '#ffb88c'], [0.45, '#ffd9b0'], [1, '#fff1de']]) as unknown as string;
  c.fillRect(0, 0, w, h);
  circle(c, 840, 250, 90, radial(c, 840, 250, 90, [[0, '#fff6d8'], [1, '#ffd38a']]));
  // hills
  ellipse(c, 200, 640, 520, 160, '#c7d9b7');
  ellipse(c, 900, 660, 520, 170, '#b5cda2');
  // lawn
  c.fillStyle = '#8fbf7a';
  c.fillRect(0, 640, w, h - 640);
  // house body
  c.fillStyle = '#f7f3ec';
  c.fillRect(200, 360, 520, 300);
  c.fillStyle = '#3b3f5c';
  c.fillRect(720, 440, 200, 220);
  // roofs
  c.beginPath();
  c.moveTo(170, 370);
  c.lineTo(460, 210);
  c.lineTo(750, 370);
  c.closePath();
  c.fillStyle = '#2b2d42';
  c.fill();
  c.fillStyle = '#2b2d42';
  c.fillRect(700, 420, 240, 26);
  // big windows
  fillRR(c, 250, 420, 200, 150, 6, '#2b2d42');
  fillRR(c, 260, 430, 180, 130, 4, linear(c, 260, 430, 440, 560, [[0, '#ffe7a3'], [1, '#ffb85c']]));
  c.fillStyle = '#2b2d42';
  c.fillRect(346, 430, 8, 130);
  fillRR(c, 760, 480, 120, 90, 6, linear(c, 760, 480, 880, 570, [[0, '#ffe7a3'], [1, '#ffb85c']]));
  // door
  fillRR(c, 520, 470, 120, 190, 6, '#c8553d');
  circle(c, 620, 570, 7, '#ffd166');
  // triangle window
  c.beginPath();
  c.moveTo(400, 340);
  c.lineTo(460, 280);
  c.lineTo(520, 340);
  c.closePath();
  c.fillStyle = '#ffd38a';
  c.fill();
  // path and shrubs
  c.beginPath();
  c.moveTo(540, 660);
  c.lineTo(620, 660);
  c.lineTo(700, h);
  c.lineTo(480, h);
  c.closePath();
  c.fillStyle = '#e9dcc8';
  c.fill();
  for (const [x, r] of [
    [160, 60],
    [230, 44],
    [470, 40],
    [960, 70],
    [880, 46],
  ] as [number, number][]) {
    circle(c, x, 650, r, '#5f9e6e');
    circle(c, x - r * 0.3, 640 - r * 0.3, r * 0.5, '#77b485');
  }
  // tree
  fillRR(c, 80, 420, 24, 240, 10, '#7a5230');
  circle(c, 92, 400, 90, '#5f9e6e');
  circle(c, 60, 360, 56, '#77b485');
  grain(c, w, h, 4);
}

function drawLivingRoom(c: Ctx, w: number, h: number): void {
  // an apartment living room, 1080 x 810
  c.fillStyle = '#efe6da';
  c.fillRect(0, 0, w, h);
  c.fillStyle = '#d9c7b1';
  c.fillRect(0, 600, w, h - 600);
  c.fillStyle = '#cbb79d';
  for (let x = 0; x < w; x += 120) c.fillRect(x, 600, 3, h - 600);
  // window
  fillRR(c, 620, 90, 360, 380, 8, '#ffffff');
  fillRR(c, 636, 106, 328, 348, 4, linear(c, 0, 106, 0, 454, [[0, '#9ed0f0'], [1, '#e4f3fb']]));
  c.fillStyle = '#ffffff';
  c.fillRect(796, 106, 8, 348);
  c.fillRect(636, 276, 328, 8);
  ellipse(c, 720, 420, 90, 40, '#b8d8a8');
  // rug
  ellipse(c, 440, 700, 380, 70, '#c8553d');
  ellipse(c, 440, 700, 330, 54, '#d9775f');
  // sofa
  fillRR(c, 120, 400, 560, 150, 40, '#3d6b8c');
  fillRR(c, 90, 470, 620, 130, 36, '#4a7fa5');
  fillRR(c, 90, 440, 90, 170, 30, '#3d6b8c');
  fillRR(c, 620, 440, 90, 170, 30, '#3d6b8c');
  fillRR(c, 140, 600, 20, 40, 6, '#5a3d2b');
  fillRR(c, 640, 600, 20, 40, 6, '#5a3d2b');
  fillRR(c, 210, 420, 120, 100, 24, '#ffd166');
  fillRR(c, 470, 420, 120, 100, 24, '#f4a99a');
  // lamp
  fillRR(c, 800, 360, 10, 270, 4, '#2b2d42');
  c.beginPath();
  c.moveTo(750, 370);
  c.lineTo(860, 370);
  c.lineTo(830, 290);
  c.lineTo(780, 290);
  c.closePath();
  c.fillStyle = '#ffd38a';
  c.fill();
  ellipse(c, 805, 635, 60, 12, '#2b2d42');
  // plant
  fillRR(c, 900, 540, 90, 100, 16, '#f7f3ec');
  for (const [dx, dy, rot] of [
    [0, -60, 0],
    [-40, -40, -0.6],
    [40, -40, 0.6],
    [-20, -90, -0.3],
    [25, -95, 0.3],
  ] as [number, number, number][]) {
    c.save();
    c.translate(945 + dx, 540 + dy);
    c.rotate(rot);
    ellipse(c, 0, 0, 22, 60, '#5f9e6e');
    c.restore();
  }
  // frames
  fillRR(c, 200, 170, 150, 190, 6, '#2b2d42');
  fillRR(c, 212, 182, 126, 166, 2, linear(c, 0, 182, 0, 348, [[0, '#ffb88c'], [1, '#6d5ae6']]));
  fillRR(c, 380, 220, 130, 130, 6, '#2b2d42');
  fillRR(c, 392, 232, 106, 106, 2, '#00c2a8');
  grain(c, w, h, 4);
}

function drawBowl(c: Ctx, w: number, h: number): void {
  // a poke bowl from above on a wooden table, 1000 x 1000
  c.fillStyle = '#c99e6e';
  c.fillRect(0, 0, w, h);
  for (let y = 0; y < h; y += 90) {
    c.fillStyle = y % 180 === 0 ? '#bf9262' : '#d1a878';
    c.fillRect(0, y, w, 86);
  }
  // napkin
  c.save();
  c.translate(820, 180);
  c.rotate(0.3);
  fillRR(c, -120, -160, 240, 320, 10, '#f2ede4');
  c.restore();
  // bowl
  groundShadow(c, 510, 530, 390, 390, 0.35);
  circle(c, 500, 500, 380, '#f4f1ea');
  circle(c, 500, 500, 340, '#ebe5da');
  circle(c, 500, 500, 320, '#f5efe2');
  // rice base
  circle(c, 500, 500, 300, '#fbf8f1');
  // toppings in segments
  const segments: [number, string, string][] = [
    [0, '#ff8a65', '#ffab91'], // salmon
    [1, '#7cb342', '#9ccc65'], // edamame
    [2, '#ffd54f', '#ffe082'], // mango
    [3, '#8d6e63', '#a1887f'], // mushrooms
    [4, '#66bb6a', '#a5d6a7'], // avocado
  ];
  for (const [i, base, light] of segments) {
    const a0 = (i / 5) * Math.PI * 2 - Math.PI / 2;
    const a1 = a0 + (Math.PI * 2) / 5;
    c.beginPath();
    c.moveTo(500, 500);
    c.arc(500, 500, 290, a0 + 0.04, a1 - 0.04);
    c.closePath();
    c.fillStyle = base;
    c.fill();
    const mid = (a0 + a1) / 2;
    for (let k = 0; k < 7; k += 1) {
      const rr0 = 120 + ((k * 47) % 150);
      const ang = mid + (((k * 29) % 60) - 30) / 100;
      circle(c, 500 + Math.cos(ang) * rr0, 500 + Math.sin(ang) * rr0, 22 + ((k * 13) % 14), light);
    }
  }
  // centre egg
  circle(c, 500, 500, 90, '#ffffff');
  circle(c, 500, 500, 46, '#ffb300');
  // sesame
  c.fillStyle = '#2b2d42';
  for (let k = 0; k < 40; k += 1) {
    const ang = k * 2.39;
    const r = 60 + ((k * 53) % 220);
    c.save();
    c.translate(500 + Math.cos(ang) * r, 500 + Math.sin(ang) * r);
    c.rotate(ang);
    ellipse(c, 0, 0, 5, 3, k % 3 === 0 ? '#2b2d42' : '#f5e6c8');
    c.restore();
  }
  // chopsticks
  c.save();
  c.translate(150, 880);
  c.rotate(-0.5);
  fillRR(c, 0, 0, 560, 16, 8, '#2b2d42');
  fillRR(c, 0, 30, 560, 16, 8, '#2b2d42');
  c.restore();
  grain(c, w, h, 5);
}

function drawStage(c: Ctx, w: number, h: number): void {
  // a conference stage with lights and an audience, 1080 x 720
  c.fillStyle = linear(c, 0, 0, 0, h, [[0, '#0b0d24'], [1, '#1c1446']]) as unknown as string;
  c.fillRect(0, 0, w, h);
  // beams
  for (const [x, colour] of [
    [180, 'rgba(109, 90, 230, 0.35)'],
    [540, 'rgba(0, 194, 168, 0.28)'],
    [900, 'rgba(255, 90, 122, 0.32)'],
  ] as [number, string][]) {
    c.beginPath();
    c.moveTo(x - 20, 0);
    c.lineTo(x + 20, 0);
    c.lineTo(x + 240, 520);
    c.lineTo(x - 240, 520);
    c.closePath();
    c.fillStyle = linear(c, 0, 0, 0, 520, [[0, colour], [1, 'rgba(0, 0, 0, 0)']]) as unknown as string;
    c.fill();
  }
  // screen
  fillRR(c, 290, 90, 500, 280, 12, linear(c, 290, 90, 790, 370, [[0, '#6d5ae6'], [1, '#ff5a7a']]));
  // abstract visuals on the screen (no words, so any event can use it)
  c.save();
  rr(c, 290, 90, 500, 280, 12);
  c.clip();
  circle(c, 420, 240, 90, 'rgba(255, 255, 255, 0.85)');
  circle(c, 560, 200, 60, 'rgba(255, 209, 102, 0.9)');
  fillRR(c, 520, 270, 200, 26, 13, 'rgba(255, 255, 255, 0.6)');
  fillRR(c, 520, 310, 140, 18, 9, 'rgba(255, 255, 255, 0.4)');
  c.restore();
  // stage
  c.fillStyle = '#26205a';
  c.fillRect(120, 450, 840, 60);
  c.fillStyle = '#3a3180';
  c.fillRect(120, 450, 840, 10);
  // podium
  fillRR(c, 760, 340, 110, 120, 8, '#f4f5fa');
  fillRR(c, 750, 330, 130, 20, 6, '#ffffff');
  circle(c, 815, 395, 18, '#6d5ae6');
  // speaker silhouette
  circle(c, 250, 330, 28, '#0b0d24');
  fillRR(c, 215, 362, 70, 90, 24, '#0b0d24');
  // audience heads
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 14; i += 1) {
      const x = 20 + i * 80 + (row % 2) * 40;
      const y = 590 + row * 60;
      circle(c, x, y, 26, row === 2 ? '#05060f' : '#0a0b1a');
      fillRR(c, x - 40, y + 20, 80, 80, 30, row === 2 ? '#05060f' : '#0a0b1a');
    }
  }
  grain(c, w, h, 5);
}

function drawOffice(c: Ctx, w: number, h: number): void {
  // a bright office with desks and plants, 1080 x 720
  c.fillStyle = '#f3f1ec';
  c.fillRect(0, 0, w, h);
  // windows
  for (let i = 0; i < 3; i += 1) {
    fillRR(c, 80 + i * 330, 60, 280, 320, 6, linear(c, 0, 60, 0, 380, [[0, '#a8d8f0'], [1, '#e4f3fb']]));
    c.fillStyle = '#ffffff';
    c.fillRect(216 + i * 330, 60, 8, 320);
  }
  // skyline in windows
  c.fillStyle = 'rgba(80, 110, 150, 0.35)';
  for (let i = 0; i < 16; i += 1) c.fillRect(90 + i * 60, 260 - ((i * 53) % 120), 40, 120 + ((i * 53) % 120));
  c.fillStyle = '#f3f1ec';
  c.fillRect(0, 380, w, 20);
  // floor
  c.fillStyle = '#d8cfc2';
  c.fillRect(0, 520, w, h - 520);
  // desks with monitors and people
  const shirts = ['#6d5ae6', '#00c2a8', '#ff8a3d'];
  for (let i = 0; i < 3; i += 1) {
    const x = 120 + i * 320;
    circle(c, x + 110, 360, 34, ['#8d5524', '#f1c27d', '#c68642'][i]!);
    fillRR(c, x + 60, 392, 100, 110, 36, shirts[i]!);
    fillRR(c, x, 470, 260, 24, 6, '#ffffff');
    fillRR(c, x + 20, 494, 12, 120, 4, '#9aa0b5');
    fillRR(c, x + 228, 494, 12, 120, 4, '#9aa0b5');
    fillRR(c, x + 150, 380, 110, 80, 8, '#2b2d42');
    fillRR(c, x + 158, 388, 94, 64, 4, '#8fd3ff');
    fillRR(c, x + 198, 460, 14, 12, 2, '#2b2d42');
  }
  // plants
  for (const x of [40, 1030]) {
    fillRR(c, x - 34, 560, 68, 90, 12, '#c8553d');
    for (const [dx, dy, rot] of [
      [0, -60, 0],
      [-30, -40, -0.6],
      [30, -40, 0.6],
    ] as [number, number, number][]) {
      c.save();
      c.translate(x + dx, 560 + dy);
      c.rotate(rot);
      ellipse(c, 0, 0, 20, 56, '#5f9e6e');
      c.restore();
    }
  }
  grain(c, w, h, 3);
}

function drawCity(c: Ctx, w: number, h: number): void {
  // a city skyline at dusk (news backdrop), 1080 x 720
  c.fillStyle = linear(c, 0, 0, 0, h, [[0, '#0f1b3d'], [0.6, '#3b4a8a'], [1, '#ff9a76']]) as unknown as string;
  c.fillRect(0, 0, w, h);
  let seed = 11;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (const [colour, base, maxH] of [
    ['#26305e', 520, 360],
    ['#141b3a', 720, 420],
  ] as [string, number, number][]) {
    let x = -20;
    while (x < w) {
      const bw = 50 + rand() * 90;
      const bh = 120 + rand() * maxH;
      c.fillStyle = colour;
      c.fillRect(x, base - bh + (h - base), bw, bh + 200);
      for (let wy = base - bh + (h - base) + 16; wy < h - 20; wy += 26) {
        for (let wx = x + 10; wx < x + bw - 12; wx += 18) {
          if (rand() > 0.55) {
            c.fillStyle = rand() > 0.3 ? 'rgba(255, 214, 120, 0.8)' : 'rgba(160, 200, 255, 0.6)';
            c.fillRect(wx, wy, 8, 12);
          }
        }
      }
      x += bw + 6;
    }
  }
  grain(c, w, h, 4);
}

/** Abstract brand backgrounds: a gradient with two soft blobs. */
function drawGradient(c: Ctx, w: number, h: number, from: string, to: string, blobA: string, blobB: string): void {
  c.fillStyle = linear(c, 0, 0, w, h, [[0, from], [1, to]]) as unknown as string;
  c.fillRect(0, 0, w, h);
  c.save();
  c.filter = 'blur(80px)';
  circle(c, w * 0.8, h * 0.2, Math.min(w, h) * 0.35, blobA);
  circle(c, w * 0.15, h * 0.85, Math.min(w, h) * 0.4, blobB);
  c.restore();
  grain(c, w, h, 5);
}

function drawLogo(c: Ctx): void {
  // 400 x 400: a generic brand mark (rounded square with a spark)
  fillRR(c, 20, 20, 360, 360, 90, linear(c, 20, 20, 380, 380, [[0, '#ff7b54'], [1, '#ff3d71']]));
  c.beginPath();
  const cx = 200;
  const cy = 200;
  for (let i = 0; i < 8; i += 1) {
    const r = i % 2 === 0 ? 120 : 38;
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (i === 0) c.moveTo(x, y);
    else c.lineTo(x, y);
  }
  c.closePath();
  c.fillStyle = '#ffffff';
  c.fill();
}

async function main(): Promise<void> {
  mkdirSync(mediaDirectory, { recursive: true });
  await save('lamp.png', 800, 800, drawLamp);
  await save('sneaker.png', 980, 720, drawSneaker);
  await save('headphones.png', 800, 800, drawHeadphones);
  await save('coffee.png', 800, 800, drawCoffee);
  await save('serum.png', 800, 800, drawSerum);
  await save('watch.png', 800, 800, drawWatch);
  await save('laptop.png', 1000, 700, drawLaptop);
  await save('phone-app.png', 700, 1000, drawPhoneApp);
  await save('microphone.png', 800, 800, drawMicrophone);
  await save('cake.png', 800, 800, drawCake);
  await save('logo.png', 400, 400, drawLogo);
  await save('house.jpg', 1080, 810, (c) => drawHouse(c, 1080, 810));
  await save('living-room.jpg', 1080, 810, (c) => drawLivingRoom(c, 1080, 810));
  await save('poke-bowl.jpg', 1000, 1000, (c) => drawBowl(c, 1000, 1000));
  await save('stage.jpg', 1080, 720, (c) => drawStage(c, 1080, 720));
  await save('office.jpg', 1080, 720, (c) => drawOffice(c, 1080, 720));
  await save('city.jpg', 1080, 720, (c) => drawCity(c, 1080, 720));
  await save('bg-sunset.jpg', 1080, 1080, (c) => drawGradient(c, 1080, 1080, '#ff7b54', '#6d2e8c', 'rgba(255, 209, 102, 0.8)', 'rgba(255, 61, 113, 0.7)'));
  await save('bg-ocean.jpg', 1080, 1080, (c) => drawGradient(c, 1080, 1080, '#0f2a5c', '#00a6a6', 'rgba(0, 194, 168, 0.7)', 'rgba(91, 108, 255, 0.7)'));
  await save('bg-violet.jpg', 1080, 1080, (c) => drawGradient(c, 1080, 1080, '#1b1446', '#6d5ae6', 'rgba(255, 90, 122, 0.6)', 'rgba(0, 194, 168, 0.5)'));
  // Customer headshots for testimonials: the embedded look engine draws them.
  const customers = [
    { name: 'customer-1.jpg', gender: 'female', ethnicity: 'east asian', appearance: 'bob haircut, teal blouse', background: 'bright cafe', seed: 4211 },
    { name: 'customer-2.jpg', gender: 'male', ethnicity: 'african', appearance: 'short beard, mustard sweater', background: 'studio gradient', seed: 5123 },
  ] as const;
  for (const customer of customers) {
    const [design] = designLooks({
      style: 'professional',
      gender: customer.gender,
      age: 'adult',
      ethnicity: customer.ethnicity,
      appearance: customer.appearance,
      background: customer.background,
      aspectRatio: 0,
      count: 1,
      seed: customer.seed,
    });
    const png = await renderLookPng(design!, { widthPx: 720, heightPx: 1280 });
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(Buffer.from(png));
    await save(customer.name, 720, 720, (c) => c.drawImage(image, 0, 120, 720, 720, 0, 0, 720, 720));
  }
}

await main();
