import createEspeakModule, { type EspeakModule, type EspeakWorker } from '@echogarden/espeak-ng-emscripten';

/** An event of eSpeak NG with its position in the audio of the same synth call. */
export interface EspeakEvent {
  type: 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
  timeMs: number;
  /** Mark name, or the phoneme in IPA (empty for a pause). */
  name: string;
}

export interface EspeakVoiceSettings {
  /** Language and optional variant, as `en-us` or `en-us+f3`. */
  voice: string;
  wordsPerMinute: number;
  /** eSpeak's base pitch, 0–99 (50 is the voice's own). */
  pitch: number;
  /** eSpeak's intonation range, 0–99 (50 is the voice's own; 0 is monotone). */
  pitchRange: number;
}

const eventTypes = ['list_terminated', 'word', 'sentence', 'mark', 'play', 'end', 'msg_terminated', 'phoneme', 'samplerate'] as const;

let runtime: Promise<{ module: EspeakModule; worker: EspeakWorker }> | undefined;

/**
 * The eSpeak NG instance of this thread, created on first use (~150 ms, 24 MB
 * of language data). It is synchronous and keeps global state, so each
 * thread has one and synthesises one text at a time.
 */
function getRuntime(): Promise<{ module: EspeakModule; worker: EspeakWorker }> {
  runtime ??= createEspeakModule().then((module) => ({ module, worker: new module.eSpeakNGWorker() }));
  return runtime;
}

/**
 * Synthesises SSML (marks, breaks and phoneme input are honoured) and
 * returns 16-bit samples at eSpeak's rate with every event.
 */
export async function runEspeak(ssml: string, settings: EspeakVoiceSettings): Promise<{ samples: Int16Array; sampleRateHz: number; events: EspeakEvent[] }> {
  const { module, worker } = await getRuntime();
  if (worker.set_voice(await resolveVoiceName(settings.voice)) !== 0) throw new Error(`eSpeak NG has no voice "${settings.voice}"`);
  worker.set_rate(Math.round(settings.wordsPerMinute));
  worker.set_pitch(Math.round(clamp(settings.pitch, 0, 99)));
  worker.set_range(Math.round(clamp(settings.pitchRange, 0, 99)));
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  const eventBytes = worker.getSizeOfEventStruct_();
  const callback = module.addFunction((audioPointer: number, sampleCount: number, eventsPointer: number) => {
    if (sampleCount > 0) chunks.push(module.HEAP16.slice(audioPointer / 2, audioPointer / 2 + sampleCount));
    for (let pointer = eventsPointer; ; pointer += eventBytes) {
      const event = module.wrapPointer(pointer, module.espeak_EVENT);
      const type = eventTypes[event.get_type()];
      if (type === undefined || type === 'list_terminated') break;
      const hasName = type === 'mark' || type === 'play' || type === 'phoneme';
      events.push({ type, timeMs: event.get_audio_position(), name: hasName ? worker.getStringIDFromEventStruct_(pointer) : '' });
    }
    return 0;
  }, 'iiii');
  try {
    worker.synth_(ssml, callback);
  } finally {
    module.removeFunction(callback);
  }
  return { samples: joinChunks(chunks), sampleRateHz: worker.get_samplerate(), events };
}

/**
 * eSpeak selects voices by file name (`en` for British English, `en-US`);
 * a language tag that only appears in a voice's language list (`en-gb`) is
 * mapped to that voice's file name, keeping any `+variant`.
 */
async function resolveVoiceName(voice: string): Promise<string> {
  const [language = '', variant] = voice.split('+');
  const voices = await listEspeakVoices();
  const byFile = voices.find((candidate) => candidate.identifier.split('/').pop()?.toLowerCase() === language.toLowerCase());
  const byLanguage = voices.find((candidate) => candidate.languages.includes(language.toLowerCase()));
  const file = (byFile ?? byLanguage)?.identifier.split('/').pop() ?? language;
  return variant ? `${file}+${variant}` : file;
}

let voiceList: Promise<{ identifier: string; name: string; languages: string[] }[]> | undefined;

/** Identifiers (`gmw/en-US`) and language tags of every voice in the bundled data. */
export function listEspeakVoices(): Promise<{ identifier: string; name: string; languages: string[] }[]> {
  voiceList ??= readVoiceList();
  return voiceList;
}

async function readVoiceList(): Promise<{ identifier: string; name: string; languages: string[] }[]> {
  const { worker } = await getRuntime();
  const voices: { identifier: string; name: string; languages: string[] }[] = [];
  for (let index = 0; ; index++) {
    const voice = worker.get_voices(index);
    if (voice.ptr === 0) break;
    voices.push({ identifier: voice.get_identifier(), name: voice.get_name(), languages: readLanguages(voice) });
  }
  return voices;
}

/** The languages field is a list of (priority byte, NUL-terminated name) pairs ending in a zero byte. */
function readLanguages(voice: { get_languages(index: number): number }): string[] {
  const languages: string[] = [];
  let index = 0;
  while (voice.get_languages(index) !== 0) {
    let name = '';
    index += 1;
    for (let byte = voice.get_languages(index); byte !== 0; byte = voice.get_languages(++index)) name += String.fromCharCode(byte);
    languages.push(name);
    index += 1;
  }
  return languages;
}

function joinChunks(chunks: readonly Int16Array[]): Int16Array {
  const joined = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
