// A judge room with every seat joined, and the judge tapping through it: for tests of the table's life.
import type { JudgeView } from '../../typings/api';
import type { inProcessApi } from './api';
import { simpleInput } from './autoplay';

export const JUDGE = 'judge-openid';
export const player = (n: number) => `player-${n}`;
type Api = ReturnType<typeof inProcessApi>;

/** A room of `game` judged by JUDGE, its `players` seats taken by player(1)…player(n) in order. */
export async function judgeRoom(api: Api, game = 'werewolf', players = 9, params: Record<string, unknown> = {}): Promise<string> {
  const created = await api.ok(JUDGE, 'createRoom', { game, players, ...params });
  const roomNo: string = created.roomNo;
  for (let n = 1; n <= players; n++) await api.ok(player(n), 'joinRoom', { roomNo, nickname: `玩家${n}` });
  return roomNo;
}

/** The judge taps through (first options, every voter on the first candidate) until `until` holds. */
export async function judgeUntil(api: Api, roomNo: string, until: (view: JudgeView) => boolean, judge = JUDGE): Promise<JudgeView> {
  let view: JudgeView = await api.ok(judge, 'judgeView', { roomNo });
  for (let i = 0; i < 400 && view.step && !until(view); i++) {
    view = await api.ok(judge, 'act', { roomNo, stepId: view.step.id, input: simpleInput(view.step) });
  }
  if (!until(view)) throw new Error('the game never got there');
  return view;
}
