// Worker thread behind DecodedFrameStream: runs one ffmpeg decoder and cuts
// its stdout into whole raw frames on its own event loop, so decoding keeps
// going while the main thread is busy drawing. Frames go to the main thread
// as transferred ArrayBuffers (no copy) and come back when drawn, to be
// filled again: fresh 2–8 MB buffers per frame cost more in page faults than
// the decoding. At most `maxFramesAhead` are in flight before stdout pauses. Plain JavaScript: it must load in any
// runtime (tsx, vitest, plain node) without a TypeScript loader.
import { spawn } from 'node:child_process';
import { parentPort, workerData } from 'node:worker_threads';

const { ffmpegPath, args, frameBytes, maxFramesAhead } = workerData;
const stderrTailChars = 4000;
const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
let stderrTail = '';
let framesInFlight = 0;
const pool = [];
const takeBuffer = () => new Uint8Array(pool.pop() ?? new ArrayBuffer(frameBytes));
let frame = takeBuffer();
let filledBytes = 0;
let isStopping = false;

child.stderr.setEncoding('utf8').on('data', (chunk) => {
  stderrTail = (stderrTail + chunk).slice(-stderrTailChars);
});

child.stdout.on('data', (chunk) => {
  let offset = 0;
  while (offset < chunk.length) {
    const copied = Math.min(chunk.length - offset, frameBytes - filledBytes);
    frame.set(chunk.subarray(offset, offset + copied), filledBytes);
    filledBytes += copied;
    offset += copied;
    if (filledBytes === frameBytes) {
      parentPort.postMessage({ type: 'frame', pixels: frame.buffer }, [frame.buffer]);
      framesInFlight += 1;
      frame = takeBuffer();
      filledBytes = 0;
    }
  }
  if (framesInFlight >= maxFramesAhead) child.stdout.pause();
});

child.on('error', (error) => parentPort.postMessage({ type: 'end', code: -1, stderrTail: error.message }));
child.on('close', (code, signal) => {
  if (!isStopping) parentPort.postMessage({ type: 'end', code: code ?? signal, stderrTail });
  parentPort.close();
});

parentPort.on('message', (message) => {
  if (message.type === 'consumed') {
    framesInFlight -= 1;
    if (framesInFlight < maxFramesAhead) child.stdout.resume();
  } else if (message.type === 'recycle') {
    if (message.pixels.byteLength === frameBytes) pool.push(message.pixels);
  } else if (message.type === 'stop') {
    isStopping = true;
    child.kill('SIGKILL');
  }
});
