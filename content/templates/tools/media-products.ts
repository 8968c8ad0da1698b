/** Product cut-outs (transparent PNG) of the template media: lamp, sneaker, headphones, coffee, serum, watch, laptop, phone app, microphone, cake. */
import { fillRR, circle, ellipse, linear, radial, groundShadow, type Ctx } from './media-kit.ts';

// ---------- products (transparent PNG cut-outs) ----------

export function drawLamp(c: Ctx): void {
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

export function drawSneaker(c: Ctx): void {
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

export function drawHeadphones(c: Ctx): void {
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

export function drawCoffee(c: Ctx): void {
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

export function drawSerum(c: Ctx): void {
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

export function drawWatch(c: Ctx): void {
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

export function drawLaptop(c: Ctx): void {
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

export function drawPhoneApp(c: Ctx): void {
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

export function drawMicrophone(c: Ctx): void {
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

export function drawCake(c: Ctx): void {
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
