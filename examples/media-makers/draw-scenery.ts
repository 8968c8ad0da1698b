import type { SKRSContext2D } from '@napi-rs/canvas';

/** A calm landscape (sky, sun, two ranges of hills, a lake): a background picture for the examples. */
export function drawLandscape(context: SKRSContext2D, widthPx: number, heightPx: number): void {
  const sky = context.createLinearGradient(0, 0, 0, heightPx * 0.65);
  sky.addColorStop(0, '#ff9a6b');
  sky.addColorStop(0.55, '#ffcf8f');
  sky.addColorStop(1, '#ffe9c4');
  context.fillStyle = sky;
  context.fillRect(0, 0, widthPx, heightPx);
  context.fillStyle = '#fff4d6';
  context.beginPath();
  context.arc(widthPx * 0.68, heightPx * 0.42, heightPx * 0.1, 0, Math.PI * 2);
  context.fill();
  const ranges: [string, number, number][] = [
    ['#b86b77', 0.52, 0.06],
    ['#6b4e71', 0.62, 0.08],
  ];
  for (const [colour, baseline, amplitude] of ranges) {
    context.fillStyle = colour;
    context.beginPath();
    context.moveTo(0, heightPx);
    for (let x = 0; x <= widthPx; x += widthPx / 40) {
      const y = heightPx * (baseline - amplitude * Math.sin((x / widthPx) * Math.PI * 3 + baseline * 10) * Math.sin((x / widthPx) * 5 + 1));
      context.lineTo(x, y);
    }
    context.lineTo(widthPx, heightPx);
    context.fill();
  }
  const lake = context.createLinearGradient(0, heightPx * 0.72, 0, heightPx);
  lake.addColorStop(0, '#4a6fa5');
  lake.addColorStop(1, '#1e3557');
  context.fillStyle = lake;
  context.fillRect(0, heightPx * 0.72, widthPx, heightPx * 0.28);
}

/** The Talkreel mark: a rounded play-button reel on a transparent background. */
export function drawLogo(context: SKRSContext2D, sizePx: number): void {
  const gradient = context.createLinearGradient(0, 0, sizePx, sizePx);
  gradient.addColorStop(0, '#7c5cff');
  gradient.addColorStop(1, '#23c7d9');
  context.fillStyle = gradient;
  context.beginPath();
  context.roundRect(sizePx * 0.05, sizePx * 0.05, sizePx * 0.9, sizePx * 0.9, sizePx * 0.22);
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.moveTo(sizePx * 0.4, sizePx * 0.3);
  context.lineTo(sizePx * 0.72, sizePx * 0.5);
  context.lineTo(sizePx * 0.4, sizePx * 0.7);
  context.closePath();
  context.fill();
}
