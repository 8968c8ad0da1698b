/**
 * Dynamic time warping of two feature sequences within a Sakoe-Chiba band
 * around the diagonal (the straight line from start to end, as both clips
 * say the same words), with steps (1,1), (1,0), (0,1). Returns, for each
 * frame of `reference`, the index of the first `target` frame matched to it.
 */
export function alignSequences(reference: readonly Float32Array[], target: readonly Float32Array[], bandFraction = 0.25): Int32Array {
  const rows = reference.length;
  const columns = target.length;
  const mapping = new Int32Array(rows);
  if (rows === 0 || columns === 0) return mapping;
  const radius = Math.max(40, Math.ceil(bandFraction * Math.max(rows, columns)));
  const width = 2 * radius + 1;
  const cost = new Float32Array(rows * width).fill(Infinity);
  const step = new Uint8Array(rows * width);
  const centre = (row: number) => Math.round((row * (columns - 1)) / Math.max(1, rows - 1));
  const at = (row: number, column: number) => row * width + (column - centre(row) + radius);
  const inBand = (row: number, column: number) => column >= 0 && column < columns && Math.abs(column - centre(row)) <= radius;
  for (let row = 0; row < rows; row++) {
    const first = Math.max(0, centre(row) - radius);
    const last = Math.min(columns - 1, centre(row) + radius);
    for (let column = first; column <= last; column++) {
      const distance = euclidean(reference[row] as Float32Array, target[column] as Float32Array);
      if (row === 0 && column === 0) {
        cost[at(0, 0)] = distance;
        continue;
      }
      const diagonal = row > 0 && inBand(row - 1, column - 1) ? (cost[at(row - 1, column - 1)] as number) : Infinity;
      const up = row > 0 && inBand(row - 1, column) ? (cost[at(row - 1, column)] as number) : Infinity;
      const left = column > 0 && inBand(row, column - 1) ? (cost[at(row, column - 1)] as number) : Infinity;
      const best = Math.min(diagonal, up, left);
      cost[at(row, column)] = best + distance;
      step[at(row, column)] = best === diagonal ? 0 : best === up ? 1 : 2;
    }
  }
  let row = rows - 1;
  let column = columns - 1;
  if (!inBand(row, column)) throw new Error('DTW band does not reach the end of both sequences');
  mapping[row] = column;
  while (row > 0 || column > 0) {
    const move = step[at(row, column)];
    if (move === 0) {
      row--;
      column--;
    } else if (move === 1) {
      row--;
    } else {
      column--;
    }
    mapping[row] = column;
  }
  return mapping;
}

function euclidean(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += ((a[index] as number) - (b[index] as number)) ** 2;
  return Math.sqrt(sum);
}
