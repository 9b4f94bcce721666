import type { GuideSection } from '../../../../../typings/api';
import { autoRules } from './auto-options';

/** What every game shares, as the rules page tells it (docs/rules.md parts G and H). */
export function commonGuide(): GuideSection[] {
  const timers = autoRules({});
  return [
    {
      title: '三种游戏通用',
      items: [
        '座位按顺时针编号 1…N。某人的右手边是上一号，左手边是下一号（首尾相接）。',
        '夜里法官只叫本局牌堆里有的角色（包括底牌）：这个角色死了或牌在底牌中，照样念出这一步（手机上显示为无需操作），让大家听不出谁还活着；本局没有的角色从不呼叫（预女猎白不叫守卫）。',
        '每有一人死亡立即判定胜负，先满足的一方获胜。',
        '违反规则的操作会被拒绝，并说明是哪一条规则。法官点错了可以「撤销」，一步一步退回去。',
      ],
    },
    {
      title: '自动主持（没有法官）',
      items: [
        '建房时选「我也要玩（自动主持）」：主持的手机放在桌子中间念台词、计时，每人在自己的手机上行动，房主也可以入座一起玩。',
        '夜里每一步按时结束（夜间每步时长加一点随机延时），听不出这个角色是死是活还是在底牌里；轮到你时手机上出现选项，截止前可以改，其他人的手机都是同样的「闭眼」画面，不响也不振动。',
        `白天每人的发言时长默认 ${timers['auto.speechSeconds']} 秒（说完点「过」），遗言时长 ${timers['auto.lastWordsSeconds']} 秒，`
          + `投票时长 ${timers['auto.voteSeconds']} 秒（没投的算弃权）；主持的手机可以暂停，也可以提前结束发言或投票。`,
        '自动主持的房间不能撤销：在这一步结束前，每人都可以改自己的答案。',
      ],
    },
  ];
}
