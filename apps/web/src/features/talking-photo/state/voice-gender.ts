/** The default voice's gender for a detected face (spec §4: 1 = Female, otherwise Male); 0 (unsure) gets the male voice too. */
export function voiceGenderFor(faceGender: number): 1 | 2 {
  return faceGender === 1 ? 1 : 2;
}
