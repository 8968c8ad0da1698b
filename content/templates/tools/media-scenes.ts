/** Scenes (JPG) of the template media: house, living room, bowl, stage, office, city, gradients, and the logo. */
import { rr, fillRR, circle, ellipse, linear, radial, groundShadow, grain, type Ctx } from './media-kit.ts';

// ---------- scenes (JPG) ----------

export function drawHouse(c: Ctx, w: number, h: number): void {
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

export function drawLivingRoom(c: Ctx, w: number, h: number): void {
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

export function drawBowl(c: Ctx, w: number, h: number): void {
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

export function drawStage(c: Ctx, w: number, h: number): void {
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

export function drawOffice(c: Ctx, w: number, h: number): void {
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

export function drawCity(c: Ctx, w: number, h: number): void {
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
export function drawGradient(c: Ctx, w: number, h: number, from: string, to: string, blobA: string, blobB: string): void {
  c.fillStyle = linear(c, 0, 0, w, h, [[0, from], [1, to]]) as unknown as string;
  c.fillRect(0, 0, w, h);
  c.save();
  c.filter = 'blur(80px)';
  circle(c, w * 0.8, h * 0.2, Math.min(w, h) * 0.35, blobA);
  circle(c, w * 0.15, h * 0.85, Math.min(w, h) * 0.4, blobB);
  c.restore();
  grain(c, w, h, 5);
}

export function drawLogo(c: Ctx): void {
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
