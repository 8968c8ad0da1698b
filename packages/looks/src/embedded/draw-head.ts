import type { SKRSContext2D } from '@napi-rs/canvas';
import type { HeadPose, MouthPose } from '@talkreel/face';
import type { LookPose } from '../look-types.ts';
import type { EmbeddedDesign } from './look-design.ts';
import { eyeX, eyeY, headPivot, lookLayout, mouthHalfWidth, mouthY } from './look-layout.ts';
import { mix, shade, tint } from './palette.ts';

/** The pose of a still: mouth closed, eyes open, head straight. */
export const neutralPose: LookPose = {
  mouth: { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 },
  head: { yaw: 0, pitch: 0, roll: 0, shiftX: 0, shiftY: 0, blink: 0, breath: 0 },
};

type Context = SKRSContext2D;

/**
 * The head, neck up, in a pose: hair, ears, face, eyes (blinking), brows,
 * nose, the mouth redrawn for the pose (lips, cavity, teeth, tongue), facial
 * hair, glasses. Turned and nodded about the top of the neck. Draws over
 * whatever is there: the caller restores the backdrop under the head box first.
 */
export function drawLookHead(context: Context, design: EmbeddedDesign, pose: LookPose, size: { widthPx: number; heightPx: number }): void {
  const layout = lookLayout(design, size);
  const { head, mouth } = pose;
  context.save();
  context.translate(layout.centreX, layout.centreY);
  context.scale(layout.scale, layout.scale);
  // Head motion: shift (fractions of the face), nod (pitch) as a small drop, breathing, then the roll about the neck's top.
  const nodY = Math.sin(head.pitch) * 0.9;
  context.translate(head.shiftX * 1.0 + Math.sin(head.yaw) * 0.12, head.shiftY * 1.3 + nodY * 0.25 - head.breath * 0.012);
  context.translate(headPivot.x, headPivot.y);
  context.rotate(head.roll);
  context.translate(-headPivot.x, -headPivot.y);
  // Yaw: the features slide toward the turn while the outline stays (a flat illustration's turn).
  const turn = Math.max(-0.35, Math.min(0.35, Math.sin(head.yaw) * 2.2));
  const tilt = Math.max(-0.3, Math.min(0.3, Math.sin(head.pitch) * 1.6));
  const jawDrop = mouthOpening(mouth) * 0.075;

  drawBackHair(context, design);
  drawEars(context, design);
  drawFace(context, design, jawDrop);
  drawAgeLines(context, design, turn);
  drawEyes(context, design, head, turn, tilt);
  drawNose(context, design, turn, tilt);
  drawFacialHair(context, design, jawDrop, turn);
  drawMouth(context, design, mouth, turn, tilt, jawDrop);
  drawFrontHair(context, design);
  if (design.glasses) drawGlasses(context, design, turn, tilt);
  context.restore();
}

/** How far apart the lips are (0–1) for a pose: pressing closes them. */
function mouthOpening(mouth: MouthPose): number {
  return Math.max(0, Math.min(1, mouth.open * (1 - 0.9 * mouth.press)));
}

function faceOutline(context: Context, design: EmbeddedDesign, jawDrop: number): void {
  const w = 0.5 * design.faceWidth;
  const jaw = 0.34 + design.jaw * 0.1;
  const chin = 0.62 + jawDrop;
  context.beginPath();
  context.moveTo(0, -0.7);
  context.bezierCurveTo(w * 0.62, -0.7, w, -0.55, w, -0.22);
  context.bezierCurveTo(w, 0.05, w * 0.98, 0.2, w * (0.62 + jaw * 0.5), 0.4 + jawDrop * 0.5);
  context.bezierCurveTo(w * 0.55, chin - 0.02, w * 0.3, chin, 0, chin);
  context.bezierCurveTo(-w * 0.3, chin, -w * 0.55, chin - 0.02, -w * (0.62 + jaw * 0.5), 0.4 + jawDrop * 0.5);
  context.bezierCurveTo(-w * 0.98, 0.2, -w, 0.05, -w, -0.22);
  context.bezierCurveTo(-w, -0.55, -w * 0.62, -0.7, 0, -0.7);
  context.closePath();
}

function drawFace(context: Context, design: EmbeddedDesign, jawDrop: number): void {
  const { skin } = design;
  faceOutline(context, design, jawDrop);
  const fill = context.createRadialGradient(-0.12, -0.18, 0.05, 0, 0, 0.8);
  fill.addColorStop(0, tint(skin, 0.1));
  fill.addColorStop(0.65, skin);
  fill.addColorStop(1, shade(skin, 0.12));
  context.fillStyle = fill;
  context.fill();
  // Soft shade down the far cheek: the outline (still the current path) filled again with a sideways gradient, not a
  // clip to it, which cost as much as the rest of the head on every frame.
  const side = context.createLinearGradient(-0.5, 0, 0.5, 0);
  side.addColorStop(0, 'rgba(0,0,0,0)');
  side.addColorStop(0.7, 'rgba(0,0,0,0)');
  side.addColorStop(1, 'rgba(60,25,10,0.14)');
  context.fillStyle = side;
  context.fill();
  // Blush under the cheekbones: each fades out within its radius, well inside the outline, so it needs no clip either.
  const blush = design.gender === 'female' ? 0.22 : 0.1;
  const radius = 0.16;
  for (const x of [-0.28, 0.28]) {
    const cheek = context.createRadialGradient(x * design.faceWidth, 0.2, 0, x * design.faceWidth, 0.2, radius);
    cheek.addColorStop(0, `rgba(220,90,90,${blush})`);
    cheek.addColorStop(1, 'rgba(220,90,90,0)');
    context.fillStyle = cheek;
    context.fillRect(x * design.faceWidth - radius, 0.2 - radius, radius * 2, radius * 2);
  }
}

function drawEars(context: Context, design: EmbeddedDesign): void {
  const x = 0.5 * design.faceWidth - 0.01;
  for (const side of [-1, 1]) {
    context.beginPath();
    context.ellipse(side * x, 0.0, 0.07, 0.12, 0, 0, Math.PI * 2);
    context.fillStyle = shade(design.skin, 0.06);
    context.fill();
    context.beginPath();
    context.ellipse(side * (x + 0.012), 0.0, 0.035, 0.075, 0, 0, Math.PI * 2);
    context.fillStyle = shade(design.skin, 0.16);
    context.fill();
    if (design.earrings) {
      context.beginPath();
      context.arc(side * (x + 0.01), 0.13, 0.022, 0, Math.PI * 2);
      context.fillStyle = '#d8b45a';
      context.fill();
      context.beginPath();
      context.arc(side * (x + 0.004), 0.124, 0.008, 0, Math.PI * 2);
      context.fillStyle = '#fff3c4';
      context.fill();
    }
  }
}

function drawAgeLines(context: Context, design: EmbeddedDesign, turn: number): void {
  const strength = design.age === 'senior' ? 0.32 : design.age === 'adult' ? 0.12 : 0;
  if (strength === 0) return;
  context.save();
  context.strokeStyle = shade(design.skin, 0.45);
  context.globalAlpha = strength;
  context.lineWidth = 0.01;
  context.lineCap = 'round';
  const dx = turn * 0.12;
  for (const side of [-1, 1]) {
    // Lines from the nose to the mouth's corners.
    context.beginPath();
    context.moveTo(dx + side * 0.09, 0.2);
    context.quadraticCurveTo(dx + side * 0.17, 0.3, dx + side * 0.16, 0.4);
    context.stroke();
    if (design.age === 'senior') {
      for (let line = 0; line < 2; line += 1) {
        context.beginPath();
        context.moveTo(dx + side * (eyeX + 0.1), eyeY + 0.01 + line * 0.03);
        context.lineTo(dx + side * (eyeX + 0.14), eyeY - 0.005 + line * 0.045);
        context.stroke();
      }
      context.beginPath();
      context.moveTo(dx + side * (eyeX - 0.05), eyeY + 0.07);
      context.quadraticCurveTo(dx + side * eyeX, eyeY + 0.095, dx + side * (eyeX + 0.05), eyeY + 0.07);
      context.stroke();
    }
  }
  if (design.age === 'senior') {
    for (let line = 0; line < 2; line += 1) {
      context.beginPath();
      context.moveTo(-0.16, -0.36 - line * 0.05);
      context.quadraticCurveTo(0, -0.38 - line * 0.05, 0.16, -0.36 - line * 0.05);
      context.stroke();
    }
  }
  context.restore();
}

function almond(context: Context, x: number, y: number, halfWidth: number, top: number, bottom: number): void {
  context.beginPath();
  context.moveTo(x - halfWidth, y);
  context.quadraticCurveTo(x - halfWidth * 0.2, y - top, x + halfWidth, y - top * 0.1);
  context.quadraticCurveTo(x + halfWidth * 0.2, y + bottom, x - halfWidth, y);
  context.closePath();
}

function drawEyes(context: Context, design: EmbeddedDesign, head: HeadPose, turn: number, tilt: number): void {
  const halfWidth = 0.08;
  const top = 0.092;
  const bottom = 0.06;
  const lash = shade(design.hair.colour, 0.5);
  for (const side of [-1, 1]) {
    const x = side * eyeX * design.faceWidth + turn * 0.12;
    const y = eyeY + tilt * 0.05;
    context.save();
    // Mirror the left eye so both taper toward the outer corner.
    context.translate(x, y);
    context.scale(-side, 1);
    almond(context, 0, 0, halfWidth, top, bottom);
    context.fillStyle = '#fbf8f4';
    context.fill();
    context.save();
    context.clip();
    const irisX = -side * turn * 0.05;
    context.beginPath();
    context.arc(irisX, -0.004, 0.037, 0, Math.PI * 2);
    context.fillStyle = design.eyes;
    context.fill();
    context.beginPath();
    context.arc(irisX, -0.004, 0.018, 0, Math.PI * 2);
    context.fillStyle = '#120d0b';
    context.fill();
    context.beginPath();
    context.arc(irisX - 0.012, -0.018, 0.009, 0, Math.PI * 2);
    context.fillStyle = 'rgba(255,255,255,0.9)';
    context.fill();
    // The upper lid's shadow on the eyeball.
    context.fillStyle = 'rgba(80,40,30,0.18)';
    context.fillRect(-halfWidth, -top, halfWidth * 2, top * 0.45);
    // The blink: the lid comes down over the eye.
    if (head.blink > 0.02) {
      const lidY = -top + (top + bottom) * Math.min(1, head.blink) * 1.05;
      context.beginPath();
      context.moveTo(-halfWidth - 0.01, -top - 0.02);
      context.lineTo(halfWidth + 0.01, -top - 0.02);
      context.lineTo(halfWidth + 0.01, lidY * 0.6);
      context.quadraticCurveTo(0, lidY + 0.01, -halfWidth - 0.01, lidY * 0.4);
      context.closePath();
      context.fillStyle = shade(design.skin, 0.05);
      context.fill();
    }
    context.restore();
    // Lash line along the upper lid (or the closed lid).
    context.lineCap = 'round';
    context.strokeStyle = lash;
    context.lineWidth = 0.014;
    context.beginPath();
    if (head.blink > 0.6) {
      context.moveTo(-halfWidth, 0);
      context.quadraticCurveTo(0, 0.025 + bottom * 0.3, halfWidth, -0.006);
    } else {
      const lidY = head.blink > 0.02 ? -top + (top + bottom) * head.blink * 1.05 : -top;
      context.moveTo(-halfWidth, 0);
      context.quadraticCurveTo(-halfWidth * 0.2, lidY, halfWidth, -top * 0.1);
    }
    context.stroke();
    if (design.gender === 'female') {
      context.beginPath();
      context.moveTo(halfWidth * 0.95, -top * 0.12);
      context.lineTo(halfWidth * 1.25, -top * 0.42);
      context.stroke();
    }
    // Crease above the lid.
    context.strokeStyle = shade(design.skin, 0.3);
    context.globalAlpha = 0.45;
    context.lineWidth = 0.007;
    context.beginPath();
    context.moveTo(-halfWidth * 0.8, -top * 0.55);
    context.quadraticCurveTo(0, -top * 1.35, halfWidth * 0.95, -top * 0.5);
    context.stroke();
    context.restore();
    // Brow.
    context.save();
    context.translate(x, y);
    context.scale(-side, 1);
    context.beginPath();
    const browY = -0.105 - head.blink * 0.004;
    const thickness = design.gender === 'male' ? 0.03 : 0.02;
    context.moveTo(-0.085, browY + 0.012);
    context.quadraticCurveTo(0, browY - 0.035, 0.095, browY + 0.01);
    context.quadraticCurveTo(0, browY - 0.035 + thickness, -0.085, browY + 0.012 + thickness * 0.6);
    context.closePath();
    context.fillStyle = design.age === 'senior' ? mix(design.hair.colour, '#6a625c', 0.4) : shade(design.hair.colour, 0.15);
    context.fill();
    context.restore();
  }
}

function drawNose(context: Context, design: EmbeddedDesign, turn: number, tilt: number): void {
  const x = turn * 0.16;
  const y = tilt * 0.04;
  const width = 0.05 + design.nose * 0.025;
  context.save();
  context.lineCap = 'round';
  context.strokeStyle = shade(design.skin, 0.28);
  context.globalAlpha = 0.55;
  context.lineWidth = 0.011;
  context.beginPath();
  context.moveTo(x + 0.015, 0.0 + y);
  context.quadraticCurveTo(x + 0.035, 0.11 + y, x + width * 0.6, 0.17 + y);
  context.stroke();
  context.globalAlpha = 0.75;
  context.beginPath();
  context.moveTo(x - width, 0.18 + y);
  context.quadraticCurveTo(x, 0.225 + y, x + width, 0.18 + y);
  context.stroke();
  context.globalAlpha = 0.5;
  for (const side of [-1, 1]) {
    context.beginPath();
    context.ellipse(x + side * width * 0.55, 0.19 + y, 0.012, 0.006, 0, 0, Math.PI * 2);
    context.fillStyle = shade(design.skin, 0.5);
    context.fill();
  }
  context.globalAlpha = 0.35;
  context.beginPath();
  context.ellipse(x - 0.01, 0.15 + y, 0.02, 0.012, 0, 0, Math.PI * 2);
  context.fillStyle = tint(design.skin, 0.5);
  context.fill();
  context.restore();
}

/**
 * The mouth for a pose. The lips' corners move in (round) or out (wide); the
 * gap between the inner lip lines opens with the jaw (the lower lip moves
 * more); inside, a dark cavity, the upper teeth under the upper lip, a hint
 * of the lower teeth when wide open, the tongue at the bottom (raised for L);
 * pressed lips close to a firm line; F/V tuck the lower lip under the teeth.
 */
function drawMouth(context: Context, design: EmbeddedDesign, mouth: MouthPose, turn: number, tilt: number, jawDrop: number): void {
  const x = turn * 0.12;
  const y = mouthY + tilt * 0.03;
  const opening = mouthOpening(mouth);
  const halfWidth = mouthHalfWidth * (1 + 0.22 * mouth.wide - 0.34 * mouth.round - 0.05 * mouth.press) * (0.95 + design.faceWidth * 0.05);
  const gap = opening * 0.18 * (1 - 0.25 * mouth.round) + mouth.round * 0.012 * (opening > 0.05 ? 1 : 0);
  const smile = design.smile * 0.022 * (1 - opening) * (1 - mouth.round);
  const upperInner = y - gap * 0.32;
  const lowerInner = y + gap * 0.68 + jawDrop * 0.35;
  const upperLip = 0.026 * (1 + 0.35 * mouth.round) * (design.gender === 'female' ? 1.15 : 1);
  const lowerLip = 0.034 * (1 + 0.35 * mouth.round) * (1 - 0.35 * mouth.press) * (design.gender === 'female' ? 1.15 : 1);
  const left = x - halfWidth;
  const right = x + halfWidth;
  const cornerY = y - smile;
  const lipColour = design.lips;

  // Inside of the mouth.
  if (gap > 0.004) {
    context.save();
    context.beginPath();
    context.moveTo(left, cornerY);
    context.bezierCurveTo(left + halfWidth * 0.45, upperInner - 0.004, right - halfWidth * 0.45, upperInner - 0.004, right, cornerY);
    context.bezierCurveTo(right - halfWidth * 0.35, lowerInner + 0.01, left + halfWidth * 0.35, lowerInner + 0.01, left, cornerY);
    context.closePath();
    context.fillStyle = '#3b1418';
    context.fill();
    context.clip();
    const showTeeth = Math.max(mouth.teeth, Math.min(1, opening * 2.2));
    if (showTeeth > 0.05) {
      context.fillStyle = '#f4f1ea';
      context.beginPath();
      context.rect(left, upperInner - 0.01, halfWidth * 2, 0.028 + 0.008 * showTeeth);
      context.fill();
      context.strokeStyle = 'rgba(150,130,120,0.35)';
      context.lineWidth = 0.004;
      for (const tooth of [-0.5, -0.17, 0.17, 0.5]) {
        context.beginPath();
        context.moveTo(x + tooth * halfWidth * 0.9, upperInner);
        context.lineTo(x + tooth * halfWidth * 0.9, upperInner + 0.02 + 0.008 * showTeeth);
        context.stroke();
      }
    }
    if (opening > 0.55) {
      context.fillStyle = '#e9e4dc';
      context.fillRect(left, lowerInner - 0.014, halfWidth * 2, 0.02);
    }
    const tongueRaise = mouth.tongue * gap * 0.45;
    context.beginPath();
    context.ellipse(x, lowerInner + 0.004 - tongueRaise, halfWidth * 0.62, Math.max(0.012, gap * 0.34 + mouth.tongue * 0.01), 0, 0, Math.PI * 2);
    context.fillStyle = '#b4525a';
    context.fill();
    context.restore();
  }

  // Upper lip: Cupid's bow on top, the inner line below.
  context.beginPath();
  context.moveTo(left - 0.006, cornerY);
  context.bezierCurveTo(
    left + halfWidth * 0.3,
    upperInner - upperLip * 0.7,
    x - halfWidth * 0.3,
    upperInner - upperLip * 1.25,
    x,
    upperInner - upperLip * 0.85,
  );
  context.bezierCurveTo(x + halfWidth * 0.3, upperInner - upperLip * 1.25, right - halfWidth * 0.3, upperInner - upperLip * 0.7, right + 0.006, cornerY);
  context.bezierCurveTo(right - halfWidth * 0.45, upperInner - 0.002, left + halfWidth * 0.45, upperInner - 0.002, left - 0.006, cornerY);
  context.closePath();
  context.fillStyle = shade(lipColour, 0.12);
  context.fill();

  // Lower lip.
  context.beginPath();
  context.moveTo(left - 0.006, cornerY);
  context.bezierCurveTo(left + halfWidth * 0.35, lowerInner + 0.008, right - halfWidth * 0.35, lowerInner + 0.008, right + 0.006, cornerY);
  context.bezierCurveTo(right - halfWidth * 0.2, lowerInner + lowerLip * 1.3, left + halfWidth * 0.2, lowerInner + lowerLip * 1.3, left - 0.006, cornerY);
  context.closePath();
  const lower = context.createLinearGradient(0, lowerInner, 0, lowerInner + lowerLip);
  lower.addColorStop(0, lipColour);
  lower.addColorStop(1, shade(lipColour, 0.08));
  context.fillStyle = lower;
  context.fill();
  // Shine on the lower lip.
  context.beginPath();
  context.ellipse(x + 0.012, lowerInner + lowerLip * 0.45, halfWidth * 0.28, lowerLip * 0.18, 0, 0, Math.PI * 2);
  context.fillStyle = 'rgba(255,255,255,0.18)';
  context.fill();

  // Closed or pressed: the line between the lips; F/V: the upper teeth resting on the lower lip.
  if (gap <= 0.004) {
    context.beginPath();
    context.moveTo(left, cornerY);
    context.bezierCurveTo(left + halfWidth * 0.45, y + 0.006 - mouth.press * 0.004, right - halfWidth * 0.45, y + 0.006 - mouth.press * 0.004, right, cornerY);
    context.strokeStyle = shade(lipColour, 0.55);
    context.lineWidth = 0.008 + mouth.press * 0.004;
    context.lineCap = 'round';
    context.stroke();
  }
  if (mouth.teeth > 0.3 && gap < 0.04) {
    context.fillStyle = '#f4f1ea';
    context.beginPath();
    context.moveTo(x - halfWidth * 0.62, upperInner - 0.002);
    context.lineTo(x + halfWidth * 0.62, upperInner - 0.002);
    context.lineTo(x + halfWidth * 0.55, upperInner + 0.02 * mouth.teeth);
    context.lineTo(x - halfWidth * 0.55, upperInner + 0.02 * mouth.teeth);
    context.closePath();
    context.fill();
  }
  // Dimples of a smile at the corners.
  if (smile > 0.006) {
    context.strokeStyle = shade(design.skin, 0.3);
    context.globalAlpha = 0.4;
    context.lineWidth = 0.007;
    for (const side of [-1, 1]) {
      context.beginPath();
      context.arc(x + side * (halfWidth + 0.012), cornerY - 0.006, 0.016, side > 0 ? -0.9 : Math.PI - 0.7, side > 0 ? 0.7 : Math.PI + 0.9);
      context.stroke();
    }
    context.globalAlpha = 1;
  }
}

function drawFacialHair(context: Context, design: EmbeddedDesign, jawDrop: number, turn: number): void {
  if (design.facialHair === 'none') return;
  const colour = design.age === 'senior' ? mix(design.hair.colour, '#e6e2dc', 0.2) : design.hair.colour;
  const x = turn * 0.12;
  context.save();
  faceOutline(context, design, jawDrop);
  context.clip();
  if (design.facialHair === 'stubble' || design.facialHair === 'beard') {
    context.beginPath();
    context.moveTo(-0.52, 0.02);
    context.bezierCurveTo(-0.45, 0.2, -0.28, 0.22, x - 0.2, 0.25);
    context.quadraticCurveTo(x, 0.21, x + 0.2, 0.25);
    context.bezierCurveTo(0.28, 0.22, 0.45, 0.2, 0.52, 0.02);
    context.lineTo(0.6, 0.9);
    context.lineTo(-0.6, 0.9);
    context.closePath();
    // Leave the lips clear.
    context.moveTo(x + 0.155, mouthY + jawDrop * 0.3);
    context.ellipse(x, mouthY + jawDrop * 0.3, 0.155, 0.05 + jawDrop * 0.8, 0, 0, Math.PI * 2, true);
    context.fillStyle = colour;
    context.globalAlpha = design.facialHair === 'stubble' ? 0.22 : 0.92;
    context.fill('evenodd');
  }
  context.restore();
  context.save();
  if (design.facialHair !== 'stubble') {
    // Moustache.
    context.beginPath();
    context.moveTo(x - 0.15, mouthY - 0.005);
    context.bezierCurveTo(x - 0.12, mouthY - 0.075, x - 0.03, mouthY - 0.08, x, mouthY - 0.06);
    context.bezierCurveTo(x + 0.03, mouthY - 0.08, x + 0.12, mouthY - 0.075, x + 0.15, mouthY - 0.005);
    context.bezierCurveTo(x + 0.09, mouthY - 0.04, x - 0.09, mouthY - 0.04, x - 0.15, mouthY - 0.005);
    context.fillStyle = shade(colour, 0.08);
    context.fill();
  }
  if (design.facialHair === 'goatee') {
    context.beginPath();
    const chin = 0.62 + jawDrop;
    context.moveTo(x - 0.09, mouthY + 0.08 + jawDrop * 0.7);
    context.quadraticCurveTo(x, mouthY + 0.06 + jawDrop * 0.7, x + 0.09, mouthY + 0.08 + jawDrop * 0.7);
    context.quadraticCurveTo(x + 0.1, chin, x, chin + 0.02);
    context.quadraticCurveTo(x - 0.1, chin, x - 0.09, mouthY + 0.08 + jawDrop * 0.7);
    context.fillStyle = colour;
    context.fill();
  }
  context.restore();
}

function drawGlasses(context: Context, design: EmbeddedDesign, turn: number, tilt: number): void {
  const glasses = design.glasses;
  if (!glasses) return;
  context.save();
  context.strokeStyle = glasses.colour;
  context.lineWidth = 0.016;
  const y = eyeY + tilt * 0.05;
  const centres = [-1, 1].map((side) => side * eyeX * design.faceWidth + turn * 0.12);
  for (const x of centres) {
    context.beginPath();
    if (glasses.shape === 'round') context.arc(x, y, 0.1, 0, Math.PI * 2);
    else context.roundRect(x - 0.115, y - 0.075, 0.23, 0.15, 0.035);
    context.fillStyle = 'rgba(220,235,255,0.10)';
    context.fill();
    context.stroke();
    context.beginPath();
    context.moveTo(x - 0.05, y - 0.05);
    context.lineTo(x - 0.02, y - 0.065);
    context.strokeStyle = 'rgba(255,255,255,0.35)';
    context.lineWidth = 0.008;
    context.stroke();
    context.strokeStyle = glasses.colour;
    context.lineWidth = 0.016;
  }
  const [leftX, rightX] = centres as [number, number];
  const inset = glasses.shape === 'round' ? 0.1 : 0.115;
  context.beginPath();
  context.moveTo(leftX + inset, y - 0.01);
  context.quadraticCurveTo((leftX + rightX) / 2, y - 0.035, rightX - inset, y - 0.01);
  context.stroke();
  for (const [x, side] of [
    [leftX - inset, -1],
    [rightX + inset, 1],
  ] as const) {
    context.beginPath();
    context.moveTo(x, y - 0.02);
    context.lineTo(side * 0.5 * design.faceWidth, y - 0.03);
    context.stroke();
  }
  context.restore();
}

export function hairFill(context: Context, design: EmbeddedDesign, top: number, bottom: number): ReturnType<Context['createLinearGradient']> {
  const gradient = context.createLinearGradient(-0.3, top, 0.3, bottom);
  gradient.addColorStop(0, tint(design.hair.colour, 0.12));
  gradient.addColorStop(0.5, design.hair.colour);
  gradient.addColorStop(1, shade(design.hair.colour, 0.25));
  return gradient;
}

function bumpyCloud(context: Context, centreX: number, centreY: number, radiusX: number, radiusY: number, bumps: number, bumpSize: number): void {
  context.beginPath();
  for (let index = 0; index <= bumps; index += 1) {
    const angle = (index / bumps) * Math.PI * 2;
    const x = centreX + Math.cos(angle) * radiusX;
    const y = centreY + Math.sin(angle) * radiusY;
    context.moveTo(x + bumpSize, y);
    context.arc(x, y, bumpSize, 0, Math.PI * 2);
  }
  context.moveTo(centreX + radiusX, centreY);
  context.ellipse(centreX, centreY, radiusX, radiusY, 0, 0, Math.PI * 2);
}

/** Hair behind the head: volume, and long hair falling onto the shoulders. */
function drawBackHair(context: Context, design: EmbeddedDesign): void {
  const { style } = design.hair;
  const w = 0.5 * design.faceWidth;
  context.save();
  context.fillStyle = hairFill(context, design, -1, 0.8);
  switch (style) {
    case 'long':
    case 'locs':
    case 'wavy':
      // The upper part, framing the face; the rest falls behind the shoulders (drawn with the backdrop).
      context.beginPath();
      context.moveTo(0, -0.92);
      context.bezierCurveTo(w + 0.3, -0.92, w + 0.2, -0.2, w + 0.16, 0.4);
      context.quadraticCurveTo(w + 0.1, 0.5, w - 0.02, 0.3);
      context.lineTo(-w + 0.02, 0.3);
      context.quadraticCurveTo(-w - 0.1, 0.5, -w - 0.16, 0.4);
      context.bezierCurveTo(-w - 0.2, -0.2, -w - 0.3, -0.92, 0, -0.92);
      context.fill();
      break;
    case 'bob':
      context.beginPath();
      context.moveTo(0, -0.92);
      context.bezierCurveTo(w + 0.28, -0.92, w + 0.2, -0.1, w + 0.14, 0.55);
      context.quadraticCurveTo(w, 0.64, w - 0.1, 0.6);
      context.lineTo(-w + 0.1, 0.6);
      context.quadraticCurveTo(-w, 0.64, -w - 0.14, 0.55);
      context.bezierCurveTo(-w - 0.2, -0.1, -w - 0.28, -0.92, 0, -0.92);
      context.fill();
      break;
    case 'curly':
      bumpyCloud(context, 0, -0.3, w + 0.1, 0.62, 14, 0.12);
      context.fill();
      break;
    case 'afro':
      bumpyCloud(context, 0, -0.4, w + 0.3, 0.78, 18, 0.14);
      context.fill();
      break;
    case 'bun':
    case 'ponytail':
      context.beginPath();
      if (style === 'bun') context.arc(0, -0.95, 0.2, 0, Math.PI * 2);
      else context.ellipse(w + 0.05, 0.1, 0.12, 0.4, -0.2, 0, Math.PI * 2);
      context.fill();
      break;
    default:
      break;
  }
  context.restore();
}

/** Hair over the head: the top and the hairline. */
function drawFrontHair(context: Context, design: EmbeddedDesign): void {
  const { style } = design.hair;
  const w = 0.5 * design.faceWidth;
  if (style === 'bald') {
    context.save();
    context.fillStyle = design.hair.colour;
    context.globalAlpha = 0.85;
    for (const side of [-1, 1]) {
      context.beginPath();
      context.moveTo(side * (w + 0.01), -0.32);
      context.quadraticCurveTo(side * (w + 0.06), -0.1, side * (w - 0.02), 0.02);
      context.lineTo(side * (w - 0.06), -0.3);
      context.closePath();
      context.fill();
    }
    // Shine on the scalp.
    context.globalAlpha = 0.25;
    context.beginPath();
    context.ellipse(-0.12, -0.55, 0.12, 0.06, -0.3, 0, Math.PI * 2);
    context.fillStyle = '#ffffff';
    context.fill();
    context.restore();
    return;
  }
  context.save();
  context.fillStyle = hairFill(context, design, -1, 0);
  context.beginPath();
  if (style === 'buzz') {
    context.moveTo(-w - 0.015, -0.2);
    context.bezierCurveTo(-w - 0.04, -0.97, w + 0.04, -0.97, w + 0.015, -0.2);
    context.quadraticCurveTo(w - 0.04, -0.44, 0.2, -0.5);
    context.quadraticCurveTo(0, -0.53, -0.2, -0.5);
    context.quadraticCurveTo(-w + 0.04, -0.44, -w - 0.015, -0.2);
    context.globalAlpha = 0.9;
  } else if (style === 'afro' || style === 'curly') {
    bumpyCloud(context, 0, -0.58, w - 0.02, 0.14, 10, 0.1);
  } else {
    // A cap over the skull with a hairline that depends on the style.
    const height = style === 'quiff' ? 0.98 : 0.9;
    context.moveTo(-w - 0.04, 0.0);
    context.bezierCurveTo(-w - 0.1, -0.75, -0.3, -height, 0.05, -height);
    context.bezierCurveTo(0.4, -height, w + 0.12, -0.72, w + 0.04, 0.0);
    switch (style) {
      case 'side-part':
      case 'pixie':
        context.quadraticCurveTo(w - 0.02, -0.3, w - 0.1, -0.46);
        context.bezierCurveTo(0.2, -0.52, -0.1, -0.42, -0.32, -0.34);
        context.quadraticCurveTo(-w + 0.02, -0.3, -w - 0.04, 0.0);
        break;
      case 'long':
      case 'wavy':
      case 'bob':
      case 'locs':
        // A centre parting with the hair framing the face.
        context.quadraticCurveTo(w - 0.06, -0.3, w - 0.14, -0.44);
        context.quadraticCurveTo(0.06, -0.56, 0, -0.62);
        context.quadraticCurveTo(-0.06, -0.56, -w + 0.14, -0.44);
        context.quadraticCurveTo(-w + 0.06, -0.3, -w - 0.04, 0.0);
        break;
      case 'ponytail':
      case 'bun':
        context.quadraticCurveTo(w - 0.02, -0.36, w - 0.14, -0.5);
        context.quadraticCurveTo(0, -0.6, -w + 0.14, -0.5);
        context.quadraticCurveTo(-w + 0.02, -0.36, -w - 0.04, 0.0);
        break;
      default:
        context.quadraticCurveTo(w - 0.02, -0.36, w - 0.1, -0.46);
        context.quadraticCurveTo(0.1, -0.5, -0.05, -0.48);
        context.quadraticCurveTo(-w + 0.06, -0.44, -w - 0.04, 0.0);
        break;
    }
  }
  context.fill();
  // Strands: a few highlight strokes.
  if (style !== 'buzz' && style !== 'afro' && style !== 'curly') {
    context.strokeStyle = tint(design.hair.colour, 0.28);
    context.globalAlpha = 0.35;
    context.lineWidth = 0.012;
    context.lineCap = 'round';
    for (const offset of [-0.22, -0.08, 0.08]) {
      context.beginPath();
      context.moveTo(offset - 0.05, -0.8);
      context.quadraticCurveTo(offset + 0.1, -0.72, offset + 0.16, -0.56);
      context.stroke();
    }
  }
  context.restore();
}
