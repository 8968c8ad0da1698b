/** CIELAB (D65): L 0–100, a and b about −128–127. Distances in it (ΔE) track how different two colours look. */
export type Lab = readonly [number, number, number];

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const curve = (value: number): number => (value > 216 / 24389 ? Math.cbrt(value) : ((24389 / 27) * value + 16) / 116);

/** sRGB 0–255 → CIELAB. */
export function toLab(red: number, green: number, blue: number): Lab {
  const r = linear(red);
  const g = linear(green);
  const b = linear(blue);
  const x = curve((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = curve(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = curve((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference: about 2 is just noticeable, 10 clearly another colour. */
export function deltaE(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
