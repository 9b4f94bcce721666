// 出局后可见 `all`: a dead player sees every card only once the day has nothing more of him. His
// last words, a shot or the badge still speak to the living: until they are over he sees what they see.
import type { JudgeView, MyCardResult } from '../../typings/api';
import { inProcessApi } from '../helpers/api';
import { quietInput, simpleInput } from '../helpers/autoplay';
import { JUDGE, judgeRoom, player } from '../helpers/judge-room';

type Api = ReturnType<typeof inProcessApi>;
const keyOf = (view: JudgeView): string => view.step!.key;

/** The judge acts `input` (else the simplest input) on the open step. */
async function act(api: Api, roomNo: string, view: JudgeView, input?: unknown): Promise<JudgeView> {
  return api.ok(JUDGE, 'act', { roomNo, stepId: view.step!.id, input: input ?? simpleInput(view.step!) });
}

async function deadSeeOf(api: Api, roomNo: string, seat: number): Promise<MyCardResult['deadSee']> {
  return ((await api.ok(player(seat), 'myCard', { roomNo })) as MyCardResult).deadSee;
}

describe('出局后可见: all', () => {
  it('杀人游戏: the night victim sees no card at dawn nor in his last words, every card once they are said', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'killer', 9, { rules: { deadSee: 'all' } });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    const victim = view.seats.find((s) => s.role === 'civilian')!.seat;
    while (keyOf(view) !== 'night.killers') view = await act(api, roomNo, view);
    view = await act(api, roomNo, view, { seats: [victim] });
    while (keyOf(view) !== 'day.dawn') view = await act(api, roomNo, view);
    expect(await deadSeeOf(api, roomNo, victim)).toBeUndefined();
    view = await act(api, roomNo, view);
    expect(view.step).toMatchObject({ key: 'day.lastWords' });
    expect(await deadSeeOf(api, roomNo, victim)).toBeUndefined();
    view = await act(api, roomNo, view);
    expect(view.step!.key).toBe('day.speech');
    expect((await deadSeeOf(api, roomNo, victim))?.seats).toHaveLength(9);
  });

  it('狼人杀: a hunter killed at night sees no card until he has shot (and spoken)', async () => {
    const api = inProcessApi();
    const roomNo = await judgeRoom(api, 'werewolf', 9, { roles: { werewolf: 3, seer: 1, witch: 1, hunter: 1, villager: 3 }, rules: { deadSee: 'all', 'sheriff.enabled': false } });
    let view: JudgeView = await api.ok(JUDGE, 'judgeView', { roomNo });
    const hunter = view.seats.find((s) => s.role === 'hunter')!.seat;
    while (keyOf(view) !== 'night.wolves') view = await act(api, roomNo, view);
    view = await act(api, roomNo, view, { seats: [hunter] });
    // Nobody saves him; the rest of the night and day as quiet as the judge may make it.
    const seen: string[] = [];
    while (view.step && view.step.key !== 'day.speech') {
      if (!view.seats[hunter - 1].alive) {
        seen.push(view.step.key);
        expect(await deadSeeOf(api, roomNo, hunter)).toBeUndefined();
      }
      view = await act(api, roomNo, view, quietInput(view.step) ?? {});
    }
    expect(seen).toEqual(expect.arrayContaining(['day.dawn', 'day.hunter']));
    expect((await deadSeeOf(api, roomNo, hunter))?.seats).toHaveLength(9);
  });
});
