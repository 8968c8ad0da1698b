/**
 * The band of the original that the dub ducks: where speech's energy and
 * intelligibility are (about 250–3500 Hz). anequalizer's band is centred
 * geometrically (√(250 × 3500) ≈ 935 Hz) and is `widthHz` wide; measured on
 * this ffmpeg (4.1): −18 dB from 300 Hz to 3 kHz, −15 dB at 250 Hz and
 * 3.5 kHz, −2.5 dB at 150 Hz, 0 dB at 60 Hz and 8 kHz.
 */
export const voiceBand = { lowHz: 250, highHz: 3500, duckDb: -18 } as const;

/** anequalizer's parameters for one band cut on every channel of a stereo stream (Butterworth). */
export function buildVoiceBandCut(band: { lowHz: number; highHz: number; duckDb: number } = voiceBand): string {
  const centreHz = Math.round(Math.sqrt(band.lowHz * band.highHz));
  const widthHz = Math.round(band.highHz - band.lowHz);
  const channel = (index: number) => `c${index} f=${centreHz} w=${widthHz} g=${band.duckDb} t=0`;
  return `anequalizer=${channel(0)}|${channel(1)}`;
}
