import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { analyzeFacePhoto } from '@talkreel/face';
import { probeMedia } from '@talkreel/platform';

const execFileAsync = promisify(execFile);

/** MediaPipe's inner lip contour (the mouth's opening). */
const innerLipIndices = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191];
/** Frames are measured at this width (the mouth box stays tens of px wide). */
const measureWidthPx = 480;
const audioRateHz = 16_000;

function pearson(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  const meanA = a.slice(0, n).reduce((sum, value) => sum + value, 0) / n;
  const meanB = b.slice(0, n).reduce((sum, value) => sum + value, 0) / n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let index = 0; index < n; index += 1) {
    cov += (a[index]! - meanA) * (b[index]! - meanB);
    varA += (a[index]! - meanA) ** 2;
    varB += (b[index]! - meanB) ** 2;
  }
  return cov / Math.sqrt(varA * varB);
}

/**
 * How well a talking video's lips follow its own sound, measured on the
 * output pixels as the talking-photo tests do: the mouth found by face
 * analysis on the first frame, its opening in every frame (pixels of the
 * mouth box much darker than the lips), correlated with the loudness of the
 * video's audio per frame, aligned and 320 ms apart.
 */
export async function measureLipSync(
  videoPath: string,
  tools: { ffmpegPath: string; ffprobePath: string },
): Promise<{ aligned: number; shifted: number; frames: number }> {
  const info = await probeMedia(tools.ffprobePath, videoPath);
  const picture = info.streams.find((stream) => stream.codecType === 'video');
  if (!picture?.width || !picture.height) throw new Error('The video has no picture');
  const widthPx = measureWidthPx;
  const heightPx = Math.round((picture.height * widthPx) / picture.width / 2) * 2;
  const { stdout: png } = await execFileAsync(
    tools.ffmpegPath,
    ['-v', 'error', '-i', videoPath, '-frames:v', '1', '-vf', `scale=${widthPx}:${heightPx}`, '-f', 'image2pipe', '-c:v', 'png', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const analysis = await analyzeFacePhoto(png);
  if (!analysis.face) throw new Error('No face in the first frame');
  const lips = innerLipIndices.map((index) => analysis.face!.mesh[index]!);
  const left = Math.min(...lips.map((point) => point[0]));
  const right = Math.max(...lips.map((point) => point[0]));
  const top = Math.min(...lips.map((point) => point[1]));
  const bottom = Math.max(...lips.map((point) => point[1]));
  const mouthWidth = right - left;
  const box = {
    left: Math.max(0, Math.floor(left - mouthWidth * 0.15)),
    right: Math.min(widthPx, Math.ceil(right + mouthWidth * 0.15)),
    top: Math.max(0, Math.floor(top - mouthWidth * 0.15)),
    bottom: Math.min(heightPx, Math.ceil(bottom + mouthWidth * 0.5)),
  };
  const { stdout: raw } = await execFileAsync(
    tools.ffmpegPath,
    ['-v', 'error', '-i', videoPath, '-vf', `scale=${widthPx}:${heightPx}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
  const frameBytes = widthPx * heightPx;
  const frameCount = Math.floor(raw.length / frameBytes);
  const openings: number[] = [];
  for (let frame = 0; frame < frameCount; frame += 1) {
    let dark = 0;
    for (let y = box.top; y < box.bottom; y += 1) for (let x = box.left; x < box.right; x += 1) if (raw[frame * frameBytes + y * widthPx + x]! < 75) dark += 1;
    openings.push(dark);
  }
  const { stdout: pcm } = await execFileAsync(
    tools.ffmpegPath,
    ['-v', 'error', '-i', videoPath, '-vn', '-ac', '1', '-ar', String(audioRateHz), '-f', 'f32le', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  const samples = new Float32Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 4));
  const frameStepMs = info.durationMs / frameCount;
  const loudness = openings.map((_, frame) => {
    const start = Math.floor(((frame * frameStepMs) / 1000) * audioRateHz);
    const end = Math.min(samples.length, Math.floor((((frame + 1) * frameStepMs) / 1000) * audioRateHz));
    let sum = 0;
    for (let index = start; index < end; index += 1) sum += samples[index]! ** 2;
    return end > start ? Math.sqrt(sum / (end - start)) : 0;
  });
  const shiftFrames = Math.round(320 / frameStepMs);
  return { aligned: pearson(openings, loudness), shifted: pearson(openings.slice(shiftFrames), loudness), frames: frameCount };
}
