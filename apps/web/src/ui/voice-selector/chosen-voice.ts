/** The chosen voice, as far as a form needs it: what the voice selector shows and the request sends. */
export interface ChosenVoice {
  id: string;
  name: string;
}
