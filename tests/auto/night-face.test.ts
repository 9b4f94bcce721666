// 无声之夜, the night that tells nothing: at every night step of an auto room with decoys on, every
// living phone's prompt is of one form — a seat grid (a seats input, or a choice whose options all
// name a seat but one) and one confirm — and its confirm is answered. A result shown (the seer's, the
// lovers told…) asks the decoy's guess beside its facts: the answer is a guess that changes nothing
// in the game; the witch's save, picked on the grid, still saves. Played on the real action table.
import type { InputSpec, MyTurnResult, Prompt, RoleId, TableView } from '../../typings/api';
import { openCollection } from '../../cloudfunctions/game/src/engine/core/collect';
import { myTurn } from '../../cloudfunctions/game/src/my-turn';
import type { TableRoom } from '../../cloudfunctions/game/src/standings';
import { stepOf, type TestGame } from '../helpers/game';
import { keysUntil, wolfGame } from '../helpers/werewolf';
import { seededRng, shuffle } from '../../cloudfunctions/game/src/engine/core/rng';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, quietAnswer } from '../helpers/phones';

const HOST = 'host';
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };

/**
 * The grid a prompt is picked on, as the console lays it out: the pickable seats, whether nothing
 * may be picked, and the answer a seat (or none) sends. Null: the prompt is of another form.
 */
function gridOf(input: InputSpec): { seats: number[]; mayPass: boolean; send: (seat?: number) => Record<string, unknown> } | null {
  if (input.type === 'seats' && input.max === 1) {
    // A role that must pick (min 1) picks, though its grid takes an empty 「确定」 as every phone's does.
    return { seats: input.options, mayPass: input.min === 0, send: (seat) => ({ seats: seat === undefined ? [] : [seat] }) };
  }
  if (input.type === 'seats') {
    // Two seats at once (cupid, the magician): still one grid and one confirm.
    return { seats: input.options, mayPass: input.min === 0 || input.skippable === true, send: (seat) => ({ seats: seat === undefined ? [] : input.options.slice(0, input.min || 1) }) };
  }
  if (input.type !== 'choice') return null;
  const seatless = input.options.filter((o) => o.seat === undefined);
  const seats = input.options.flatMap((o) => (o.seat === undefined ? [] : [o.seat]));
  if (seatless.length !== 1 || new Set(seats).size !== seats.length) return null;
  return {
    seats, mayPass: true,
    send: (seat) => ({ choice: input.options.find((o) => o.seat !== undefined && o.seat === seat)?.id ?? seatless[0].id }),
  };
}

async function setUp(params: Record<string, unknown>, seed: number) {
  const api = inProcessApi(memoryStore(), seed);
  const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, preset: 'classic', ...params, rules: { ...FAST, ...(params.rules as object) } });
  const { roomNo, phones } = table;
  const turns = () => Promise.all(phones.map((p) => must<MyTurnResult>(api.call(p, 'myTurn', { roomNo }))));
  const view = () => must<TableView>(api.call(HOST, 'tableView', { roomNo }));
  const room = async () => (await api.store.get(roomNo))!.room;
  const play = (seat: number, stepId: number, input: unknown) => api.call(phones[seat - 1], 'play', { roomNo, stepId, input });
  /**
   * Plays on one answer at a time until `stop` holds: each phone answers its first seat that is not
   * its own nor a wolf's, the seer's or the witch's (the wolves agree; those three live on), or
   * skips; the host reads on; a timed step's clock is moved to its end when nobody answers.
   */
  const until = async (stop: (v: TableView) => boolean): Promise<TableView> => {
    const spared = (await room()).match.state.seats.filter((s) => ['werewolf', 'seer', 'witch'].includes(s.role)).map((s) => s.seat);
    for (let i = 0; i < 2000; i++) {
      const v = await view();
      if (v.status === 'ended') throw new Error('the game ended first');
      if (stop(v)) return v;
      const all = await turns();
      const seat = all.findIndex((t) => t.prompt && t.prompt.answer === undefined) + 1;
      if (seat > 0) {
        const prompt = all[seat - 1].prompt!;
        const spec = prompt.input;
        const pick = spec.type === 'seats' ? spec.options.filter((s) => s !== seat && !spared.includes(s)).slice(0, Math.max(spec.min, 1)) : [];
        const input = spec.type === 'seats' ? { seats: pick.length >= spec.min ? pick : spec.options.slice(0, spec.min) } : quietAnswer(prompt);
        const played = await play(seat, prompt.stepId, input);
        if (!played.ok) await must(play(seat, prompt.stepId, quietAnswer(prompt)));
        continue;
      }
      if (v.step?.timer && v.step.timer.endsAt > api.clock.now) api.clock.now = v.step.timer.endsAt;
      else await must(api.call(HOST, 'act', { roomNo, stepId: v.step!.id }));
    }
    throw new Error('stop never held');
  };
  return { api, table, turns, view, room, play, until };
}

const BOARDS: [string, string][] = [
  ['werewolf', 'classic'], ['werewolf', 'modern12-nightmare-guard'], ['werewolf', 'modern12-mechwolf-psychic'],
  ['werewolf', 'modern12-hiddenwolf-crow'], ['werewolf', 'modern12-gargoyle-gravedigger'], ['werewolf', 'modern12-purewhite'],
  ['werewolf', 'modern12-wolfbeauty-guard'], ['killer', 'standard'],
];

describe('every living phone has a seat grid and one confirm at every night step', () => {
  /** The night steps whose actor got a result with the guess, or a choice on the grid, over all the boards. */
  const guessed = new Set<string>();
  const onGrid = new Set<string>();

  it.each(BOARDS)('%s %s: two games of three nights, every night prompt answered by its confirm', async (game, preset) => {
    for (const seed of [3, 4]) {
      const { api, table, turns } = await setUp({ game, preset }, seed);
      const rng = seededRng(seed);
      const problems: string[] = [];
      let nightSteps = 0;
      for (let round = 0; round < 3000; round++) {
        const all = await turns();
        const view = all[0].table;
        if (view.status === 'ended' || view.round > 3) break;
        const step = view.step!;
        const night = view.phase === 'night' && step.waitsOn === 'players';
        if (night) nightSteps += 1;
        let answered = false;
        for (const [i, { prompt }] of all.entries()) {
          const seat = i + 1;
          if (night && view.seats[i].alive && !prompt) problems.push(`living seat ${seat} had nothing at ${step.key}`);
          if (!prompt || prompt.answer !== undefined) continue;
          let input: unknown;
          if (night) {
            const grid = gridOf(prompt.input);
            if (!grid) {
              problems.push(`${prompt.key}: a ${prompt.input.type} prompt off the grid`);
              continue;
            }
            if (prompt.input.type === 'choice') onGrid.add(prompt.key);
            if (prompt.key !== 'night.guess' && prompt.passLabel === '不猜') guessed.add(prompt.key);
            // The one confirm, with nothing picked where that may be, or a seat picked: a guess at
            // random, a real pick the first seat but one's own (the wolves agree and the game goes on).
            const real = grid.seats.find((s) => s !== seat) ?? grid.seats[0];
            const pick = grid.seats.length === 0 || (grid.mayPass && rng.int(4) === 0) ? undefined
              : prompt.key === 'night.guess' ? shuffle(rng, grid.seats)[0] : real;
            input = grid.send(pick);
          } else {
            input = dayAnswer(prompt, rng);
          }
          let played = await api.call(table.phones[i], 'play', { roomNo: table.roomNo, stepId: prompt.stepId, input });
          // By day a rule may refuse the first candidate (a lover's vote): the seat abstains.
          if (!night && !played.ok && played.error.code === 'ILLEGAL_MOVE') played = await api.call(table.phones[i], 'play', { roomNo: table.roomNo, stepId: prompt.stepId, input: quietAnswer(prompt) });
          if (!played.ok && played.error.code !== 'STALE_STEP') problems.push(`${prompt.key} refused ${JSON.stringify(input)}: ${played.error.message}`);
          answered = answered || played.ok;
        }
        if (answered) continue;
        // A step only its time closes (the 技能, one player's own choice): the time runs out.
        if (step.waitsOn === 'players' && !step.hostMayClose && step.timer) {
          api.clock.now = Math.max(api.clock.now, step.timer.endsAt);
          continue;
        }
        const acted = await api.call(HOST, 'act', { roomNo: table.roomNo, stepId: step.id });
        if (!acted.ok && acted.error.code !== 'STALE_STEP') throw new Error(`act ${step.key}: ${acted.error.message}`);
      }
      expect(problems).toEqual([]);
      expect(nightSteps).toBeGreaterThan(3);
    }
  }, 60_000);

  it('met the results shown and the witch\'s save on the boards above', () => {
    expect([...guessed]).toEqual(expect.arrayContaining([
      'night.seerResult', 'night.lovers', 'night.psychicResult', 'night.mechanicalWolfResult', 'night.policeResult', 'night.hiddenWolf',
    ]));
    expect([...onGrid]).toEqual(['night.witchSave']);
  });
});

/** A day answer: the first seats it offers, a random choice, 过. */
function dayAnswer(prompt: Prompt, rng: ReturnType<typeof seededRng>): Record<string, unknown> {
  const spec = prompt.input;
  if (spec.type === 'choice') return { choice: spec.options[rng.int(spec.options.length)].id };
  if (spec.type === 'seats') return { seats: spec.options.slice(0, Math.max(spec.min, 1)) };
  return {};
}

describe('a result shown asks the guess', () => {
  it('the seer\'s result: its facts, the decoy\'s grid and question; the answer is a guess that changes nothing, recorded like a decoy\'s', async () => {
    const { api, turns, view, room, play, until } = await setUp({ rules: { 'auto.nightStepSeconds': 5, 'auto.nightStepJitter': 0 } }, 5);
    const opened = await until((v) => v.step?.key === 'night.seerResult');
    const stepId = opened.step!.id;
    const seer = (await room()).match.state.seats.findIndex((s) => s.role === 'seer') + 1;
    const all = await turns();
    const living = opened.seats.filter((s) => s.alive).map((s) => s.seat);
    const prompt = all[seer - 1].prompt!;
    expect(prompt).toMatchObject({ key: 'night.seerResult', input: { type: 'seats', min: 0, max: 1, options: living }, passLabel: '不猜' });
    expect(prompt.info!.facts![0]).toMatch(/^\d+ 号是(好人|狼人)$/);
    // The question as the decoys of this step ask it, in the seer's own card.
    const decoy = all.find((t) => t.prompt?.key === 'night.guess')!.prompt!;
    expect(prompt.say.slice(-2)).toEqual(decoy.say);
    expect(prompt.say.length).toBeGreaterThan(2);
    expect(prompt.answer).toBeUndefined();
    // A bad guess is refused, as a decoy's is; a choice is no answer here.
    expect(await api.code(`${opened.roomNo}-phone${seer}`, 'play', { roomNo: opened.roomNo, stepId, input: { seats: [1, 2] } })).toBe('ILLEGAL_MOVE');
    expect(await api.code(`${opened.roomNo}-phone${seer}`, 'play', { roomNo: opened.roomNo, stepId, input: { choice: 'skip' } })).toBe('BAD_REQUEST');
    const before = await room();
    const guess = living.find((s) => s !== seer)!;
    const answered = await must<MyTurnResult>(play(seer, stepId, { seats: [guess] }));
    expect(answered.prompt).toMatchObject({ key: 'night.seerResult', answer: { seats: [guess] } });
    const after = await room();
    // Nothing of the game changed, nor of the table; the guess is recorded as a decoy's would be.
    expect(after.match).toEqual(before.match);
    expect((await view()).v).toBe(opened.v);
    expect(after.auto!.guesses!.filter((g) => g.stepId === stepId && g.seat === seer)).toEqual([{ round: 1, stepId, seat: seer, guess }]);
    // Changed on the same step: the last guess stands.
    await must(play(seer, stepId, { seats: [] }));
    expect((await room()).auto!.guesses!.filter((g) => g.stepId === stepId && g.seat === seer)).toEqual([{ round: 1, stepId, seat: seer, guess: null }]);
    // The step closes at its time, not at the answer.
    expect((await view()).step!.id).toBe(stepId);
    api.clock.now = opened.step!.timer!.endsAt;
    expect((await view()).step!.id).toBeGreaterThan(stepId);
  });

  it('at 0 s the seer\'s guess is its answer to the step: the night moves on', async () => {
    const { turns, room, play, until, view } = await setUp({}, 5);
    const opened = await until((v) => v.step?.key === 'night.seerResult');
    const seer = (await room()).match.state.seats.findIndex((s) => s.role === 'seer') + 1;
    expect((await turns())[seer - 1].prompt!.input.type).toBe('seats');
    const before = (await room()).match.state.seats;
    await must(play(seer, opened.step!.id, { seats: [] }));
    expect((await view()).step!.id).toBeGreaterThan(opened.step!.id);
    expect((await room()).match.state.seats).toEqual(before);
  });

  it('with decoys off nothing changes: the result tells, the seer says 知道了 and nothing else', async () => {
    const { turns, room, play, until, view } = await setUp({ rules: { 'auto.nightDecoy': 'off' } }, 5);
    const opened = await until((v) => v.step?.key === 'night.seerResult');
    const seer = (await room()).match.state.seats.findIndex((s) => s.role === 'seer') + 1;
    const prompt = (await turns())[seer - 1].prompt!;
    expect(prompt.input).toEqual({ type: 'none' });
    expect(prompt.passLabel).toBeUndefined();
    expect((await play(seer, opened.step!.id, { seats: [1] })).ok).toBe(false);
    await must(play(seer, opened.step!.id, {}));
    expect((await view()).step!.id).toBeGreaterThan(opened.step!.id);
    expect((await room()).auto!.guesses ?? []).toEqual([]);
  });
});

describe('the witch\'s save on the grid', () => {
  it('names the victim\'s seat in its option, and the option\'s id still saves', async () => {
    const { turns, room, play, until } = await setUp({}, 5);
    const opened = await until((v) => v.step?.key === 'night.witchSave');
    const { state } = (await room()).match;
    const witch = state.seats.findIndex((s) => s.role === 'witch') + 1;
    const prompt = (await turns())[witch - 1].prompt!;
    const victim = prompt.info!.victim as number;
    expect(victim).not.toBe(witch);
    expect(prompt.input).toEqual({ type: 'choice', options: [{ id: 'save', label: `用解药救 ${victim} 号`, seat: victim }, { id: 'skip', label: '不救' }] });
    await must(play(witch, opened.step!.id, { choice: 'save' }));
    const poison = await turns();
    expect(poison[witch - 1].prompt!.key).toBe('night.witchPoison');
    await must(play(witch, poison[witch - 1].prompt!.stepId, { seats: [] }));
    const dawn = await until((v) => v.phase === 'day');
    expect(dawn.seats[victim - 1].alive).toBe(true);
    expect((await room()).match.state.log.map((l) => l.text)).toContain(`女巫 ${witch} 号用解药救了 ${victim} 号`);
  });

  it('with the antidote spent: nothing on the grid to pick, the phone told why, 不救 sent', async () => {
    const { turns, room, play, until } = await setUp({}, 5);
    const first = await until((v) => v.step?.key === 'night.witchSave');
    const witch = (await room()).match.state.seats.findIndex((s) => s.role === 'witch') + 1;
    await must(play(witch, first.step!.id, { choice: 'save' }));
    const second = await until((v) => v.round === 2 && v.step?.key === 'night.witchSave');
    expect(second.seats[witch - 1].alive).toBe(true);
    const prompt = (await turns())[witch - 1].prompt!;
    expect(prompt.input).toEqual({ type: 'choice', options: [{ id: 'skip', label: '不救' }] });
    expect(prompt.emptyText).toBe('解药已经用过了');
    await must(play(witch, second.step!.id, { choice: 'skip' }));
  });
});

describe('the thief\'s cards', () => {
  /** The game as an auto room whose collection is on the open step (decoys on). */
  function autoRoom(g: TestGame): TableRoom {
    const members = g.match.state.seats.map((s) => ({ openid: `p${s.seat}`, seat: s.seat, nickname: `玩家${s.seat}` }));
    return {
      roomNo: '123456', judge: 'host', host: 'auto', members, match: g.match, createdAt: 0, updatedAt: 0,
      auto: { collection: openCollection(stepOf(g).id), timer: null, seatV: {} },
    };
  }
  const nine: RoleId[] = ['thief', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'villager', 'villager', 'villager'];

  it('two cards to choose from are not seats: the thief keeps his buttons', () => {
    const g = keysUntil(wolfGame(nine, {}, ['guard', 'villager']), 'night.thief').game;
    const { prompt } = myTurn(autoRoom(g), 1, 0);
    expect(prompt!.input).toEqual({ type: 'choice', options: [{ id: 'guard', label: '换成守卫' }, { id: 'villager', label: '换成村民' }] });
    expect(prompt!.emptyText).toBeUndefined();
  });

  it('one card he must take: a choice with no seat, on the grid with nothing to pick, and the phone says why', () => {
    const g = keysUntil(wolfGame(nine, {}, ['werewolf', 'villager']), 'night.thief').game;
    const { prompt } = myTurn(autoRoom(g), 1, 0);
    expect(prompt!.input).toEqual({ type: 'choice', options: [{ id: 'werewolf', label: '换成狼人' }] });
    expect(prompt!.emptyText).toBe('底牌中有狼人，盗贼必须换成狼人');
    const twins = keysUntil(wolfGame(nine, {}, ['villager', 'villager']), 'night.thief').game;
    expect(myTurn(autoRoom(twins), 1, 0).prompt!.emptyText).toBe('两张底牌都是村民，盗贼只能换成村民');
  });
});

describe('a role that must pick', () => {
  it('takes an empty 「确定」 as every decoy does: it is no pick, and the killers still pick before the step closes', async () => {
    const { api, table, turns, view, until } = await setUp({ game: 'killer', preset: 'standard', players: 9 }, 5);
    const night = await until((v) => v.step?.key === 'night.killers');
    const all = await turns();
    const prompts = all.filter((_t, i) => night.seats[i].alive).map((t) => t.prompt!);
    // Every living phone's confirm may be tapped with nothing picked: no phone waits alone for a seat.
    expect(prompts.every((p) => p.input.type === 'seats' && (p.input.min === 0 || p.input.skippable === true))).toBe(true);
    const killers = all.flatMap((t, i) => (t.prompt?.key === 'night.killers' ? [i + 1] : []));
    expect(killers.length).toBeGreaterThan(0);
    const [killer] = killers;
    const stepId = night.step!.id;
    const empty = await api.call(table.phones[killer - 1], 'play', { roomNo: table.roomNo, stepId, input: { seats: [] } });
    expect(empty.ok).toBe(true);
    // No pick: the killers' step is still open, and the killer may pick now.
    expect((await view()).step!.id).toBe(stepId);
    const target = all[killer - 1].prompt!.input.type === 'seats' ? (all[killer - 1].prompt!.input as { options: number[] }).options.find((s) => !killers.includes(s))! : 0;
    expect((await api.call(table.phones[killer - 1], 'play', { roomNo: table.roomNo, stepId, input: { seats: [target] } })).ok).toBe(true);
  });
});
