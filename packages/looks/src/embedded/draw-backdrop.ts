import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { EmbeddedDesign } from './look-design.ts';
import type { SceneKind } from './look-kinds.ts';
import { lookLayout, type LookLayout } from './look-layout.ts';
import { hairFill } from './draw-head.ts';
import { luminance, mix, shade, tint } from './palette.ts';
import { createRandom } from './seeded-random.ts';

type Context = SKRSContext2D;

/** Everything that never moves: the scene behind the person, then the neck and the shoulders in their clothes. */
export function drawLookBackdrop(context: Context, design: EmbeddedDesign, size: { widthPx: number; heightPx: number }): void {
  const layout = lookLayout(design, size);
  context.save();
  drawScene(context, design, layout);
  drawBody(context, design, layout);
  context.restore();
}

const lightTint: Record<EmbeddedDesign['scene']['light'], string> = { warm: '#ffcf8a', cool: '#9cc2ff', neutral: '#ffffff' };

function drawScene(context: Context, design: EmbeddedDesign, layout: LookLayout): void {
  const { widthPx: width, heightPx: height } = layout;
  const random = createRandom(design.seed ^ 0x2545f491);
  // Scenes are drawn soft (out of focus behind the person), then lit. A blur fades the frame's edges into the
  // transparent outside, so the scene goes down sharp first: the look stays opaque to the last pixel (a translucent
  // border would show the video's background through it, and would cost the renderer its opaque fast path).
  // The scene is painted once on a canvas of its own and blurred as one picture: a filter on the context would
  // blur every shape on a layer of its own (a look's backdrop took 300–500 ms that way; this way about a tenth).
  const scene = createCanvas(width, height);
  scenePainters[design.scene.kind](scene.getContext('2d'), design, layout, random);
  context.drawImage(scene, 0, 0);
  context.save();
  context.filter = `blur(${Math.max(1, Math.round(layout.scale * 0.012))}px)`;
  context.drawImage(scene, 0, 0);
  context.restore();
  // Light from the front-left, and a vignette that keeps the eye on the person.
  const light = context.createRadialGradient(
    layout.centreX - width * 0.1,
    layout.centreY - height * 0.05,
    0,
    layout.centreX,
    layout.centreY,
    Math.max(width, height) * 0.75,
  );
  const tintColour = lightTint[design.scene.light];
  light.addColorStop(0, `${tintColour}33`);
  light.addColorStop(0.5, `${tintColour}10`);
  light.addColorStop(1, 'rgba(10,12,20,0.35)');
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
}

type ScenePainter = (context: Context, design: EmbeddedDesign, layout: LookLayout, random: () => number) => void;

const scenePainters: Record<SceneKind, ScenePainter> = {
  studio(context, design, { widthPx: width, heightPx: height, centreX, centreY, scale }) {
    const base = mix(design.scene.accent, '#2a2f3a', 0.55);
    const glow = context.createRadialGradient(centreX, centreY - scale * 0.2, scale * 0.2, centreX, centreY, Math.max(width, height) * 0.8);
    glow.addColorStop(0, tint(base, 0.45));
    glow.addColorStop(1, shade(base, 0.35));
    context.fillStyle = glow;
    context.fillRect(0, 0, width, height);
  },
  office(context, design, { widthPx: width, heightPx: height }, random) {
    context.fillStyle = '#e9e6e1';
    context.fillRect(0, 0, width, height);
    // A window wall on one side with daylight.
    const windowLeft = random() < 0.5 ? width * 0.02 : width * 0.56;
    context.fillStyle = '#cfe2f3';
    context.fillRect(windowLeft, height * 0.08, width * 0.42, height * 0.5);
    const sky = context.createLinearGradient(0, height * 0.08, 0, height * 0.58);
    sky.addColorStop(0, '#bcd8f2');
    sky.addColorStop(1, '#eef5fb');
    context.fillStyle = sky;
    context.fillRect(windowLeft + width * 0.01, height * 0.09, width * 0.4, height * 0.48);
    context.fillStyle = '#8a97a6';
    for (let bar = 1; bar < 3; bar += 1) context.fillRect(windowLeft + (width * 0.42 * bar) / 3, height * 0.08, width * 0.008, height * 0.5);
    context.fillRect(windowLeft, height * 0.32, width * 0.42, height * 0.006);
    // Shelf with plants and files.
    const shelfX = windowLeft < width * 0.3 ? width * 0.58 : width * 0.04;
    context.fillStyle = '#b89572';
    context.fillRect(shelfX, height * 0.3, width * 0.36, height * 0.012);
    for (let item = 0; item < 5; item += 1) {
      context.fillStyle = [design.scene.accent, '#5c6b7a', '#d9c7a7', '#7a8a5a', '#c96f4a'][item]!;
      context.fillRect(shelfX + width * (0.02 + item * 0.065), height * (0.22 + random() * 0.03), width * 0.045, height * 0.08);
    }
    drawPlant(context, shelfX + width * 0.3, height * 0.3, width * 0.07);
    // Desk edge at the bottom.
    context.fillStyle = '#cdb79b';
    context.fillRect(0, height * 0.84, width, height * 0.16);
  },
  classroom(context, design, { widthPx: width, heightPx: height }, random) {
    context.fillStyle = '#efe3cf';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#8b5e3c';
    context.fillRect(width * 0.04, height * 0.1, width * 0.92, height * 0.42);
    context.fillStyle = '#2f5a46';
    context.fillRect(width * 0.06, height * 0.115, width * 0.88, height * 0.39);
    context.strokeStyle = 'rgba(255,255,255,0.55)';
    context.lineWidth = Math.max(2, width * 0.004);
    for (let line = 0; line < 6; line += 1) {
      const y = height * (0.16 + line * 0.05);
      context.beginPath();
      context.moveTo(width * (0.1 + random() * 0.1), y);
      context.lineTo(width * (0.4 + random() * 0.45), y + height * 0.004);
      context.stroke();
    }
    context.beginPath();
    context.arc(width * 0.78, height * 0.22, width * 0.05, 0, Math.PI * 2);
    context.stroke();
    context.fillStyle = design.scene.accent;
    context.fillRect(0, height * 0.78, width, height * 0.22);
  },
  outdoors(context, design, { widthPx: width, heightPx: height }, random) {
    const sky = context.createLinearGradient(0, 0, 0, height * 0.7);
    const warm = design.scene.light === 'warm';
    sky.addColorStop(0, warm ? '#f5b77a' : '#7fb4e6');
    sky.addColorStop(1, warm ? '#fde2b8' : '#d7ecf8');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    context.fillStyle = warm ? '#fff1c9' : '#fffdf2';
    context.beginPath();
    context.arc(width * 0.8, height * 0.14, Math.min(width, height) * 0.07, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#8fbf7a';
    context.beginPath();
    context.moveTo(0, height * 0.62);
    context.quadraticCurveTo(width * 0.3, height * 0.52, width * 0.6, height * 0.6);
    context.quadraticCurveTo(width * 0.85, height * 0.66, width, height * 0.56);
    context.lineTo(width, height);
    context.lineTo(0, height);
    context.fill();
    for (let tree = 0; tree < 7; tree += 1) {
      const x = width * (tree / 6) + (random() - 0.5) * width * 0.08;
      const y = height * (0.5 + random() * 0.08);
      const radius = Math.min(width, height) * (0.07 + random() * 0.05);
      context.fillStyle = ['#4f8a4a', '#5f9c54', '#3f7a45'][tree % 3]!;
      context.beginPath();
      context.arc(x, y, radius, 0, Math.PI * 2);
      context.arc(x + radius * 0.7, y + radius * 0.3, radius * 0.8, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = '#6fae5f';
    context.fillRect(0, height * 0.74, width, height * 0.26);
  },
  kitchen(context, design, { widthPx: width, heightPx: height }) {
    context.fillStyle = '#f3efe8';
    context.fillRect(0, 0, width, height);
    context.fillStyle = mix(design.scene.accent, '#f2f2ee', 0.55);
    context.fillRect(0, 0, width, height * 0.3);
    context.strokeStyle = shade(mix(design.scene.accent, '#f2f2ee', 0.55), 0.2);
    context.lineWidth = Math.max(2, width * 0.003);
    for (let door = 0; door <= 4; door += 1) {
      context.beginPath();
      context.moveTo((width * door) / 4, 0);
      context.lineTo((width * door) / 4, height * 0.3);
      context.stroke();
    }
    const tile = Math.max(8, width * 0.05);
    context.strokeStyle = '#dcd6cc';
    for (let y = height * 0.32; y < height * 0.62; y += tile * 0.6) {
      context.beginPath();
      context.moveTo(0, y);
      context.lineTo(width, y);
      context.stroke();
    }
    context.fillStyle = '#9a7b5e';
    context.fillRect(0, height * 0.62, width, height * 0.04);
    context.fillStyle = mix(design.scene.accent, '#ffffff', 0.3);
    context.fillRect(0, height * 0.66, width, height * 0.34);
    drawPlant(context, width * 0.12, height * 0.62, width * 0.06);
  },
  gym(context, design, { widthPx: width, heightPx: height }, random) {
    context.fillStyle = '#2b2f36';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#3a404a';
    context.fillRect(0, height * 0.55, width, height * 0.45);
    context.fillStyle = design.scene.accent;
    context.fillRect(0, height * 0.5, width, height * 0.015);
    for (let plate = 0; plate < 6; plate += 1) {
      const x = width * (0.08 + plate * 0.17);
      const radius = Math.min(width, height) * (0.05 + random() * 0.03);
      context.fillStyle = '#15171b';
      context.beginPath();
      context.arc(x, height * 0.46, radius, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#5a606b';
      context.beginPath();
      context.arc(x, height * 0.46, radius * 0.25, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = 'rgba(255,255,255,0.8)';
    for (let lamp = 0; lamp < 3; lamp += 1) context.fillRect(width * (0.1 + lamp * 0.32), height * 0.04, width * 0.18, height * 0.008);
  },
  newsroom(context, design, { widthPx: width, heightPx: height }) {
    const base = context.createLinearGradient(0, 0, width, height);
    base.addColorStop(0, '#0f2447');
    base.addColorStop(1, '#1d4c8f');
    context.fillStyle = base;
    context.fillRect(0, 0, width, height);
    context.strokeStyle = 'rgba(140,190,255,0.25)';
    context.lineWidth = Math.max(1, width * 0.002);
    for (let line = 0; line < 12; line += 1) {
      context.beginPath();
      context.ellipse(width * 0.5, height * 0.35, width * (0.1 + line * 0.06), height * 0.2, 0, 0, Math.PI * 2);
      context.stroke();
    }
    for (const [x, y] of [
      [0.06, 0.12],
      [0.7, 0.12],
    ] as const) {
      context.fillStyle = '#0a1730';
      context.fillRect(width * x, height * y, width * 0.24, height * 0.16);
      context.fillStyle = mix(design.scene.accent, '#4aa3ff', 0.5);
      context.fillRect(width * (x + 0.01), height * (y + 0.01), width * 0.22, height * 0.14);
    }
    context.fillStyle = '#c8d6ea';
    context.fillRect(0, height * 0.82, width, height * 0.18);
    context.fillStyle = design.scene.accent;
    context.fillRect(0, height * 0.82, width, height * 0.012);
  },
  library(context, _design, { widthPx: width, heightPx: height }, random) {
    context.fillStyle = '#5a3e2b';
    context.fillRect(0, 0, width, height);
    const rows = 5;
    for (let row = 0; row < rows; row += 1) {
      const top = height * (0.04 + row * 0.16);
      context.fillStyle = '#3f2a1c';
      context.fillRect(0, top + height * 0.13, width, height * 0.02);
      let x = 0;
      while (x < width) {
        const bookWidth = width * (0.018 + random() * 0.02);
        const bookHeight = height * (0.09 + random() * 0.035);
        context.fillStyle = ['#8c3b2e', '#2f5a7a', '#c9a23a', '#3f6b4a', '#6b4a7a', '#d9c7a7', '#a25b3b'][Math.floor(random() * 7)]!;
        context.fillRect(x, top + height * 0.13 - bookHeight, bookWidth - 1, bookHeight);
        x += bookWidth;
      }
    }
  },
  cafe(context, design, { widthPx: width, heightPx: height }) {
    context.fillStyle = '#d9b48c';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#b98a5e';
    context.fillRect(0, height * 0.55, width, height * 0.45);
    for (let lamp = 0; lamp < 3; lamp += 1) {
      const x = width * (0.18 + lamp * 0.32);
      context.strokeStyle = '#3a2a20';
      context.lineWidth = Math.max(1, width * 0.002);
      context.beginPath();
      context.moveTo(x, 0);
      context.lineTo(x, height * 0.12);
      context.stroke();
      const glow = context.createRadialGradient(x, height * 0.14, 0, x, height * 0.14, width * 0.12);
      glow.addColorStop(0, 'rgba(255,220,150,0.95)');
      glow.addColorStop(1, 'rgba(255,220,150,0)');
      context.fillStyle = glow;
      context.fillRect(x - width * 0.12, height * 0.02, width * 0.24, height * 0.24);
      context.fillStyle = '#2f2a26';
      context.beginPath();
      context.moveTo(x - width * 0.04, height * 0.14);
      context.lineTo(x + width * 0.04, height * 0.14);
      context.lineTo(x + width * 0.02, height * 0.11);
      context.lineTo(x - width * 0.02, height * 0.11);
      context.fill();
    }
    context.fillStyle = mix(design.scene.accent, '#3a2a20', 0.4);
    context.fillRect(width * 0.05, height * 0.3, width * 0.25, height * 0.2);
    drawPlant(context, width * 0.85, height * 0.55, width * 0.08);
  },
  'living-room'(context, design, { widthPx: width, heightPx: height }) {
    context.fillStyle = mix(design.scene.accent, '#efe8dd', 0.78);
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(width * 0.08, height * 0.14, width * 0.24, height * 0.16);
    context.fillStyle = mix(design.scene.accent, '#ffffff', 0.3);
    context.fillRect(width * 0.09, height * 0.15, width * 0.22, height * 0.14);
    // Floor lamp.
    context.fillStyle = '#3a3a3a';
    context.fillRect(width * 0.83, height * 0.2, width * 0.008, height * 0.5);
    const glow = context.createRadialGradient(width * 0.835, height * 0.2, 0, width * 0.835, height * 0.2, width * 0.16);
    glow.addColorStop(0, 'rgba(255,230,180,0.9)');
    glow.addColorStop(1, 'rgba(255,230,180,0)');
    context.fillStyle = glow;
    context.fillRect(width * 0.67, height * 0.04, width * 0.33, height * 0.32);
    // The sofa's back.
    context.fillStyle = shade(design.scene.accent, 0.2);
    context.beginPath();
    context.roundRect(-width * 0.05, height * 0.58, width * 1.1, height * 0.3, width * 0.05);
    context.fill();
    context.fillStyle = '#b89572';
    context.fillRect(0, height * 0.86, width, height * 0.14);
    drawPlant(context, width * 0.1, height * 0.58, width * 0.07);
  },
  city(context, design, { widthPx: width, heightPx: height }, random) {
    const sky = context.createLinearGradient(0, 0, 0, height);
    const night = design.scene.light === 'cool';
    sky.addColorStop(0, night ? '#141b34' : '#8fb6dc');
    sky.addColorStop(1, night ? '#3b2f5a' : '#e8d7c4');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    let x = 0;
    while (x < width) {
      const buildingWidth = width * (0.08 + random() * 0.1);
      const top = height * (0.2 + random() * 0.3);
      context.fillStyle = night ? '#222a45' : '#6f7f96';
      context.fillRect(x, top, buildingWidth - 2, height - top);
      context.fillStyle = night ? 'rgba(255,214,120,0.8)' : 'rgba(255,255,255,0.35)';
      for (let windowY = top + height * 0.02; windowY < height * 0.8; windowY += height * 0.035) {
        for (let windowX = x + width * 0.01; windowX < x + buildingWidth - width * 0.02; windowX += width * 0.025) {
          if (random() < 0.55) context.fillRect(windowX, windowY, width * 0.012, height * 0.015);
        }
      }
      x += buildingWidth;
    }
  },
};

function drawPlant(context: Context, x: number, baseY: number, size: number): void {
  context.fillStyle = '#c9785a';
  context.beginPath();
  context.moveTo(x - size * 0.4, baseY - size * 0.6);
  context.lineTo(x + size * 0.4, baseY - size * 0.6);
  context.lineTo(x + size * 0.3, baseY);
  context.lineTo(x - size * 0.3, baseY);
  context.fill();
  context.fillStyle = '#4f8a4a';
  for (const [dx, dy, r] of [
    [0, -1.3, 0.45],
    [-0.4, -1.0, 0.38],
    [0.4, -1.05, 0.4],
    [0, -1.7, 0.32],
  ] as const) {
    context.beginPath();
    context.ellipse(x + dx * size, baseY + dy * size, r * size, r * size * 0.7, dx, 0, Math.PI * 2);
    context.fill();
  }
}

/** Long hair falls behind the shoulders: drawn with the backdrop, under the clothes. */
function drawHairBehindBody(context: Context, design: EmbeddedDesign): void {
  const { style } = design.hair;
  if (style !== 'long' && style !== 'wavy' && style !== 'locs') return;
  const w = 0.5 * design.faceWidth;
  const bottom = style === 'wavy' ? 1.45 : 1.55;
  context.save();
  context.fillStyle = hairFill(context, design, -1, bottom);
  context.beginPath();
  context.moveTo(0, -0.9);
  context.bezierCurveTo(w + 0.3, -0.9, w + 0.2, -0.2, w + 0.16, 0.4);
  if (style === 'wavy') context.bezierCurveTo(w + 0.3, 0.75, w + 0.12, 1.05, w + 0.28, bottom);
  else context.bezierCurveTo(w + 0.18, 0.8, w + 0.22, 1.2, w + 0.26, bottom);
  context.quadraticCurveTo(0, bottom + 0.08, -w - 0.26, bottom);
  if (style === 'wavy') context.bezierCurveTo(-w - 0.12, 1.05, -w - 0.3, 0.75, -w - 0.16, 0.4);
  else context.bezierCurveTo(-w - 0.22, 1.2, -w - 0.18, 0.8, -w - 0.16, 0.4);
  context.bezierCurveTo(-w - 0.2, -0.2, -w - 0.3, -0.9, 0, -0.9);
  context.fill();
  if (style === 'locs') {
    context.strokeStyle = shade(design.hair.colour, 0.4);
    context.lineWidth = 0.012;
    for (const x of [-0.62, -0.52, -0.42, 0.42, 0.52, 0.62]) {
      context.beginPath();
      context.moveTo(x * design.faceWidth, 0.2);
      context.lineTo(x * design.faceWidth * 1.05, bottom - 0.06);
      context.stroke();
    }
  }
  context.restore();
}

function drawBody(context: Context, design: EmbeddedDesign, layout: LookLayout): void {
  const { scale, centreX, centreY, heightPx } = layout;
  const bottom = (heightPx - centreY) / scale + 0.05;
  context.save();
  context.translate(centreX, centreY);
  context.scale(scale, scale);
  const { skin, outfit } = design;
  drawHairBehindBody(context, design);
  // Neck, with the chin's shadow at its top.
  context.beginPath();
  context.moveTo(-0.17, 0.3);
  context.lineTo(-0.19, 0.98);
  context.lineTo(0.19, 0.98);
  context.lineTo(0.17, 0.3);
  context.closePath();
  const neck = context.createLinearGradient(0, 0.45, 0, 1.0);
  neck.addColorStop(0, shade(skin, 0.3));
  neck.addColorStop(0.35, shade(skin, 0.12));
  neck.addColorStop(1, shade(skin, 0.05));
  context.fillStyle = neck;
  context.fill();

  const shoulders = () => {
    context.beginPath();
    context.moveTo(-0.26, 0.93);
    context.bezierCurveTo(-0.5, 0.95, -0.95, 0.96, -1.12, 1.16);
    context.bezierCurveTo(-1.25, 1.38, -1.3, 1.8, -1.34, bottom);
    context.lineTo(1.34, bottom);
    context.bezierCurveTo(1.3, 1.8, 1.25, 1.38, 1.12, 1.2);
    context.bezierCurveTo(0.95, 0.96, 0.5, 0.95, 0.26, 0.93);
  };
  const clothes = context.createLinearGradient(-1.35, 0, 1.35, 0);
  clothes.addColorStop(0, shade(outfit.colour, 0.25));
  clothes.addColorStop(0.35, tint(outfit.colour, 0.06));
  clothes.addColorStop(0.7, outfit.colour);
  clothes.addColorStop(1, shade(outfit.colour, 0.3));
  const seam = luminance(outfit.colour) > 0.5 ? shade(outfit.colour, 0.25) : tint(outfit.colour, 0.18);

  switch (outfit.kind) {
    case 'blazer':
    case 'suit': {
      shoulders();
      context.quadraticCurveTo(0, 1.12, -0.26, 0.93);
      context.fillStyle = clothes;
      context.fill();
      // The shirt or blouse in the V.
      context.beginPath();
      context.moveTo(-0.27, 0.93);
      context.lineTo(0, 1.75);
      context.lineTo(0.27, 0.93);
      context.quadraticCurveTo(0, 1.1, -0.27, 0.93);
      context.fillStyle = outfit.inner;
      context.fill();
      if (design.gender === 'male' || outfit.kind === 'suit') {
        // Shirt collar.
        context.fillStyle = tint(outfit.inner, 0.3);
        for (const side of [-1, 1]) {
          context.beginPath();
          context.moveTo(side * 0.2, 0.9);
          context.lineTo(side * 0.02, 1.1);
          context.lineTo(side * 0.17, 1.14);
          context.lineTo(side * 0.28, 0.95);
          context.closePath();
          context.fill();
        }
      }
      if (outfit.tie) {
        context.fillStyle = mix(design.scene.accent, '#7a2236', 0.5);
        context.beginPath();
        context.moveTo(-0.045, 1.08);
        context.lineTo(0.045, 1.08);
        context.lineTo(0.07, 1.65);
        context.lineTo(0, 1.75);
        context.lineTo(-0.07, 1.65);
        context.closePath();
        context.fill();
        context.beginPath();
        context.moveTo(-0.05, 1.03);
        context.lineTo(0.05, 1.03);
        context.lineTo(0.04, 1.1);
        context.lineTo(-0.04, 1.1);
        context.fill();
      }
      // Lapels.
      for (const side of [-1, 1]) {
        context.beginPath();
        context.moveTo(side * 0.27, 0.93);
        context.lineTo(side * 0.42, 1.22);
        context.lineTo(side * 0.3, 1.28);
        context.lineTo(side * 0.02, 1.78);
        context.lineTo(side * 0.07, 1.55);
        context.closePath();
        context.fillStyle = shade(outfit.colour, 0.18);
        context.fill();
        context.strokeStyle = seam;
        context.lineWidth = 0.008;
        context.stroke();
      }
      break;
    }
    case 'hoodie': {
      shoulders();
      context.quadraticCurveTo(0, 1.1, -0.26, 0.93);
      context.fillStyle = clothes;
      context.fill();
      // The hood lying round the neck.
      context.beginPath();
      context.moveTo(-0.42, 0.92);
      context.quadraticCurveTo(0, 1.3, 0.42, 0.92);
      context.quadraticCurveTo(0, 1.1, -0.42, 0.92);
      context.fillStyle = shade(outfit.colour, 0.2);
      context.fill();
      context.strokeStyle = outfit.inner;
      context.lineWidth = 0.018;
      context.lineCap = 'round';
      for (const side of [-1, 1]) {
        context.beginPath();
        context.moveTo(side * 0.1, 1.12);
        context.lineTo(side * 0.12, 1.45);
        context.stroke();
      }
      break;
    }
    case 'shirt':
    case 'polo': {
      shoulders();
      context.quadraticCurveTo(0, 1.06, -0.26, 0.93);
      context.fillStyle = clothes;
      context.fill();
      context.fillStyle = tint(outfit.colour, 0.1);
      for (const side of [-1, 1]) {
        context.beginPath();
        context.moveTo(side * 0.2, 0.88);
        context.lineTo(side * 0.02, 1.08);
        context.lineTo(side * (outfit.kind === 'polo' ? 0.24 : 0.2), 1.14);
        context.lineTo(side * 0.3, 0.94);
        context.closePath();
        context.fill();
        context.strokeStyle = seam;
        context.lineWidth = 0.008;
        context.stroke();
      }
      context.strokeStyle = seam;
      context.lineWidth = 0.008;
      context.beginPath();
      context.moveTo(0, 1.08);
      context.lineTo(0, outfit.kind === 'polo' ? 1.35 : bottom);
      context.stroke();
      context.fillStyle = seam;
      for (let button = 0; button < (outfit.kind === 'polo' ? 2 : 4); button += 1) {
        context.beginPath();
        context.arc(0.02, 1.18 + button * 0.16, 0.012, 0, Math.PI * 2);
        context.fill();
      }
      break;
    }
    case 'blouse': {
      shoulders();
      context.quadraticCurveTo(0, 1.3, -0.26, 0.93);
      context.fillStyle = clothes;
      context.fill();
      context.strokeStyle = seam;
      context.lineWidth = 0.01;
      context.beginPath();
      context.moveTo(-0.26, 0.93);
      context.quadraticCurveTo(0, 1.3, 0.26, 0.93);
      context.stroke();
      break;
    }
    default: {
      // Tee and sweater: a crew neck (the sweater's ribbed and thicker).
      shoulders();
      context.quadraticCurveTo(0, 1.08, -0.26, 0.93);
      context.fillStyle = clothes;
      context.fill();
      context.strokeStyle = outfit.kind === 'sweater' ? shade(outfit.colour, 0.2) : seam;
      context.lineWidth = outfit.kind === 'sweater' ? 0.05 : 0.02;
      context.beginPath();
      context.moveTo(-0.26, 0.93);
      context.quadraticCurveTo(0, 1.08, 0.26, 0.93);
      context.stroke();
      break;
    }
  }
  // Soft shadow under the head on the chest and a rim light on the shoulders.
  const shadow = context.createRadialGradient(0, 0.95, 0, 0, 0.95, 0.6);
  shadow.addColorStop(0, 'rgba(20,10,5,0.18)');
  shadow.addColorStop(1, 'rgba(20,10,5,0)');
  context.fillStyle = shadow;
  context.fillRect(-0.62, 0.33, 1.24, 1.24);
  context.restore();
}
