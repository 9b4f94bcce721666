// Reads the host's lines aloud. The speaking itself is a pluggable backend ("speak these lines, tell
// me when done"): WeChat's 同声传译 plugin (text-to-speech, then an InnerAudioContext plays each
// line) when the mini-program declares it, otherwise text only — the page shows the lines and
// nothing is spoken (DevTools, tests, a project without the plugin). Another text-to-speech can
// replace the plugin by implementing SpeechBackend; no page changes. A short chime marks each new step.

/** Speaks lines one after another. */
export interface SpeechBackend {
  /** Whether lines are really heard (false: text only). */
  readonly audible: boolean;
  /** Speaks `lines` in order and calls `done` after the last (a line that fails is skipped). */
  speak(lines: readonly string[], done: () => void): void;
  /** Stops at once; the `done` of the lines being spoken is never called. */
  stop(): void;
}

/** The part of the 同声传译 plugin used here. */
export interface SpeechPlugin {
  textToSpeech(options: {
    lang: string;
    tts: boolean;
    content: string;
    success?: (res: { filename: string }) => void;
    fail?: (err: unknown) => void;
  }): void;
}

/** The name the plugin is declared under in app.json (`plugins`). */
export const SPEECH_PLUGIN = 'WechatSI';

/** Nothing is spoken: the lines are on the screen, and they are "done" at once. */
export function textBackend(): SpeechBackend {
  return {
    audible: false,
    speak: (_lines, done) => done(),
    stop: () => undefined,
  };
}

/** Each line becomes an audio file with the plugin's text-to-speech, played by one InnerAudioContext. */
export function pluginBackend(plugin: SpeechPlugin): SpeechBackend {
  const audio = wx.createInnerAudioContext();
  // Whoever started a line last owns the callbacks; a stop or a new speak makes older ones stale.
  let run = 0;
  let onEnded: (() => void) | null = null;
  audio.onEnded(() => onEnded?.());
  audio.onError(() => onEnded?.());
  return {
    audible: true,
    speak(lines, done) {
      const mine = ++run;
      const next = (i: number) => {
        if (mine !== run) return;
        if (i >= lines.length) {
          onEnded = null;
          done();
          return;
        }
        plugin.textToSpeech({
          lang: 'zh_CN',
          tts: true,
          content: lines[i],
          success: (res) => {
            if (mine !== run) return;
            onEnded = () => next(i + 1);
            audio.src = res.filename;
            audio.play();
          },
          fail: () => next(i + 1),
        });
      };
      audio.stop();
      next(0);
    },
    stop() {
      run++;
      onEnded = null;
      audio.stop();
    },
  };
}

/** The plugin when app.json declares it (requirePlugin throws otherwise), else null. */
export function findSpeechPlugin(): SpeechPlugin | null {
  const find = (globalThis as { requirePlugin?: (name: string) => unknown }).requirePlugin;
  if (typeof find !== 'function') return null;
  try {
    const plugin = find(SPEECH_PLUGIN) as Partial<SpeechPlugin> | null;
    return plugin && typeof plugin.textToSpeech === 'function' ? (plugin as SpeechPlugin) : null;
  } catch {
    return null;
  }
}

/** The plugin's backend when it is there, text only otherwise. */
export function defaultBackend(): SpeechBackend {
  const plugin = findSpeechPlugin();
  return plugin ? pluginBackend(plugin) : textBackend();
}

/** Two short soft tones through the Web Audio API (no sound file in the package). */
function playChime(): void {
  try {
    const ctx = wx.createWebAudioContext();
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const tone = ctx.createOscillator();
      const gain = ctx.createGain();
      tone.frequency.value = frequency;
      const at = start + i * 0.12;
      gain.gain.setValueAtTime(0.25, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.3);
      tone.connect(gain);
      gain.connect(ctx.destination);
      tone.start(at);
      tone.stop(at + 0.3);
    });
    setTimeout(() => { ctx.close(); }, 600);
  } catch {
    // no Web Audio (an old base library): the step still shows
  }
}

export interface Narrator {
  /** Whether this phone can speak at all (a text-to-speech is there); without it only the chime sounds. */
  readonly voice: boolean;
  /** Whether lines are really heard (the plugin is there and narration is on). */
  readonly audible: boolean;
  readonly muted: boolean;
  /**
   * Reads a step's lines: a chime when `key` (the step) is new, then the lines; `done` after the last
   * one is heard. The same key and lines again change nothing; other lines stop the ones being read.
   * `done` is not called when the lines are shown only (muted, or no text-to-speech) or were cut off.
   */
  narrate(key: string, lines: readonly string[], done?: () => void): void;
  setMuted(muted: boolean): void;
  /** Stops reading (the page is hidden or gone). */
  stop(): void;
}

export function createNarrator(backend: SpeechBackend = defaultBackend(), chime: () => void = playChime): Narrator {
  let muted = false;
  let current = { key: '', text: '' };
  return {
    get voice() { return backend.audible; },
    get audible() { return backend.audible && !muted; },
    get muted() { return muted; },
    narrate(key, lines, done) {
      const text = lines.join('\n');
      if (key === current.key && text === current.text) return;
      const newStep = key !== current.key;
      current = { key, text };
      backend.stop();
      if (muted) return;
      if (newStep) chime();
      if (!backend.audible) return;
      backend.speak(lines, () => done?.());
    },
    setMuted(value) {
      muted = value;
      if (muted) backend.stop();
    },
    stop() {
      backend.stop();
      current = { key: '', text: '' };
    },
  };
}
