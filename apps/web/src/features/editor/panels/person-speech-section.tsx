/** A person's script and voice, re-spoken as a job (built in its own change). */
export function PersonSpeechSection(_props: { elementId: string }) {
  return null;
}
