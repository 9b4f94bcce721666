// 自动主持: each role's result reaches its own phone, worded, and no other phone. An auto room is
// played over the action layer (quiet answers, no night timer) until the role's step opens; then
// every seat reads its turn: the actor sees exactly the fact the server holds, the others nothing.
import type { MyTurnResult, Prompt, TableView } from '../../typings/api';
import type { GameState } from '../../cloudfunctions/game/src/engine/core/state';
import { gameModule } from '../../cloudfunctions/game/src/engine/registry';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, quietAnswer } from '../helpers/phones';

const HOST = 'host';
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };

type Answers = Record<string, (prompt: Prompt, state: GameState<any>) => Record<string, unknown>>;

/** Picks the last seat offered (a check, a kill, a skill that must be used to show its result). */
const lastSeat = (prompt: Prompt) => ({ seats: prompt.input.type === 'seats' ? prompt.input.options.slice(-1) : [] });

interface Reached { turns: MyTurnResult[]; state: GameState<any>; table: TableView }

/** Plays a room until some seat is prompted for `key`; every seat's turn then, and the server's state. */
async function reach(params: Record<string, unknown>, key: string, answers: Answers = {}, seed = 7): Promise<Reached> {
  const api = inProcessApi(undefined, seed);
  const rules = { ...FAST, ...(params.rules as object | undefined) };
  const table = await autoTable(api.call, HOST, { game: 'werewolf', players: 12, ...params, rules });
  const { roomNo, phones } = table;
  const turns = () => Promise.all(phones.map((phone) => must<MyTurnResult>(api.call(phone, 'myTurn', { roomNo }))));
  for (let i = 0; i < 300; i++) {
    const view = await must<TableView>(api.call(HOST, 'tableView', { roomNo }));
    if (!view.step) throw new Error(`ended before ${key}`);
    const now = await turns();
    if (now.some((t) => t.prompt?.key === key)) {
      return { turns: now, state: (await api.store.get(roomNo))!.room.match.state, table: view };
    }
    let answered = false;
    const state = (await api.store.get(roomNo))!.room.match.state;
    for (const [index, turn] of now.entries()) {
      const { prompt } = turn;
      if (!prompt || prompt.answer || prompt.stepId !== view.step.id) continue;
      const input = (answers[prompt.key] ?? quietAnswer)(prompt, state);
      answered = (await api.call(phones[index], 'play', { roomNo, stepId: prompt.stepId, input })).ok || answered;
    }
    if (answered) continue;
    if (view.step.waitsOn === 'players' && view.step.timer && view.step.timer.endsAt > api.clock.now) api.clock.now = view.step.timer.endsAt;
    else await must(api.call(HOST, 'act', { roomNo, stepId: view.step.id }));
  }
  throw new Error(`never reached ${key}`);
}

const seatsWith = (state: GameState<any>, ...roles: string[]) => state.seats.filter((s) => roles.includes(s.role)).map((s) => s.seat);
const name = (role: string) => gameModule('werewolf').info.roles.find((r) => r.id === role)!.name;
/** The last act of a role's step as the deal recorded it (the review's truth, not the prompt's). */
const lastAct = (state: GameState<any>, key: string) => [...(state.events ?? [])].reverse().find((e) => e.kind === 'action' && e.key === key) as
  { targets: number[]; result?: string } | undefined;

/**
 * The actors see `facts` on their prompt (no judge's gesture in its lines); every other living seat
 * has the night's decoy guess (the same step, no fact), a dead seat no prompt.
 */
function expectOnly({ turns, table, state }: Reached, key: string, actors: number[], facts: string[]) {
  const prompted = turns.flatMap((t, i) => (t.prompt && t.prompt.key !== 'night.guess' ? [i + 1] : []));
  expect(prompted).toEqual(actors);
  for (const [i, turn] of turns.entries()) {
    if (actors.includes(i + 1)) continue;
    const decoy = state.phase === 'night' && state.seats[i].alive;
    expect(turn.prompt && { key: turn.prompt.key, stepId: turn.prompt.stepId }).toEqual(decoy ? { key: 'night.guess', stepId: table.step!.id } : null);
  }
  for (const seat of actors) {
    const prompt = turns[seat - 1].prompt!;
    expect(prompt.key).toBe(key);
    expect(prompt.info?.facts).toEqual(facts);
    expect(prompt.say.join()).not.toMatch(/手势|示意|指向|摇手|拇指/);
  }
  for (const [i, turn] of turns.entries()) {
    if (!actors.includes(i + 1)) expect(JSON.stringify(turn)).not.toMatch(/"facts"|"marks"/);
  }
  expect(JSON.stringify(table)).not.toMatch(/"facts"|手势/);
}

describe("each role's result on its own phone only", () => {
  it('the seer sees 好人/狼人 for the seat checked, not the judge\'s gesture', async () => {
    const reached = await reach({ preset: 'classic' }, 'night.seerResult');
    const { targets: [seat], result } = lastAct(reached.state, 'night.seer')!;
    expectOnly(reached, 'night.seerResult', seatsWith(reached.state, 'seer'), [`${seat} 号是${result === 'wolf' ? '狼人' : '好人'}`]);
  });

  it('under 看身份牌 the seer sees the card by its catalog name', async () => {
    const reached = await reach({ preset: 'classic', rules: { 'seer.result': 'fullRole' } }, 'night.seerResult');
    const { targets: [seat], result } = lastAct(reached.state, 'night.seer')!;
    expect(result).not.toMatch(/^(wolf|good)$/);
    expectOnly(reached, 'night.seerResult', seatsWith(reached.state, 'seer'), [`${seat} 号是${name(result!)}`]);
  });

  it.each([
    ['psychic', 'modern12-mechwolf-psychic', 'night.psychic', 'night.psychicResult'],
    ['gargoyle', 'modern12-gargoyle-gravedigger', 'night.gargoyle', 'night.gargoyleResult'],
    ['mechanicalWolf', 'modern12-mechwolf-psychic', 'night.mechanicalWolf', 'night.mechanicalWolfResult'],
    // Roles added with no wording of their own: their `{ seat, role }` info is worded by its shape.
    ['pureWhite', 'modern12-purewhite', 'night.pureWhite', 'night.pureWhiteResult'],
    ['wolfWitch', 'modern12-purewhite', 'night.wolfWitch', 'night.wolfWitchResult'],
  ])('the %s sees the card of the seat it checked', async (role, preset, act, key) => {
    const reached = await reach({ preset }, key, { [act]: lastSeat });
    const { targets: [seat], result } = lastAct(reached.state, act)!;
    expectOnly(reached, key, seatsWith(reached.state, role), [`${seat} 号是${name(result!)}`]);
  });

  it('the hidden wolf is shown the wolf team on the first night', async () => {
    const reached = await reach({ preset: 'modern12-hiddenwolf-crow' }, 'night.hiddenWolf');
    const mates = seatsWith(reached.state, 'werewolf');
    expectOnly(reached, 'night.hiddenWolf', seatsWith(reached.state, 'hiddenWolf'), [`狼队友：${mates.map((s) => `${s} 号`).join('、')}`]);
  });

  it.each([
    ['hunter', 'classic', 'night.hunterStatus'],
    ['wolfKing', 'modern12-wolfking-guard', 'night.wolfKingStatus'],
  ])('the %s learns whether he could shoot tonight', async (role, preset, key) => {
    // Quiet answers: nobody is poisoned, so whoever the wolves took, he could shoot.
    const reached = await reach({ preset, rules: { 'night.shotStatus': true } }, key);
    expectOnly(reached, key, seatsWith(reached.state, role), ['你今晚可以开枪']);
  });

  it('the gravedigger hears that nobody was exiled yesterday', async () => {
    const reached = await reach({ preset: 'modern12-gargoyle-gravedigger' }, 'night.gravedigger');
    expect(reached.state.round).toBe(2);
    expectOnly(reached, 'night.gravedigger', seatsWith(reached.state, 'gravedigger'), ['昨天没有人被投票放逐']);
  });

  it('the gravedigger learns whether yesterday\'s exile was good or wolf', async () => {
    // Every voter votes the first candidate: someone is exiled on day 1.
    const first = (prompt: Prompt) => ({ seats: prompt.input.type === 'seats' ? prompt.input.options.slice(0, 1) : [] });
    const reached = await reach({ preset: 'modern12-gargoyle-gravedigger' }, 'night.gravedigger', { 'day.vote': first });
    const exiled = (reached.state.x.exiled as { seat: number }).seat;
    const camp = gameModule('werewolf').info.roles.find((r) => r.id === reached.state.seats[exiled - 1].role)!.camp;
    expectOnly(reached, 'night.gravedigger', seatsWith(reached.state, 'gravedigger'), [`${exiled} 号是${camp === 'wolf' ? '狼人' : '好人'}`]);
  });

  it("the witch sees tonight's victim", async () => {
    const reached = await reach({ preset: 'classic' }, 'night.witchSave', { 'night.wolves': lastSeat });
    const victim = reached.state.x.target as number;
    expectOnly(reached, 'night.witchSave', seatsWith(reached.state, 'witch'), [`今晚被杀的是 ${victim} 号`]);
    expect(reached.turns[seatsWith(reached.state, 'witch')[0] - 1].prompt!.info!.marks).toEqual([{ seat: victim, text: '被杀' }]);
  });

  it('the thief sees the two centre cards', async () => {
    // Seed 3 seats the thief (with another, his card may lie in the centre: then nobody is prompted).
    const reached = await reach({ preset: 'classic', players: 13 }, 'night.thief', {}, 3);
    const center = (reached.state.x.center as string[]).map(name).join('、');
    expectOnly(reached, 'night.thief', seatsWith(reached.state, 'thief'), [`两张底牌：${center}`]);
  });

  it('each lover sees the other (the seat, not the card)', async () => {
    const pickTwo = (prompt: Prompt) => ({ seats: prompt.input.type === 'seats' ? prompt.input.options.slice(2, 4) : [] });
    const reached = await reach({ preset: 'classic' }, 'night.lovers', { 'night.cupid': pickTwo });
    const [a, b] = reached.state.x.lovers as number[];
    const prompted = reached.turns.flatMap((t, i) => (t.prompt && t.prompt.key !== 'night.guess' ? [i + 1] : []));
    expect(prompted).toEqual([a, b]);
    expect(reached.turns[a - 1].prompt!.info!.facts).toEqual([`你和 ${b} 号是情侣`]);
    expect(reached.turns[b - 1].prompt!.info!.facts).toEqual([`你和 ${a} 号是情侣`]);
    expect(JSON.stringify(reached.turns[a - 1].prompt)).not.toContain(reached.state.seats[b - 1].role);
  });

  it('each wolf sees its teammates', async () => {
    const reached = await reach({ preset: 'classic' }, 'night.wolves');
    const wolves = seatsWith(reached.state, 'werewolf');
    const prompted = reached.turns.flatMap((t, i) => (t.prompt && t.prompt.key !== 'night.guess' ? [i + 1] : []));
    expect(prompted).toEqual(wolves);
    for (const seat of wolves) {
      const mates = wolves.filter((s) => s !== seat);
      expect(reached.turns[seat - 1].prompt!.info!.facts![0]).toBe(`狼队友：${mates.join('、')} 号`);
    }
  });

  it('every living police officer sees the check, no one else', async () => {
    const reached = await reach({ game: 'killer', players: 12 }, 'night.policeResult');
    const check = reached.state.x.check as number;
    const isKiller = reached.state.seats[check - 1].role === 'killer';
    expectOnly(reached, 'night.policeResult', seatsWith(reached.state, 'police'), [`${check} 号${isKiller ? '是杀手' : '不是杀手'}`]);
  });

  it('a player the nightmare feared learns it on his phone when his role is called, and is asked only the guess', async () => {
    const fearSeer = (_prompt: Prompt, state: GameState<any>) => ({ seats: seatsWith(state, 'seer') });
    const reached = await reach({ preset: 'modern12-nightmare-guard' }, 'night.seer', { 'night.nightmare': fearSeer });
    const [seer] = seatsWith(reached.state, 'seer');
    expectOnly(reached, 'night.seer', [seer], [`${seer} 号今晚被梦魇恐惧`, '你今晚不能使用技能']);
    // Nothing of his role to pick: the decoys' grid and 不猜, like every other phone.
    const decoy = reached.turns.find((t) => t.prompt?.key === 'night.guess')!.prompt!;
    expect(reached.turns[seer - 1].prompt).toMatchObject({ input: decoy.input, passLabel: '不猜' });
  });
});
