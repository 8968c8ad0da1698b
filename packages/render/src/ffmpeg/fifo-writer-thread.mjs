// Worker thread behind FifoFrameWriter: blocking writes of frames (a small
// header, then the pixels of a shared slot) into a FIFO that ffmpeg reads, so that moving 8 MB frames into ffmpeg never waits
// for the drawing thread's event loop. Plain JavaScript: it must load in any
// runtime (tsx, vitest, plain node) without a TypeScript loader.
import { closeSync, openSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const { fifoPath, slotBuffers, frameBytes } = workerData;
const slots = slotBuffers.map((buffer) => new Uint8Array(buffer, 0, frameBytes));
let fd = -1;

function writeAll(bytes) {
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
}

parentPort.on('message', (message) => {
  try {
    if (message.type === 'frame') {
      if (fd < 0) fd = openSync(fifoPath, 'w');
      writeAll(message.header);
      writeAll(slots[message.slot]);
      parentPort.postMessage({ type: 'written', slot: message.slot });
    } else if (message.type === 'bytes') {
      if (fd < 0) fd = openSync(fifoPath, 'w');
      writeAll(message.bytes);
    } else if (message.type === 'end') {
      if (fd < 0) fd = openSync(fifoPath, 'w');
      closeSync(fd);
      fd = -1;
      parentPort.postMessage({ type: 'ended' });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
