// 自动主持 timers as a table lives them: a speaker's turn keeps its clock when someone else leaves and a
// new speaker gets a whole turn; a turn that opens while the room is paused starts when play resumes;
// with cards hidden, a dead player who passes his skill keeps the 「技能」 open as long as one with none.
import type { MyTurnResult, RoleCard, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { autoTable, must, quietAnswer } from '../helpers/phones';

const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
const SPEECH_MS = 90_000;

async function setUp(rules: Record<string, unknown>, seed = 1) {
  const api = inProcessApi(undefined, seed);
  const table = await autoTable(api.call, 'host', { game: 'werewolf', players: 12, preset: 'classic', rules: { ...FAST, 'sheriff.enabled': false, ...rules } });
  const { roomNo, phones } = table;
  const turns = () => Promise.all(phones.map((p) => must<MyTurnResult>(api.call(p, 'myTurn', { roomNo }))));
  const view = () => must<TableView>(api.call('host', 'tableView', { roomNo }));
  const host = (action: string, params: Record<string, unknown> = {}) => must(api.call('host', action, { roomNo, ...params }));
  const play = (seat: number, stepId: number, input: unknown) => api.call(phones[seat - 1], 'play', { roomNo, stepId, input });
  const roles = async () => (await turns()).map((t) => (t.card.card as RoleCard).role);
  const left = (v: TableView) => v.step!.timer!.endsAt - api.clock.now;
  return { api, phones, roomNo, turns, view, host, play, roles, left };
}
type Table = Awaited<ReturnType<typeof setUp>>;

/** Plays quietly until `stop`: the wolves kill `victim`, every other phone answers quietly, the host reads on. */
async function until(t: Table, victim: number, stop: (v: TableView) => boolean): Promise<TableView> {
  for (let i = 0; i < 300; i++) {
    const v = await t.view();
    if (stop(v)) return v;
    const all = await t.turns();
    const asked = all.flatMap((turn, seat) => (turn.prompt && turn.prompt.answer === undefined ? [seat + 1] : []));
    for (const seat of asked) {
      const prompt = all[seat - 1].prompt!;
      await t.play(seat, prompt.stepId, prompt.key === 'night.wolves' ? { seats: [victim] } : quietAnswer(prompt));
    }
    if (asked.length === 0) await t.host('act', { stepId: v.step!.id });
  }
  throw new Error('never got there');
}

const speakerOf = (all: MyTurnResult[]) => all.findIndex((turn) => turn.prompt?.key === 'day.speech') + 1;

/** The day's speeches with two speakers done and the third 60 s into his turn. */
async function midSpeeches(t: Table): Promise<number> {
  const victim = (await t.roles()).indexOf('villager') + 1;
  await until(t, victim, (v) => v.step?.key === 'day.speech');
  for (let k = 0; k < 2; k++) {
    const all = await t.turns();
    const seat = speakerOf(all);
    await must(t.play(seat, all[seat - 1].prompt!.stepId, {}));
  }
  t.api.clock.now += 60_000;
  return speakerOf(await t.turns());
}

describe('speech turns in an auto room', () => {
  it('a speaker marked 离场 hands a whole turn to the next; another seat leaving leaves the turn as it was', async () => {
    const t = await setUp({});
    const speaker = await midSpeeches(t);
    expect(t.left(await t.view())).toBe(SPEECH_MS - 60_000);
    // Someone who is not speaking leaves: the speaker's clock runs on.
    const other = (await t.turns()).findIndex((turn, i) => i + 1 !== speaker && turn.table.seats[i].alive && !turn.prompt) + 1;
    await t.host('leave', { seat: other });
    expect(speakerOf(await t.turns())).toBe(speaker);
    expect(t.left(await t.view())).toBe(SPEECH_MS - 60_000);
    // The speaker himself leaves: the next speaker gets the whole turn.
    await t.host('leave', { seat: speaker });
    const next = speakerOf(await t.turns());
    expect(next).not.toBe(speaker);
    expect(next).toBeGreaterThan(0);
    expect(t.left(await t.view())).toBe(SPEECH_MS);
  });

  it('a turn that opens while the room is paused starts its clock when play resumes', async () => {
    const t = await setUp({});
    await midSpeeches(t);
    const v = await t.view();
    await t.host('pause');
    t.api.clock.now += 100_000;
    await t.host('act', { stepId: v.step!.id });
    t.api.clock.now += 100_000;
    await t.host('resume');
    expect(t.left(await t.view())).toBe(SPEECH_MS);
  });
});

describe('the neutral 「技能」 with cards hidden', () => {
  /** The 「技能」 after the night's death of `role`, and what the table shows 2 s after the dead phone passes (if it may). */
  async function passAfterDeath(role: string) {
    const t = await setUp({ 'reveal.onDeath': false }, 2);
    const victim = (await t.roles()).indexOf(role) + 1;
    const skill = await until(t, victim, (v) => v.phase === 'day' && v.step?.key === 'day.skill');
    t.api.clock.now += 2000;
    const turn = await must<MyTurnResult>(t.api.call(t.phones[victim - 1], 'myTurn', { roomNo: t.roomNo }));
    if (turn.prompt) await must(t.play(victim, turn.prompt.stepId, { seats: [] }));
    return { skill, after: await t.view(), t };
  }

  it('a hunter who does not shoot keeps it open as long as a villager, who has no skill', async () => {
    const hunter = await passAfterDeath('hunter');
    const villager = await passAfterDeath('villager');
    for (const { skill, after, t } of [hunter, villager]) {
      expect(after.step).toMatchObject({ id: skill.step!.id, key: 'day.skill', say: skill.step!.say });
      expect(t.left(after)).toBe(28_000);
    }
  });
});
