/**
 * In-place iterative radix-2 FFT of a complex signal held in two arrays.
 * `real.length` must be a power of two.
 */
export function fft(real: Float64Array, imaginary: Float64Array): void {
  const size = real.length;
  if ((size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two`);
  for (let index = 1, reversed = 0; index < size; index++) {
    let bit = size >> 1;
    for (; reversed & bit; bit >>= 1) reversed ^= bit;
    reversed ^= bit;
    if (index < reversed) {
      [real[index], real[reversed]] = [real[reversed] as number, real[index] as number];
      [imaginary[index], imaginary[reversed]] = [imaginary[reversed] as number, imaginary[index] as number];
    }
  }
  for (let length = 2; length <= size; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    const stepReal = Math.cos(angle);
    const stepImaginary = Math.sin(angle);
    for (let start = 0; start < size; start += length) {
      let twiddleReal = 1;
      let twiddleImaginary = 0;
      for (let offset = 0; offset < length / 2; offset++) {
        const even = start + offset;
        const odd = even + length / 2;
        const oddReal = (real[odd] as number) * twiddleReal - (imaginary[odd] as number) * twiddleImaginary;
        const oddImaginary = (real[odd] as number) * twiddleImaginary + (imaginary[odd] as number) * twiddleReal;
        real[odd] = (real[even] as number) - oddReal;
        imaginary[odd] = (imaginary[even] as number) - oddImaginary;
        real[even] = (real[even] as number) + oddReal;
        imaginary[even] = (imaginary[even] as number) + oddImaginary;
        const nextReal = twiddleReal * stepReal - twiddleImaginary * stepImaginary;
        twiddleImaginary = twiddleReal * stepImaginary + twiddleImaginary * stepReal;
        twiddleReal = nextReal;
      }
    }
  }
}

/** Power spectrum (|X[k]|², k = 0..size/2) of a real frame zero-padded to `size`. */
export function powerSpectrum(frame: Float64Array, size: number): Float64Array {
  const real = new Float64Array(size);
  const imaginary = new Float64Array(size);
  real.set(frame.subarray(0, size));
  fft(real, imaginary);
  const power = new Float64Array(size / 2 + 1);
  for (let bin = 0; bin <= size / 2; bin++) power[bin] = (real[bin] as number) ** 2 + (imaginary[bin] as number) ** 2;
  return power;
}
