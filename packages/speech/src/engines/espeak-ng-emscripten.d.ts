/** The parts of the Emscripten build of eSpeak NG (WebIDL bindings, wasm2js) that this package calls. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakPointer {
    ptr: number;
  }
  export interface EspeakEventStruct extends EspeakPointer {
    get_type(): number;
    get_text_position(): number;
    get_length(): number;
    get_audio_position(): number;
  }
  export interface EspeakVoiceStruct extends EspeakPointer {
    get_identifier(): string;
    get_name(): string;
    get_languages(index: number): number;
  }
  export interface EspeakWorker {
    synth_(text: string, callbackPointer: number): void;
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    get_samplerate(): number;
    get_voices(index: number): EspeakVoiceStruct;
    getSizeOfEventStruct_(): number;
    getStringIDFromEventStruct_(pointer: number): string;
  }
  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
    espeak_EVENT: unknown;
    HEAP16: Int16Array;
    addFunction(callback: (...args: number[]) => number, signature: string): number;
    removeFunction(pointer: number): void;
    wrapPointer(pointer: number, type: unknown): EspeakEventStruct;
  }
  const createEspeakModule: () => Promise<EspeakModule>;
  export default createEspeakModule;
}
