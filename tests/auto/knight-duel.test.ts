// 自动主持, 骑士: a duel breaks into the day's speeches; they resume with the speaker who was on or
// due next, also when the knight was sheriff and his badge is handed over in between.
import type { MyTurnResult, Prompt, RoleCard, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, quietAnswer } from '../helpers/phones';
import { openStep } from '../../cloudfunctions/game/src/auto-clock';

const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
const roleOf = (turn: MyTurnResult) => (turn.card.card as RoleCard).role;

async function setUp() {
  const api = inProcessApi();
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'modern12-whitewolfking-knight', rules: FAST });
  const turns = () => Promise.all(table.phones.map((p) => must<MyTurnResult>(api.call(p, 'myTurn', { roomNo: table.roomNo }))));
  return { api, table, turns };
}

/**
 * Plays quietly until the knight may duel: wolves kill a villager, nobody else acts, and only
 * `candidate` (if any) stands for sheriff.
 */
async function untilDuel(setup: Awaited<ReturnType<typeof setUp>>, candidate?: (turns: MyTurnResult[]) => number): Promise<MyTurnResult[]> {
  const { api, table, turns } = setup;
  let seen = await turns();
  const victim = seen.findIndex((t) => roleOf(t) === 'villager') + 1;
  for (let i = 0; i < 200; i++) {
    if (seen.some((t) => t.dayActions?.duel)) return seen;
    const asked = seen.flatMap((t, seat) => (t.prompt && t.prompt.answer === undefined ? [seat] : []));
    for (const seat of asked) {
      const prompt = seen[seat].prompt!;
      const answer = answerFor(prompt, seat + 1, victim, candidate?.(seen));
      const played = await api.call(table.phones[seat], 'play', { roomNo: table.roomNo, stepId: prompt.stepId, input: answer });
      if (!played.ok && played.error.code !== 'STALE_STEP') throw new Error(`${played.error.code}: ${played.error.message}`);
    }
    if (asked.length === 0) await must(api.call(table.host, 'act', { roomNo: table.roomNo, stepId: seen[0].table.step!.id }));
    seen = await turns();
  }
  throw new Error('the knight never got to duel');
}

function answerFor(prompt: Prompt, seat: number, victim: number, candidate: number | undefined): Record<string, unknown> {
  if (prompt.key === 'night.wolves') return { seats: [victim] };
  if (prompt.key === 'day.sheriffCandidates' && seat === candidate && prompt.input.type === 'choice') {
    return { choice: prompt.input.options.find((o) => o.id !== 'stay')!.id };
  }
  return quietAnswer(prompt);
}

/** The speaking order the host screen reads out: 「请从 a 号开始依次发言：a → b → c。」 */
function orderSaid(table: TableView): number[] {
  const line = table.step!.say.find((l) => l.includes('依次发言：'))!;
  return line.slice(line.indexOf('：') + 1).split(' → ').map((s) => parseInt(s, 10));
}

const speakerOf = (turns: MyTurnResult[]) => turns.findIndex((t) => t.prompt?.key === 'day.speech') + 1;

async function passSpeaker(setup: Awaited<ReturnType<typeof setUp>>, turns: MyTurnResult[]): Promise<MyTurnResult[]> {
  const seat = speakerOf(turns);
  await must(setup.api.call(setup.table.phones[seat - 1], 'play', { roomNo: setup.table.roomNo, stepId: turns[seat - 1].prompt!.stepId, input: {} }));
  return setup.turns();
}

function seatsOf(turns: MyTurnResult[], role: string): number[] {
  return turns.flatMap((t, i) => (roleOf(t) === role && t.table.seats[i].alive ? [i + 1] : []));
}

async function duel(setup: Awaited<ReturnType<typeof setUp>>, knight: number, target: number, stepId: number): Promise<TableView> {
  const answer = await must<MyTurnResult>(setup.api.call(setup.table.phones[knight - 1], 'play', { roomNo: setup.table.roomNo, stepId, input: { duel: target } }));
  return answer.table;
}

describe('骑士决斗 in an auto room', () => {
  it('a failed duel keeps the turn with the speaker who was on, not the first of the order', async () => {
    const setup = await setUp();
    let turns = await untilDuel(setup);
    const knight = seatsOf(turns, 'knight')[0];
    // Only the knight's phone offers the duel, in the words of the knight's own file.
    expect(turns[knight - 1].dayActionWords?.duel).toMatchObject({ button: '决斗', send: '决斗 {target} 号', badge: '决斗' });
    expect(turns.filter((t) => t.dayActionWords?.duel).length).toBe(1);
    const order = orderSaid(turns[0].table);
    turns = await passSpeaker(setup, turns);
    turns = await passSpeaker(setup, turns);
    const due = order.slice(2).filter((s) => s !== knight);
    const good = seatsOf(turns, 'villager').find((s) => s !== due[0])!;
    const after = await duel(setup, knight, good, turns[0].table.step!.id);
    expect(after.seats[knight - 1].alive).toBe(false);
    expect(after.step?.key).toBe('day.speech');
    expect(speakerOf(await setup.turns())).toBe(due[0]);
    // The host says what happened and that the round goes on, before calling the speaker.
    expect(after.step?.say).toEqual([
      `${knight} 号骑士发起决斗，决斗 ${good} 号。`, `${good} 号是好人，骑士以死谢罪，继续发言。`,
      '继续发言：接着刚才停下的地方，还没发言的玩家依次发言。', `请 ${due[0]} 号玩家发言。`,
    ]);
  });

  it('a sheriff knight dies in his duel: after the badge the turn is still with the speaker who was on', async () => {
    const setup = await setUp();
    const knightOf = (turns: MyTurnResult[]) => seatsOf(turns, 'knight')[0];
    let turns = await untilDuel(setup, knightOf);
    const knight = knightOf(turns);
    expect(turns[0].table.seats[knight - 1].tags).toContain('sheriff');
    const order = orderSaid(turns[0].table);
    expect(order.at(-1)).toBe(knight);
    turns = await passSpeaker(setup, turns);
    turns = await passSpeaker(setup, turns);
    const due = order.slice(2, -1);
    const heir = due[1];
    const good = seatsOf(turns, 'villager').find((s) => s !== due[0] && s !== heir)!;
    const badge = await duel(setup, knight, good, turns[0].table.step!.id);
    expect(badge.step?.key).toBe('day.badge');
    // The badge is the dying sheriff's own choice: the host phone can neither skip it nor lose the badge for him.
    expect(badge.step?.hostMayClose).toBeUndefined();
    expect(await setup.api.code(setup.table.host, 'act', { roomNo: setup.table.roomNo, stepId: badge.step!.id })).toBe('NOT_YOUR_TURN');
    turns = await setup.turns();
    await must(setup.api.call(setup.table.phones[knight - 1], 'play', { roomNo: setup.table.roomNo, stepId: turns[knight - 1].prompt!.stepId, input: { seats: [heir] } }));
    turns = await setup.turns();
    expect(turns[0].table.seats[heir - 1].tags).toContain('sheriff');
    expect(turns[0].table.step?.key).toBe('day.speech');
    expect(speakerOf(turns)).toBe(due[0]);
  });
});

describe('the 技能 window in front of the speeches', () => {
  it('offers no duel and refuses one: the duel waits for the speeches, as on a skill\'s own step', async () => {
    const api = inProcessApi();
    const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'modern12-wolfbeauty-knight', rules: { ...FAST, 'reveal.onDeath': false } });
    const { roomNo, phones } = table;
    const turns = () => Promise.all(phones.map((p) => must<MyTurnResult>(api.call(p, 'myTurn', { roomNo }))));
    for (let i = 0; i < 400; i++) {
      const seen = await turns();
      const view = seen[0].table;
      if (view.status === 'ended') break;
      const stored = (await api.store.get(roomNo))!.room;
      const knight = seatsOf(seen, 'knight')[0];
      if (knight !== undefined && stored.auto?.skill && openStep(stored)?.key === 'day.speech') {
        expect(view.step?.key).toBe('day.skill');
        expect(seen.some((t) => t.dayActions?.duel)).toBe(false);
        const wolf = seatsOf(seen, 'werewolf')[0];
        const refused = await api.call(phones[knight - 1], 'play', { roomNo, stepId: view.step!.id, input: { duel: wolf } });
        expect(refused).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '你现在不能决斗' } });
        // Once the window has run out the speeches start, and with them the duel.
        api.clock.now = stored.auto.skill.endsAt;
        const speech = await turns();
        expect(speech[0].table.step?.key).toBe('day.speech');
        expect(speech[knight - 1].dayActions?.duel).toEqual([knight]);
        return;
      }
      const villager = seatsOf(seen, 'villager')[0];
      const asked = seen.flatMap((t, seat) => (t.prompt && t.prompt.answer === undefined ? [seat] : []));
      for (const seat of asked) {
        const prompt = seen[seat].prompt!;
        const answer = prompt.key === 'night.wolves' ? { seats: [villager] } : quietAnswer(prompt);
        const played = await api.call(phones[seat], 'play', { roomNo, stepId: prompt.stepId, input: answer });
        if (!played.ok && played.error.code !== 'STALE_STEP') throw new Error(`${played.error.code}: ${played.error.message}`);
      }
      if (asked.length > 0 || !view.step) continue;
      const endsAt = view.step.timer?.endsAt;
      if (endsAt !== undefined && endsAt > api.clock.now) api.clock.now = endsAt;
      else await api.call(table.host, 'act', { roomNo, stepId: view.step.id });
    }
    throw new Error('no 技能 window in front of the speeches with the knight alive');
  });
});
