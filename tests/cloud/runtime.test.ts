// The built cloud function on the oldest Node it supports (cloudfunctions/game/package.json
// `engines`, the runtime README tells you to pick): its folder laid out as CloudBase runs it —
// index.js and the word bank's words.json, with `wx-server-sdk` installed beside them, here an
// in-memory stand-in — and whole games played through main(event) by tests/cloud/runtime/play.ts
// under that Node (tools/node-runtime).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Transcript } from './runtime/play';

const ROOT = join(__dirname, '..', '..');
const GAME = join(ROOT, 'cloudfunctions', 'game');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { oldNode } = require('../../scripts/tools.js') as { oldNode: () => string };

const engines: string = JSON.parse(readFileSync(join(GAME, 'package.json'), 'utf8')).engines.node;
const oldest = engines.replace(/^>=\s*/, '');
const target = `node${oldest}`;

/** play.ts's imports of the function and of the SDK become the staged index.js and the stand-in. */
const staged: Plugin = {
  name: 'staged',
  setup(on) {
    on.onResolve({ filter: /cloudfunctions\/game\/src\/index$/ }, () => ({ path: './index.js', external: true }));
    on.onResolve({ filter: /\/sdk-stand-in$/ }, () => ({ path: 'wx-server-sdk', external: true }));
  },
};

let stage = '';
let transcript: Transcript;
let stderr = '';

beforeAll(async () => {
  const built = join(GAME, 'index.js');
  if (!existsSync(built)) throw new Error('cloudfunctions/game/index.js is missing: run `node scripts/build.js` first');
  stage = mkdtempSync(join(tmpdir(), 'game-runtime-'));
  const dir = join(stage, 'game');
  const sdk = join(dir, 'node_modules', 'wx-server-sdk');
  mkdirSync(sdk, { recursive: true });
  copyFileSync(built, join(dir, 'index.js'));
  copyFileSync(join(GAME, 'words.json'), join(dir, 'words.json'));
  copyFileSync(join(GAME, 'package.json'), join(dir, 'package.json'));
  writeFileSync(join(sdk, 'package.json'), JSON.stringify({ name: 'wx-server-sdk', main: 'index.js' }));
  const common = { bundle: true, platform: 'node', format: 'cjs', target, logLevel: 'error' } as const;
  await build({ ...common, entryPoints: [join(__dirname, 'runtime', 'sdk-stand-in.ts')], outfile: join(sdk, 'index.js') });
  await build({ ...common, entryPoints: [join(__dirname, 'runtime', 'play.ts')], outfile: join(dir, 'play.js'), plugins: [staged] });

  const node = oldNode();
  try {
    const out = execFileSync(node, ['play.js'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    transcript = JSON.parse(out);
  } catch (error) {
    stderr = String((error as { stderr?: unknown }).stderr ?? error);
    throw new Error(`play.js failed under ${node}:\n${stderr}`);
  }
}, 180_000);

afterAll(() => {
  if (stage) rmSync(stage, { recursive: true, force: true });
});

describe(`the built cloud function on Node ${oldest}`, () => {
  it('runs under that Node, which has no structuredClone', () => {
    expect(transcript.node.startsWith(`v${oldest}.`)).toBe(true);
    expect(transcript.structuredClone).toBe('undefined');
  });

  it('answers every call ok (never INTERNAL)', () => {
    expect(transcript.failures).toEqual([]);
    expect(transcript.games.map((g) => g.game)).toEqual(['killer', 'werewolf', 'undercover']);
  });

  it.each(['killer', 'werewolf', 'undercover'])('%s: seats everyone, undoes a step, plays to the end, shows each player their own card, deals again', (id) => {
    const game = transcript.games.find((g) => g.game === id);
    if (!game) throw new Error(`${id} was not played`);
    expect(game.roomNo).toMatch(/^[1-9]\d{5}$/);
    expect(new Set(game.seats).size).toBe(game.seats.length);
    expect(game.undo.acted.id).toBe(game.undo.before.id + 1);
    expect(game.undo.after).toEqual(game.undo.before);
    expect(game.steps).toBeGreaterThan(2);
    expect(game.status).toBe('ended');
    expect(game.winner).not.toBe('');
    expect(game.cards.map((c) => c.seat).sort((a, b) => a - b)).toEqual([...game.seats].sort((a, b) => a - b));
    expect(game.cards.every((c) => c.matchesJudge)).toBe(true);
    expect(game.redeal).toMatchObject({ status: 'playing', round: 1 });
    expect(game.redeal.stepId).toBeGreaterThan(game.redeal.lastStepId);
  });

  it('plays every preset of every game at its fewest and most players to the end, with random taps', () => {
    expect(transcript.sweep.length).toBeGreaterThanOrEqual(6);
    expect(new Set(transcript.sweep.map((g) => g.game))).toEqual(new Set(['killer', 'werewolf', 'undercover']));
    expect(transcript.sweep.filter((g) => g.status !== 'ended')).toEqual([]);
  });

  it('closes a room, and runs the hourly clean-up trigger', () => {
    expect(transcript.closed).toBe('ROOM_NOT_FOUND');
    expect(transcript.timer).toEqual({ removed: 0 });
  });

  it('README names this runtime and the function timeout to set', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.match(/Nodejs\d+\.\d+/g)).toContain(`Nodejs${oldest}`);
    expect(readme.match(/超时时间[^\n]*?\d+\s*秒/)).not.toBeNull();
  });
});
