// What the judge, the table and the 复盘 are told, word by word, where it used to be wrong: a shot
// worded as the hunter's whoever fired, a feared seer told she was out, a dead role's "null 号".
import type { JudgeView, TableView } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { playToEnd, quietInput } from '../helpers/autoplay';
import { must } from '../helpers/phones';

const JUDGE = 'judge';

async function judgeRoom(preset: string) {
  const api = inProcessApi();
  const { roomNo } = await must(api.call(JUDGE, 'createRoom', { game: 'werewolf', players: 12, preset }));
  for (let s = 1; s <= 12; s++) await must(api.call(`p${s}`, 'joinRoom', { roomNo, seat: s }));
  let view = await must<JudgeView>(api.call(JUDGE, 'judgeView', { roomNo }));
  const act = async (input?: unknown) => {
    view = await must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId: view.step!.id, input }));
    return view;
  };
  /** Quiet taps until the step is `key`. */
  const until = async (key: string) => {
    for (let i = 0; i < 100 && view.step!.key !== key; i++) await act(quietInput(view.step!));
    expect(view.step!.key).toBe(key);
    return view;
  };
  const seatOf = (role: string) => view.seats.find((s) => s.role === role)!.seat;
  /** Every voter votes `seat` out. */
  const exile = (seat: number) => act({ ballots: Object.fromEntries((view.step!.input as { voters: number[] }).voters.map((v) => [v, seat])) });
  return { api, roomNo, act, until, seatOf, exile, view: () => view };
}

describe("a wolf king's shot", () => {
  it("is the wolf king's in the judge's log and the 复盘, and nobody's on the table while cards are hidden", async () => {
    const room = await judgeRoom('modern12-wolfking-guard');
    const { api, roomNo } = room;
    const king = room.seatOf('wolfKing');
    const villager = room.seatOf('villager');
    await room.until('day.vote');
    await room.exile(king);
    await room.until('day.wolfKing');
    const table = await must<TableView>(api.call(`p${villager}`, 'tableView', { roomNo }));
    expect(table.step).toMatchObject({ key: 'day.skill', say: ['请死亡的玩家决定是否发动技能。'] });
    expect(JSON.stringify(table)).not.toMatch(/狼王|猎人/);

    const shot = await room.act({ seats: [villager] });
    expect(shot.log.map((l) => l.text)).toEqual(expect.arrayContaining([
      `狼王 ${king} 号开枪带走 ${villager} 号`, `${villager} 号（村民）被狼王带走`,
    ]));
    expect(shot.log.map((l) => l.text).join()).not.toContain('被猎人带走');
    const after = await must<TableView>(api.call(`p${villager}`, 'tableView', { roomNo }));
    expect(after.log.map((l) => l.text)).toContain(`${villager} 号玩家出局`);
    expect(JSON.stringify(after)).not.toMatch(/狼王|猎人/);

    const end = await playToEnd((stepId, input) => must<JudgeView>(api.call(JUDGE, 'act', { roomNo, stepId, input })), shot);
    const fate = end.review!.seats[villager - 1].fate;
    expect(fate).toMatchObject({ causes: ['shot'], text: '第 1 天被狼王带走' });
    const deaths = end.review!.phases.flatMap((p) => p.events).filter((e) => e.kind === 'death' && e.seat === villager);
    expect(deaths).toEqual([{ kind: 'death', seat: villager, causes: ['shot'], shooter: king, text: `${villager} 号（村民）被狼王带走` }]);
  });
});

describe('the nightmare', () => {
  it('leaves the feared seer told she is feared tonight, not that she is out', async () => {
    const room = await judgeRoom('modern12-nightmare-guard');
    const seer = room.seatOf('seer');
    await room.until('night.nightmare');
    await room.act({ seats: [seer] });
    const check = await room.until('night.seer');
    expect(check.step!.input).toEqual({ type: 'none' });
    expect(check.step!.hint).toContain(`${seer} 号今晚被梦魇恐惧`);
    const result = await room.until('night.seerResult');
    expect(result.seats[seer - 1].alive).toBe(true);
    expect(result.step!.hint).toContain(`今晚没有查验（${seer} 号今晚被梦魇恐惧）`);
    expect(result.step!.hint).not.toContain('已出局');
  });

  it('once dead, is still called at night without a "null 号" in the log', async () => {
    const room = await judgeRoom('modern12-nightmare-guard');
    const nightmare = room.seatOf('nightmare');
    await room.until('day.vote');
    await room.exile(nightmare);
    expect(room.view().seats[nightmare - 1].alive).toBe(false);
    const called = await room.until('night.nightmare');
    expect(called.round).toBe(2);
    expect(called.step!.hint).toContain('梦魇已出局');
    await room.until('day.dawn');
    const log = room.view().log.map((l) => l.text);
    expect(log.join('\n')).not.toMatch(/null|undefined/);
    expect(log.filter((t) => t.startsWith('梦魇'))).toHaveLength(1);
  });
});

describe('a preset for one table size', () => {
  it('says the one size it is for', async () => {
    const api = inProcessApi();
    expect(await api.call(JUDGE, 'createRoom', { game: 'werewolf', players: 10, preset: 'modern12-idiot' }))
      .toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '「预女猎白」只适用于 12 人' } });
    expect(await api.call(JUDGE, 'createRoom', { game: 'werewolf', players: 19, preset: 'classic' }))
      .toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  });
});

describe("the wolf beauty's charm", () => {
  it('takes her charmed player out without naming her, while cards are hidden', async () => {
    const room = await judgeRoom('modern12-wolfbeauty-guard');
    const { api, roomNo } = room;
    const beauty = room.seatOf('wolfBeauty');
    const villager = room.seatOf('villager');
    await room.until('night.wolfBeauty');
    await room.act({ seats: [villager] });
    await room.until('day.vote');
    await room.exile(beauty);
    const charm = await room.until('day.wolfBeauty');
    // The judge reads the neutral skill line; who died is said once, as the next step's news.
    expect(charm.step!.say).toEqual(['请死亡的玩家决定是否发动技能。']);
    expect(charm.step!.hint).toContain(`狼美人 ${beauty} 号出局`);
    const table = await must<TableView>(api.call(`p${villager}`, 'tableView', { roomNo }));
    expect(table.step).toMatchObject({ key: 'day.skill', say: ['请死亡的玩家决定是否发动技能。'] });
    expect(JSON.stringify(table)).not.toContain('狼美人');
    const next = await room.act();
    expect(next.seats[villager - 1].alive).toBe(false);
    const after = await must<TableView>(api.call(`p${villager}`, 'tableView', { roomNo }));
    expect(JSON.stringify(after)).not.toContain('狼美人');
    if (next.step) expect(next.step.say[0]).toBe(`${villager} 号玩家出局。`);
  });
});
