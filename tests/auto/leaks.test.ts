// Leak and timing properties over random auto games (real timers on a fake clock): every phone's
// turn holds only what its role may know; the table (read, or carried by every published room
// signal) never names a living unrevealed card, a night target, a check or a potion; a night step
// reads and times the same whether its role acts or not.
import fc from 'fast-check';
import type { GameId, MyTurnResult, RoomSignal, TableView } from '../../typings/api';
import type { SignalBoard } from '../../cloudfunctions/game/src/signals/port';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { NIGHT_STEPS, roleOf } from '../../cloudfunctions/game/src/engine/werewolf/roles';
import { inProcessApi } from '../helpers/api';
import { autoTable, playByPhones } from '../helpers/phones';

/** 杀人游戏's night prompts: the key → the roles that may see it. */
const KILLER_NIGHT: Record<string, string[]> = { 'night.killers': ['killer'], 'night.police': ['police'], 'night.policeResult': ['police'] };

/**
 * Whether a seat holding `roles` (the card dealt, and the card held at the end: a thief's) may be
 * prompted at night step `key`: 狼人杀 steps belong to the role declaring them (the pack to the
 * meeting wolves, 情侣相认 to the lovers), 杀人游戏's to killers and police; 谁是卧底 has none.
 */
function mayBePrompted(game: GameId, key: string, roles: string[], lover: boolean): boolean {
  if (game === 'killer') return roles.some((r) => KILLER_NIGHT[key]?.includes(r));
  if (game !== 'werewolf') return false;
  // A wild child who turned wolf opens his eyes with the wolves (docs/rules.md §D.4.4).
  if (key === 'night.wolves') return roles.some((r) => (roleOf(r).camp === 'wolf' && !roleOf(r).lone) || r === 'wildChild');
  if (key === 'night.lovers') return lover;
  const owner = NIGHT_STEPS.find((s) => s.key === key)?.role;
  return owner !== undefined && roles.includes(owner);
}

/** What the table's log may say while the game goes on: a death announced, a vote, the election, the badge. */
const PUBLIC_LOG = /^(\d+ 号玩家(（[^）]+）)?出局$|(警长 ?)?(PK )?投票：|竞选警长：|警长 \d+ 号)/;


interface NightStepSeen { key: string; words: string; seconds: number; live: boolean }

async function randomGame(game: GameId, preset: string | undefined, players: number, seed: number, rules: Record<string, unknown> = {}) {
  const store = memoryStore();
  const signals: RoomSignal[] = [];
  const board: SignalBoard = {
    async publish(_roomNo, signal) {
      signals.push(JSON.parse(JSON.stringify(signal)));
    },
    async remove() {},
  };
  const api = inProcessApi(store, seed, board);
  const table = await autoTable(api.call, 'host', { game, players, ...(preset && { preset }), rules });
  const module = gameModule(game);
  const roleNames = module.info.roles.map((r) => r.name);
  const state = async () => (await store.get(table.roomNo))!.room.match.state;
  const nights = new Map<number, NightStepSeen>();
  const revealsOnDeath = (await state()).config.rules['reveal.onDeath'] === true;
  const problems: string[] = [];
  const turns: { seat: number; turn: MyTurnResult; roles: string[]; alive: boolean[] }[] = [];

  const checkTable = (view: TableView) => {
    const text = JSON.stringify({ ...view, log: [], winner: null });
    if (view.status === 'playing') {
      for (const { text } of view.log) {
        if (!PUBLIC_LOG.test(text)) problems.push(`the log tells a secret: ${text}`);
        const out = /^(\d+) 号玩家(（[^）]+）)?出局$/.exec(text);
        if (out && view.seats[Number(out[1]) - 1].alive) problems.push(`the log tells a death not announced: ${text}`);
        if (out?.[2] && !revealsOnDeath) problems.push(`the log shows a card the rules hide: ${text}`);
      }
      // A card is named by day only for a seat already out (where the rules reveal cards on death).
      for (const line of view.step?.say ?? []) {
        for (const [, seat, name] of line.matchAll(/(\d+) 号玩家（([^）]+)）/g)) {
          if (roleNames.includes(name) && (!revealsOnDeath || view.seats[Number(seat) - 1].alive)) problems.push(`names ${seat} as ${name}: ${line}`);
        }
      }
      if (/"role"|victim|checked|result|potion|"target"/.test(text)) problems.push(`table carries a secret: ${text.slice(0, 200)}`);
      if (view.seats.some((s) => s.tags.some((t) => t !== 'sheriff' && t !== 'revealed'))) problems.push('a private tag');
      if (view.step?.key === 'day.hunter' && !revealsOnDeath) problems.push('the hunter named while cards stay hidden');
    }
    const step = view.step;
    if (step && view.phase === 'night' && step.waitsOn === 'players' && !nights.has(step.id)) {
      // Nightfall is read after the day's public news (a shot, a torn badge); the night's own call starts at 天黑.
      const dusk = step.say.findIndex((line) => line.startsWith('天黑'));
      const call = dusk > 0 ? step.say.slice(dusk) : step.say;
      nights.set(step.id, { key: step.key, words: JSON.stringify([step.title, call, step.waitsOn]).replace(/\d+/g, '#'), seconds: (step.timer!.endsAt - view.serverNow) / 1000, live: false });
    }
  };

  const ended = await playByPhones(api.call, table, seed, {
    observeTable: checkTable,
    observe: (seat, turn) => {
      checkTable(turn.table);
      // A phone learns its own death with the table, not before (the night's dead stand for sheriff).
      if (turn.card.alive !== turn.table.seats[seat - 1].alive) problems.push(`seat ${seat} sees its own death before the table`);
      // A decoy guess is on every living phone at night: only a real prompt says the role acts.
      if (turn.prompt && turn.prompt.key !== 'night.guess') {
        const seen = nights.get(turn.prompt.stepId);
        if (seen) seen.live = true;
      }
      turns.push({ seat, turn, roles: [], alive: [] });
    },
    clock: api.clock,
  });
  // Every room signal published: the public fields, and a table that passes the same checks.
  for (const { table: carried, ...fields } of signals) {
    if (Object.keys(fields).sort().join() !== 'dead,deal,expiresAt,joined,phase,round,status,stepId,v') problems.push(`a signal field too many: ${Object.keys(fields)}`);
    if (!carried || carried.v !== fields.v) problems.push(`signal v${fields.v} without its table`);
    else checkTable(carried);
  }
  // Check every prompt against the cards of its seat (dealt, and held at the end).
  const { initial, state: last } = (await store.get(table.roomNo))!.room.match;
  const lovers: number[] = game === 'werewolf' ? (last.x as { lovers: number[] | null }).lovers ?? [] : [];
  for (const { seat, turn } of turns) {
    const roles = [initial.seats[seat - 1].role, last.seats[seat - 1].role];
    if ('role' in turn.card.card && !roles.includes(turn.card.card.role)) problems.push(`seat ${seat} got another card`);
    const prompt = turn.prompt;
    if (!prompt) continue;
    if (prompt.key === 'night.guess') {
      if (turn.table.phase !== 'night' || prompt.info || !turn.card.alive) problems.push(`seat ${seat} got a decoy out of place`);
      continue;
    }
    if (turn.table.phase === 'night' && prompt.key !== 'night.close' && !mayBePrompted(game, prompt.key, roles, lovers.includes(seat))) {
      problems.push(`${roles.join('/')} on seat ${seat} got ${prompt.key}`);
    }
    if (turn.table.phase === 'day' && prompt.info?.facts) problems.push(`a day prompt with private facts: ${prompt.key}`);
  }
  return { ended, problems, nights: [...nights.values()] };
}

describe('leaks and timing over random auto games', () => {
  const durations = { live: [] as number[], decoy: [] as number[] };
  const words = new Map<string, Set<string>>();

  it.each<[GameId, string | undefined, number, Record<string, unknown>]>([
    ['werewolf', 'classic', 12, {}], ['werewolf', 'classic', 12, { 'reveal.onDeath': false }],
    ['werewolf', 'modern12-idiot', 12, { 'reveal.onDeath': false }],
    ['werewolf', 'modern12-mechwolf-psychic', 12, { 'night.shotStatus': true }], ['werewolf', 'modern12-hiddenwolf-crow', 12, {}],
    ['killer', undefined, 12, {}], ['undercover', undefined, 9, {}],
    ['werewolf', 'modern12-idiot-slacker', 12, {}], ['werewolf', 'modern12-idiot-wildchild', 12, {}],
  ])('%s %s %j: every phone sees only its own, the table no secret', async (game, preset, players, rules) => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
      const { ended, problems, nights } = await randomGame(game, preset, players, seed, rules);
      expect(problems).toEqual([]);
      expect(ended.status).toBe('ended');
      for (const n of nights) {
        (n.live ? durations.live : durations.decoy).push(n.seconds);
        const key = `${game} ${n.key}`;
        const set = words.get(key) ?? new Set();
        set.add(n.words);
        words.set(key, set);
      }
    }), { numRuns: game === 'werewolf' ? 4 : 3 });
  });

  it('reads a night step the same and times it from the same draw whether its role acts or not', () => {
    // Each night step's public face is one and the same in every game of a kind, dead role or live.
    // Nightfall may open with the day's last news (a badge torn by the exiled sheriff): not a role's step.
    for (const [key, faces] of words) if (!key.endsWith('night.close')) expect([key, faces.size]).toEqual([key, 1]);
    expect(durations.live.length).toBeGreaterThan(20);
    expect(durations.decoy.length).toBeGreaterThan(20);
    for (const list of [durations.live, durations.decoy]) {
      expect(Math.min(...list)).toBeGreaterThanOrEqual(12);
      expect(Math.max(...list)).toBeLessThanOrEqual(20);
    }
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    // Uniform 12–20 s has a standard deviation of 2.3 s: two means of 20+ draws lie well within 2 s.
    expect(Math.abs(mean(durations.live) - mean(durations.decoy))).toBeLessThan(2);
  });
});
