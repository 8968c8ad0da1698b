import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';

const widthPx = 140;
const heightPx = 50;

/**
 * A PNG of the text, distorted enough to slow a reader program down: each
 * character rotated, shifted and coloured on its own, crossing curves and
 * speckle noise over a tinted background.
 */
export function renderCaptchaImage(text: string): Buffer {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = `hsl(${randomInt(0, 360)}, 40%, 94%)`;
  context.fillRect(0, 0, widthPx, heightPx);
  for (let line = 0; line < 4; line += 1) {
    context.strokeStyle = `hsla(${randomInt(0, 360)}, 50%, 45%, 0.6)`;
    context.lineWidth = 1 + randomInt(0, 2);
    context.beginPath();
    context.moveTo(0, randomInt(0, heightPx));
    context.bezierCurveTo(randomInt(20, 60), randomInt(0, heightPx), randomInt(80, 120), randomInt(0, heightPx), widthPx, randomInt(0, heightPx));
    context.stroke();
  }
  const slotPx = widthPx / (text.length + 1);
  [...text].forEach((character, index) => {
    context.save();
    context.translate(slotPx * (index + 0.75) + randomInt(-4, 5), heightPx / 2 + randomInt(-6, 7));
    context.rotate((randomInt(-30, 31) * Math.PI) / 180);
    context.font = `bold ${randomInt(26, 34)}px sans-serif`;
    context.fillStyle = `hsl(${randomInt(0, 360)}, 60%, 30%)`;
    context.textBaseline = 'middle';
    context.fillText(character, 0, 0);
    context.restore();
  });
  for (let dot = 0; dot < 120; dot += 1) {
    context.fillStyle = `hsla(${randomInt(0, 360)}, 50%, 40%, 0.5)`;
    context.fillRect(randomInt(0, widthPx), randomInt(0, heightPx), 2, 2);
  }
  return canvas.toBuffer('image/png');
}
