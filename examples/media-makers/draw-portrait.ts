import type { SKRSContext2D } from '@napi-rs/canvas';

export interface PortraitPose {
  /** 0 closed – 1 wide open. */
  mouthOpen: number;
  /** 0 open – 1 closed. */
  blink: number;
  /** Small head sway, px. */
  swayPx: number;
}

/**
 * A friendly flat-style presenter, head and shoulders, centred: what a
 * talking-photo upload looks like, drawn so the examples need no photos.
 */
export function drawPortrait(context: SKRSContext2D, widthPx: number, heightPx: number, pose: PortraitPose): void {
  const background = context.createLinearGradient(0, 0, 0, heightPx);
  background.addColorStop(0, '#c9e4f6');
  background.addColorStop(1, '#7fa9d6');
  context.fillStyle = background;
  context.fillRect(0, 0, widthPx, heightPx);
  const centerX = widthPx / 2 + pose.swayPx;
  const unit = widthPx / 10;
  // Shoulders and shirt.
  context.fillStyle = '#2f4f8f';
  context.beginPath();
  context.moveTo(centerX - 4.6 * unit, heightPx);
  context.bezierCurveTo(centerX - 4.4 * unit, heightPx - 3.2 * unit, centerX - 2.4 * unit, heightPx - 3.6 * unit, centerX, heightPx - 3.7 * unit);
  context.bezierCurveTo(centerX + 2.4 * unit, heightPx - 3.6 * unit, centerX + 4.4 * unit, heightPx - 3.2 * unit, centerX + 4.6 * unit, heightPx);
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.moveTo(centerX - 0.9 * unit, heightPx - 3.65 * unit);
  context.lineTo(centerX, heightPx - 2.4 * unit);
  context.lineTo(centerX + 0.9 * unit, heightPx - 3.65 * unit);
  context.fill();
  // Neck, head, ears.
  context.fillStyle = '#e8b996';
  context.fillRect(centerX - 0.8 * unit, heightPx - 5 * unit, 1.6 * unit, 1.5 * unit);
  const headY = heightPx - 6.9 * unit;
  for (const side of [-1, 1]) {
    context.beginPath();
    context.ellipse(centerX + side * 2.05 * unit, headY + 0.2 * unit, 0.35 * unit, 0.55 * unit, 0, 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = '#f1c6a3';
  context.beginPath();
  context.ellipse(centerX, headY, 2.05 * unit, 2.55 * unit, 0, 0, Math.PI * 2);
  context.fill();
  // Hair.
  context.fillStyle = '#3b2a20';
  context.beginPath();
  context.ellipse(centerX, headY - 1.5 * unit, 2.2 * unit, 1.35 * unit, 0, Math.PI, Math.PI * 2);
  context.bezierCurveTo(centerX + 1.6 * unit, headY - 1.2 * unit, centerX - 0.6 * unit, headY - 1.6 * unit, centerX - 2.2 * unit, headY - 1.2 * unit);
  context.fill();
  // Eyes (blinking squashes them), brows.
  for (const side of [-1, 1]) {
    const eyeX = centerX + side * 0.8 * unit;
    context.fillStyle = '#2b2b2b';
    context.beginPath();
    context.ellipse(eyeX, headY - 0.1 * unit, 0.2 * unit, 0.24 * unit * Math.max(0.08, 1 - pose.blink), 0, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = '#3b2a20';
    context.lineWidth = 0.12 * unit;
    context.beginPath();
    context.moveTo(eyeX - 0.35 * unit, headY - 0.65 * unit);
    context.quadraticCurveTo(eyeX, headY - 0.85 * unit, eyeX + 0.35 * unit, headY - 0.65 * unit);
    context.stroke();
  }
  // Nose, cheeks.
  context.strokeStyle = '#d29a78';
  context.lineWidth = 0.1 * unit;
  context.beginPath();
  context.moveTo(centerX, headY + 0.1 * unit);
  context.quadraticCurveTo(centerX - 0.25 * unit, headY + 0.75 * unit, centerX + 0.1 * unit, headY + 0.8 * unit);
  context.stroke();
  context.fillStyle = 'rgba(230, 120, 110, 0.25)';
  for (const side of [-1, 1]) {
    context.beginPath();
    context.arc(centerX + side * 1.2 * unit, headY + 0.75 * unit, 0.35 * unit, 0, Math.PI * 2);
    context.fill();
  }
  // Mouth: a smile that opens with the voice.
  const mouthY = headY + 1.35 * unit;
  const openPx = pose.mouthOpen * 0.55 * unit;
  context.fillStyle = '#7a2e2e';
  context.beginPath();
  context.moveTo(centerX - 0.6 * unit, mouthY);
  context.quadraticCurveTo(centerX, mouthY + 0.25 * unit + openPx * 1.6, centerX + 0.6 * unit, mouthY);
  context.quadraticCurveTo(centerX, mouthY + 0.1 * unit, centerX - 0.6 * unit, mouthY);
  context.fill();
}
