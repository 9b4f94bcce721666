import type { StepDescription } from '../core/state';
import { HOST } from '../core/actors';
import type { WerewolfState } from './state';
import { roleName } from './table';

/** The steps before the roles are called: the check-in and nightfall. */

export function describeCheckin(state: WerewolfState): StepDescription {
  const center = state.x.center.length > 0 ? `底牌（桌子中央的两张）：${state.x.center.map(roleName).join('、')}。` : '';
  return {
    key: 'checkin', title: '入座看牌', input: { type: 'none' },
    say: ['欢迎来到狼人杀。请大家在桌游助手输入房间号，查看自己的身份牌。', '看完请不要声张，把手机扣在桌上。'],
    hint: `${center}所有玩家都看过身份后，点“下一步”进入第一夜。`,
    actors: { kind: 'host', seats: [] }, close: 'host',
  };
}

export function describeClose(state: WerewolfState): StepDescription {
  return {
    key: 'night.close', title: `第 ${state.round} 夜：天黑`, input: { type: 'none' },
    say: ['天黑了，请大家闭眼。', '低头闭眼，请注意坐姿，不要发出声音。'],
    // The host reads night falling to the table and moves on, as at dawn.
    ...HOST,
  };
}
