// The narrator: with the 同声传译 plugin declared (a stub `requirePlugin`), each line is turned into
// audio and played in order, a new step chimes, other lines cut the old ones off, mute silences;
// without it (DevTools, a project that does not declare the plugin) nothing is spoken and nothing fails.
import 'miniprogram-simulate';
import { createNarrator, defaultBackend, findSpeechPlugin, SPEECH_PLUGIN, type SpeechPlugin } from '../../miniprogram/services/narrator';

const g = globalThis as unknown as { wx: Record<string, unknown>; requirePlugin?: (name: string) => unknown };

/** A fake InnerAudioContext: `played` lists the files in the order they were played. */
function fakeAudio() {
  const state = { src: '', played: [] as string[], stops: 0, ended: [] as (() => void)[] };
  const ctx = {
    get src() { return state.src; },
    set src(value: string) { state.src = value; },
    play: () => { state.played.push(state.src); },
    stop: () => { state.stops++; },
    onEnded: (fn: () => void) => { state.ended.push(fn); },
    onError: () => undefined,
  };
  return { ctx, state, finishLine: () => state.ended.forEach((fn) => fn()) };
}

/** A fake plugin: each text becomes "tts:<text>"; `failOn` fails that text. */
function fakePlugin(failOn = ''): SpeechPlugin & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    textToSpeech(options) {
      asked.push(options.content);
      if (options.content === failOn) options.fail?.({ retcode: -1 });
      else options.success?.({ filename: `tts:${options.content}` });
    },
  };
}

let audio: ReturnType<typeof fakeAudio>;
let chimes: number;

beforeEach(() => {
  audio = fakeAudio();
  chimes = 0;
  g.wx.createInnerAudioContext = () => audio.ctx;
  delete g.requirePlugin;
});

describe('with the plugin declared', () => {
  let plugin: ReturnType<typeof fakePlugin>;
  beforeEach(() => {
    plugin = fakePlugin('坏的一行');
    g.requirePlugin = (name: string) => {
      if (name !== SPEECH_PLUGIN) throw new Error(`plugin ${name} is not declared`);
      return plugin;
    };
  });

  test('a new step chimes, then its lines are read one after another, then done', () => {
    const narrator = createNarrator(defaultBackend(), () => { chimes++; });
    expect(narrator.audible).toBe(true);
    const done = jest.fn();
    narrator.narrate('1', ['天黑请闭眼', '守卫请睁眼'], done);
    expect(chimes).toBe(1);
    expect(audio.state.played).toEqual(['tts:天黑请闭眼']);
    audio.finishLine();
    expect(audio.state.played).toEqual(['tts:天黑请闭眼', 'tts:守卫请睁眼']);
    expect(done).not.toHaveBeenCalled();
    audio.finishLine();
    expect(done).toHaveBeenCalledTimes(1);
  });

  test('the same step and lines again change nothing; new lines cut the old ones off', () => {
    const narrator = createNarrator(defaultBackend(), () => { chimes++; });
    const first = jest.fn();
    narrator.narrate('7', ['3 号发言'], first);
    narrator.narrate('7', ['3 号发言'], first);
    expect(plugin.asked).toEqual(['3 号发言']);
    const second = jest.fn();
    narrator.narrate('7', ['3 号发言', '还剩 30 秒'], second);
    // same step: no second chime; the first reading is dropped
    expect(chimes).toBe(1);
    audio.finishLine();
    audio.finishLine();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(audio.state.played).toEqual(['tts:3 号发言', 'tts:3 号发言', 'tts:还剩 30 秒']);
  });

  test('a line the plugin cannot turn into speech is skipped', () => {
    const narrator = createNarrator(defaultBackend(), () => undefined);
    const done = jest.fn();
    narrator.narrate('2', ['坏的一行', '预言家请睁眼'], done);
    expect(audio.state.played).toEqual(['tts:预言家请睁眼']);
    audio.finishLine();
    expect(done).toHaveBeenCalledTimes(1);
  });

  test('muted: silent, no chime, no done; unmuted: the next step is read again', () => {
    const narrator = createNarrator(defaultBackend(), () => { chimes++; });
    narrator.narrate('1', ['天黑请闭眼']);
    narrator.setMuted(true);
    expect(narrator.audible).toBe(false);
    const done = jest.fn();
    narrator.narrate('2', ['天亮了'], done);
    audio.finishLine();
    expect(done).not.toHaveBeenCalled();
    expect(audio.state.played).toEqual(['tts:天黑请闭眼']);
    expect(chimes).toBe(1);
    narrator.setMuted(false);
    narrator.narrate('3', ['请投票']);
    expect(audio.state.played).toEqual(['tts:天黑请闭眼', 'tts:请投票']);
    expect(chimes).toBe(2);
  });

  test('stop cuts the reading off: the rest is not read and done never comes', () => {
    const narrator = createNarrator(defaultBackend(), () => undefined);
    const done = jest.fn();
    narrator.narrate('1', ['一', '二'], done);
    narrator.stop();
    audio.finishLine();
    expect(audio.state.played).toEqual(['tts:一']);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('without the plugin', () => {
  test('requirePlugin missing or throwing (not declared): text only, a chime, no audio, no done', () => {
    expect(findSpeechPlugin()).toBeNull();
    g.requirePlugin = () => { throw new Error('plugin WechatSI is not declared'); };
    expect(findSpeechPlugin()).toBeNull();
    const narrator = createNarrator(defaultBackend(), () => { chimes++; });
    expect(narrator.audible).toBe(false);
    const done = jest.fn();
    narrator.narrate('1', ['天黑请闭眼'], done);
    expect(chimes).toBe(1);
    expect(audio.state.played).toEqual([]);
    expect(done).not.toHaveBeenCalled();
  });
});
