import { createCanvas, type ImageData as CanvasImageData } from '@napi-rs/canvas';
import type { MeshPoint } from '../face-types.ts';
import type { DecodedPhoto } from './decode-photo.ts';

/** Pixel statistics of the face (inside the mesh's face oval), what the exposure, lighting, blur and realism checks judge. */
export interface FaceRegionMeasures {
  /** Mean Rec. 709 luma 0–255. */
  meanLuma: number;
  /** Darker cheek side's mean luma over the brighter side's, 0–1 (1 = even light). */
  sideBalance: number;
  /** Variance of the Laplacian of luma over the variance of luma, on the face scaled to a fixed size: high = sharp, independent of face size and contrast. */
  sharpness: number;
  /** Share of face pixels whose 4 neighbours all have exactly their colour: skin has texture and noise, drawn faces have flat fills. */
  flatShare: number;
}

/** The face is scaled to this width before measuring, so that sharpness and flatness mean the same for a small and a large face. */
const sampleWidthPx = 160;

/** MediaPipe face-mesh silhouette, clockwise from the forehead (point 10) round to it. */
const faceOval = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21,
  54, 103, 67, 109,
];
const foreheadPoint = 10;
const chinPoint = 152;
/** The oval is shrunk toward its centre by this much: its edge runs along hair, ears and background. */
const ovalShrink = 0.85;

export function measureFaceRegion(photo: DecodedPhoto, mesh: readonly MeshPoint[]): FaceRegionMeasures {
  // Mesh points are in displayed px; the pixels are scaled by photo.scale.
  const oval = faceOval.map((index) => scalePoint(mesh[index], photo.scale));
  const centre = oval.reduce((sum, [x, y]) => [sum[0] + x / oval.length, sum[1] + y / oval.length], [0, 0]);
  const inner = oval.map(([x, y]) => [centre[0] + (x - centre[0]) * ovalShrink, centre[1] + (y - centre[1]) * ovalShrink] as const);
  const left = Math.min(photo.widthPx - 1, Math.max(0, Math.floor(Math.min(...oval.map(([x]) => x)))));
  const top = Math.min(photo.heightPx - 1, Math.max(0, Math.floor(Math.min(...oval.map(([, y]) => y)))));
  const right = Math.min(photo.widthPx, Math.ceil(Math.max(...oval.map(([x]) => x))));
  const bottom = Math.min(photo.heightPx, Math.ceil(Math.max(...oval.map(([, y]) => y))));
  const cropWidth = Math.max(1, right - left);
  const cropHeight = Math.max(1, bottom - top);
  const factor = sampleWidthPx / cropWidth;
  const width = sampleWidthPx;
  const height = Math.max(1, Math.round(cropHeight * factor));
  const pixels = sampleCrop(photo, left, top, cropWidth, cropHeight, width, height).data;
  const toSample = ([x, y]: readonly [number, number]): [number, number] => [(x - left) * factor, (y - top) * factor];
  const polygon = inner.map(toSample);
  const [axisX0, axisY0] = toSample(scalePoint(mesh[foreheadPoint], photo.scale));
  const [axisX1, axisY1] = toSample(scalePoint(mesh[chinPoint], photo.scale));

  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) luma[i] = 0.2126 * pixels[i * 4]! + 0.7152 * pixels[i * 4 + 1]! + 0.0722 * pixels[i * 4 + 2]!;
  const inside = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) inside[y * width + x] = pointInPolygon(x + 0.5, y + 0.5, polygon) ? 1 : 0;

  let count = 0;
  let sum = 0;
  let sumSquares = 0;
  const sides = [
    { sum: 0, count: 0 },
    { sum: 0, count: 0 },
  ];
  let laplacianCount = 0;
  let laplacianSum = 0;
  let laplacianSquares = 0;
  let flat = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      if (!inside[at]) continue;
      const value = luma[at]!;
      count++;
      sum += value;
      sumSquares += value * value;
      // Which side of the forehead–chin line: the face's own left and right, whatever its roll.
      const side = sides[(axisX1 - axisX0) * (y - axisY0) - (axisY1 - axisY0) * (x - axisX0) > 0 ? 0 : 1]!;
      side.sum += value;
      side.count++;
      const laplacian = luma[at - 1]! + luma[at + 1]! + luma[at - width]! + luma[at + width]! - 4 * value;
      laplacianCount++;
      laplacianSum += laplacian;
      laplacianSquares += laplacian * laplacian;
      if ([at - 1, at + 1, at - width, at + width].every((neighbour) => sameColour(pixels, at, neighbour))) flat++;
    }
  }
  const meanLuma = count ? sum / count : 0;
  const lumaVariance = count ? sumSquares / count - meanLuma * meanLuma : 0;
  const laplacianMean = laplacianCount ? laplacianSum / laplacianCount : 0;
  const laplacianVariance = laplacianCount ? laplacianSquares / laplacianCount - laplacianMean * laplacianMean : 0;
  const [first, second] = sides.map((side) => (side.count ? side.sum / side.count : 0)) as [number, number];
  return {
    meanLuma,
    sideBalance: Math.max(first, second) > 0 ? Math.min(first, second) / Math.max(first, second) : 1,
    sharpness: lumaVariance > 0 ? laplacianVariance / lumaVariance : 0,
    flatShare: count ? flat / count : 0,
  };
}

function scalePoint(point: MeshPoint | undefined, scale: number): [number, number] {
  return [(point?.[0] ?? 0) * scale, (point?.[1] ?? 0) * scale];
}

function sampleCrop(photo: DecodedPhoto, left: number, top: number, cropWidth: number, cropHeight: number, width: number, height: number): CanvasImageData {
  // Only the face's rows and columns go through a canvas, not the whole photo.
  const source = createCanvas(cropWidth, cropHeight);
  const sourceContext = source.getContext('2d');
  const image = sourceContext.createImageData(cropWidth, cropHeight);
  for (let row = 0; row < cropHeight; row++) {
    const start = ((top + row) * photo.widthPx + left) * 4;
    image.data.set(photo.rgba.subarray(start, start + cropWidth * 4), row * cropWidth * 4);
  }
  sourceContext.putImageData(image, 0, 0);
  const sample = createCanvas(width, height);
  const context = sample.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, cropWidth, cropHeight, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

function sameColour(pixels: Uint8ClampedArray, a: number, b: number): boolean {
  return pixels[a * 4] === pixels[b * 4] && pixels[a * 4 + 1] === pixels[b * 4 + 1] && pixels[a * 4 + 2] === pixels[b * 4 + 2];
}

function pointInPolygon(x: number, y: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
