// 自动主持 over HTTP: the day actions a phone sends outside any prompt — 骑士's 决斗 and 白狼王's
// 自爆带人 — only from the seat the server names, with clear Chinese refusals for anyone else.
import type { MyTurnResult, Prompt, RoleCard, TableView } from '../../typings/api';
import { autoTable, must, type Call, type Table } from '../helpers/phones';
import { startServer, type RunningServer } from '../helpers/server';

const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
let server: RunningServer;
let call: Call;
beforeAll(async () => {
  server = await startServer({ GAME_RATE_LIMIT: '0' });
  call = (openid, action, params = {}) => server.call(openid, action, params);
});
afterAll(async () => {
  await server.stop();
});

const roleOf = (turn: MyTurnResult) => (turn.card.card as RoleCard).role;

/** A quiet answer that kills nobody important: wolves agree on `victim`, everyone else passes or abstains. */
function quietAnswer(prompt: Prompt, victim: number): Record<string, unknown> {
  const spec = prompt.input;
  if (prompt.key === 'night.wolves') return { seats: [victim] };
  switch (spec.type) {
    case 'choice': {
      const pass = spec.options.find((o) => ['stay', 'skip', 'none', 'no'].includes(o.id));
      return { choice: (pass ?? spec.options[spec.options.length - 1]).id };
    }
    case 'seats':
      return { seats: spec.min === 0 || spec.skippable ? [] : spec.options.filter((s) => s !== victim).slice(0, spec.min) };
    default:
      return {};
  }
}

/** Plays the 白狼王骑士 board quietly until the knight may duel (a day's speeches); the turns then. */
async function untilKnightMayDuel(table: Table): Promise<MyTurnResult[]> {
  const { roomNo, phones, host } = table;
  let turns = await Promise.all(phones.map((p) => must<MyTurnResult>(call(p, 'myTurn', { roomNo }))));
  const victim = turns.findIndex((t) => roleOf(t) === 'villager') + 1;
  for (let i = 0; i < 200; i++) {
    if (turns.some((t) => t.dayActions?.duel)) return turns;
    const asked = turns.flatMap((t, seat) => (t.prompt && t.prompt.answer === undefined ? [seat] : []));
    for (const seat of asked) {
      const prompt = turns[seat].prompt!;
      // At night every living phone answers (decoys too): the step may close before the last of them does.
      const played = await call(phones[seat], 'play', { roomNo, stepId: prompt.stepId, input: quietAnswer(prompt, victim) });
      if (!played.ok && played.error.code !== 'STALE_STEP') throw new Error(`${played.error.code}: ${played.error.message}`);
    }
    if (asked.length === 0) await must(call(host, 'act', { roomNo, stepId: turns[0].table.step!.id }));
    turns = await Promise.all(phones.map((p) => must<MyTurnResult>(call(p, 'myTurn', { roomNo }))));
  }
  throw new Error('the knight never got to duel');
}

describe('day actions from the phones (白狼王骑士)', () => {
  it('lets the knight duel and the white wolf king explode taking someone, and refuses everyone else in Chinese', async () => {
    const table = await autoTable(call, 'host-day', { game: 'werewolf', players: 12, preset: 'modern12-whitewolfking-knight', rules: FAST });
    const { roomNo, phones } = table;
    const turns = await untilKnightMayDuel(table);
    const seatOf = (role: string) => turns.findIndex((t) => roleOf(t) === role) + 1;
    const knight = seatOf('knight');
    const king = seatOf('whiteWolfKing');
    const wolf = seatOf('werewolf');
    const villagers = turns.flatMap((t, i) => (roleOf(t) === 'villager' && t.table.seats[i].alive ? [i + 1] : []));
    const step = turns[0].table.step!;
    expect(step.key).toBe('day.speech');
    // The server names who may do what, each phone only its own seat.
    expect(turns[knight - 1].dayActions).toEqual({ duel: [knight] });
    expect(turns[king - 1].dayActions?.explodeTake).toEqual([king]);
    expect(turns[villagers[0] - 1].dayActions).toBeUndefined();

    const play = async (seat: number, input: unknown) => {
      const answer = await call(phones[seat - 1], 'play', { roomNo, stepId: step.id, input });
      return answer.ok ? 'ok' : `${answer.error.code} ${answer.error.message}`;
    };
    const before = await must<TableView>(call(phones[0], 'tableView', { roomNo }));
    expect(await play(villagers[0], { duel: wolf })).toBe('NOT_YOUR_TURN 你现在不能决斗');
    expect(await play(wolf, { explode: wolf, take: villagers[0] })).toBe('NOT_YOUR_TURN 你现在不能自爆带人');
    expect(await play(king, { explode: wolf, take: villagers[0] })).toBe('NOT_YOUR_TURN 只能自己自爆');
    expect(await play(knight, { duel: knight })).toBe('ILLEGAL_MOVE 骑士不能和自己决斗');
    expect(await play(king, { explode: king, take: king })).toBe('ILLEGAL_MOVE 白狼王不能带走自己');
    expect(await play(knight, { duel: 'x' })).toMatch(/^BAD_REQUEST /);
    // Nothing of it changed the room.
    expect((await must<TableView>(call(phones[0], 'tableView', { roomNo }))).v).toBe(before.v);

    // The knight duels a good player: he pays with his life, the speeches go on.
    const dueled = await must<MyTurnResult>(call(phones[knight - 1], 'play', { roomNo, stepId: step.id, input: { duel: villagers[0] } }));
    expect(dueled.table.seats[knight - 1].alive).toBe(false);
    expect(dueled.table.seats[villagers[0] - 1].alive).toBe(true);
    expect(dueled.dayActions?.duel).toBeUndefined();
    let kingTurn = await must<MyTurnResult>(call(phones[king - 1], 'myTurn', { roomNo }));
    for (let i = 0; i < 20 && !kingTurn.dayActions?.explodeTake; i++) {
      // The day resumes after the knight's death (his last words, if any, are a step of their own).
      await must(call(table.host, 'act', { roomNo, stepId: kingTurn.table.step!.id }));
      kingTurn = await must<MyTurnResult>(call(phones[king - 1], 'myTurn', { roomNo }));
    }
    expect(kingTurn.dayActions?.explodeTake).toEqual([king]);

    // The white wolf king explodes taking a villager: both are out, the day is over.
    const target = villagers[1];
    const exploded = await must<MyTurnResult>(call(phones[king - 1], 'play', {
      roomNo, stepId: kingTurn.table.step!.id, input: { explode: king, take: target },
    }));
    expect(exploded.table.seats[king - 1].alive).toBe(false);
    expect(exploded.table.seats[target - 1].alive).toBe(false);
    expect(exploded.table.step?.say.join('') ?? '').not.toContain('发言');
  });
});
