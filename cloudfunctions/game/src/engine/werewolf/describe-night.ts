import type { SeatNo } from '../../../../../typings/api';
import { livingSeats, seatList } from '../core/seats';
import type { StepDescription } from '../core/state';
import { thiefOptions } from './night';
import { ruleName } from './options';
import { roleName } from './roles';
import type { WerewolfState } from './state';
import { absence, actor, isMixedCouple, livingWolves, rulesOf } from './table';

const none = { type: 'none' } as const;
const STILL = '照常念完台词，稍等片刻再点“下一步”，不要让大家听出异样。';

function dead(seat: SeatNo): string {
  return `${seat} 号已经出局`;
}

export function describeCheckin(state: WerewolfState): StepDescription {
  const center = state.x.center.length > 0 ? `底牌（桌子中央的两张）：${state.x.center.map(roleName).join('、')}。` : '';
  return {
    key: 'checkin', title: '入座看牌', input: none,
    say: ['欢迎来到狼人杀。请大家在桌游助手输入房间号，查看自己的身份牌。', '看完请不要声张，把手机扣在桌上。'],
    hint: `${center}所有玩家都看过身份后，点“下一步”进入第一夜。`,
  };
}

export function describeClose(state: WerewolfState): StepDescription {
  return {
    key: 'night.close', title: `第 ${state.round} 夜：天黑`, input: none,
    say: ['天黑了，请大家闭眼。', '低头闭眼，请注意坐姿，不要发出声音。'],
  };
}

export function describeThief(state: WerewolfState): StepDescription {
  const seat = actor(state, 'thief');
  const center = state.x.center;
  const say = ['盗贼请睁眼。', '这是两张底牌，请选择换成哪一张（向我示意）。', '盗贼请闭眼。'];
  if (seat === null) {
    const why = center.includes('thief') ? `盗贼牌在底牌中（底牌：${center.map(roleName).join('、')}），本局没有盗贼` : '本局没有盗贼';
    return { key: 'night.thief', title: '盗贼换牌', input: none, say, hint: `${why}：${STILL}` };
  }
  const wolves = center.filter((r) => r === 'werewolf').length;
  const rule = rulesOf(state).thiefMode === 's1b'
    ? (wolves > 0 ? '底牌中有狼人，盗贼必须换成狼人。' : '盗贼须在两张底牌中任选一张。')
    : (wolves === 2 ? '两张底牌都是狼人，盗贼必须换成狼人。' : '盗贼可以换成其中一张，也可以不换。');
  return {
    key: 'night.thief', title: '盗贼换牌', say,
    hint: `盗贼：${seat} 号。给他看两张底牌：${center.map(roleName).join('、')}。${rule}`,
    input: { type: 'choice', options: thiefOptions(state) },
    info: { seat, center: [...center] },
  };
}

export function describeCupid(state: WerewolfState): StepDescription {
  const seat = actor(state, 'cupid');
  const say = ['丘比特请睁眼。', '请指定两名玩家成为情侣（可以包括你自己）。', '丘比特请闭眼。'];
  if (seat === null) {
    return { key: 'night.cupid', title: '丘比特连情侣', input: none, say, hint: `${absence(state, 'cupid')}：${STILL}` };
  }
  const skip = rulesOf(state).cupidAllowSkip;
  return {
    key: 'night.cupid', title: '丘比特连情侣', say,
    hint: `丘比特：${seat} 号。点选两名情侣${skip ? '；丘比特放弃连人时不选' : ''}。`,
    input: { type: 'seats', min: 2, max: 2, options: livingSeats(state), ...(skip && { skippable: true }) },
    refuse: dead,
  };
}

export function describeLovers(state: WerewolfState): StepDescription {
  const lovers = state.x.lovers;
  return {
    key: 'night.lovers', title: '情侣相认', input: none,
    say: ['我会轻拍两位情侣的肩膀。', '情侣请睁眼，互相确认对方。', '情侣请闭眼。'],
    hint: lovers
      ? `情侣：${seatList(lovers)}${isMixedCouple(state) ? '（人狼恋，第三方阵营）' : ''}。绕场一周，轻拍他们的肩膀。`
      : `本局没有情侣：照常绕场一周，${STILL}`,
  };
}

export function describeGuard(state: WerewolfState): StepDescription {
  const seat = actor(state, 'guard');
  const say = ['守卫请睁眼。', '今晚你要守护谁？', '守卫请闭眼。'];
  if (seat === null) {
    return { key: 'night.guard', title: '守卫守护', input: none, say, hint: `${absence(state, 'guard')}：${STILL}` };
  }
  const rules = rulesOf(state);
  const last = state.x.lastGuarded;
  const options = livingSeats(state).filter((s) => s !== last && (rules.guardAllowSelf || s !== seat));
  const min = rules.guardAllowSkip ? 0 : 1;
  return {
    key: 'night.guard', title: '守卫守护', say,
    hint: [
      `守卫：${seat} 号。`,
      last !== null ? `昨晚守护了 ${last} 号，今晚不能再守他。` : '',
      rules.guardAllowSkip ? '不守任何人（空守）时不选。' : '',
      rules.guardAllowSelf ? '' : '不能守护自己。',
    ].join(''),
    input: { type: 'seats', min: Math.min(min, options.length), max: 1, options },
    refuse: (s) => {
      if (!state.seats[s - 1].alive) return dead(s);
      if (s === last) return `守卫不能连续两晚守护同一名玩家：${s} 号昨晚已被守护`;
      if (s === seat) return `规则${ruleName('guard.allowSelf')}已关闭：守卫不能守护自己`;
      return undefined;
    },
  };
}

export function describeSeer(state: WerewolfState): StepDescription {
  const seat = actor(state, 'seer');
  const say = ['预言家请睁眼。', '今晚你要查验谁？'];
  if (seat === null) {
    return { key: 'night.seer', title: '预言家查验', input: none, say, hint: `${absence(state, 'seer')}：${STILL}` };
  }
  return {
    key: 'night.seer', title: '预言家查验', say,
    hint: `预言家：${seat} 号。点选他要查验的玩家。`,
    input: { type: 'seats', min: 1, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
    refuse: (s) => (s === seat ? '预言家不能查验自己' : dead(s)),
  };
}

export function describeSeerResult(state: WerewolfState): StepDescription {
  const checked = state.x.checked;
  if (checked === null) {
    return {
      key: 'night.seerResult', title: '查验结果', input: none, say: ['（向预言家示意）', '预言家请闭眼。'],
      hint: `今晚没有查验（${absence(state, 'seer')}）：${STILL}`,
    };
  }
  const role = state.seats[checked - 1].role;
  if (rulesOf(state).seerResult === 'fullRole') {
    return {
      key: 'night.seerResult', title: '查验结果', input: none, say: ['（给预言家看身份）', '预言家请闭眼。'],
      hint: `把 ${checked} 号的身份牌给预言家看：${roleName(role)}。`,
      info: { seat: checked, result: role, roleName: roleName(role) },
    };
  }
  const wolf = role === 'werewolf';
  return {
    key: 'night.seerResult', title: '查验结果', input: none, say: ['（向预言家做手势）', '预言家请闭眼。'],
    hint: wolf ? `${checked} 号是狼人：拇指向下 👎` : `${checked} 号是好人：拇指向上 👍`,
    info: { seat: checked, result: wolf ? 'wolf' : 'good' },
  };
}

export function describeWolves(state: WerewolfState): StepDescription {
  const wolves = livingWolves(state);
  const say = ['狼人请睁眼。', '狼人请确认同伴，商量今晚要杀的人，向我示意。', '狼人请闭眼。'];
  if (wolves.length === 0) {
    return { key: 'night.wolves', title: '狼人杀人', input: none, say, hint: `没有活着的狼人：${STILL}` };
  }
  const rules = rulesOf(state);
  const options = livingSeats(state).filter((s) => rules.wolfAllowSelfTarget || state.seats[s - 1].role !== 'werewolf');
  const girl = actor(state, 'littleGirl');
  const consensus = rules.wolfConsensus === 'unanimous'
    ? '狼人须意见一致；意见不一致时不选，今晚无人被杀。'
    : '意见不一致时取多数人的意见，没表态的视为同意。';
  const noKill = rules.wolfConsensus === 'majority' && !rules.wolfAllowNoKill ? '不允许空刀，必须选一人。'
    : rules.wolfAllowNoKill ? '空刀时不选。' : '不允许空刀。';
  const min = rules.wolfConsensus === 'majority' && !rules.wolfAllowNoKill ? 1 : 0;
  return {
    key: 'night.wolves', title: '狼人杀人', say,
    hint: [
      `狼人：${seatList(wolves)}。`, consensus, noKill,
      rules.wolfAllowSelfTarget ? '' : '不能杀狼人。',
      girl !== null ? `小女孩 ${girl} 号可以偷看：如果狼人发现她偷看，可以改为杀她。` : '',
    ].join(''),
    input: { type: 'seats', min: Math.min(min, options.length), max: 1, options },
    refuse: (s) => (state.seats[s - 1].alive
      ? `规则${ruleName('wolf.allowSelfTarget')}已关闭：狼人不能杀狼人`
      : dead(s)),
  };
}

/** Whether the witch may use the antidote on tonight's victim, and if not, why. */
function antidote(state: WerewolfState, witch: SeatNo): { may: boolean; why: string } {
  const rules = rulesOf(state);
  const victim = state.x.target;
  if (state.x.antidoteUsed) return { may: false, why: '解药已经用过了' };
  if (victim === null) return { may: false, why: '今晚没有人被狼人杀' };
  if (victim === witch) {
    const selfSave = rules.witchSelfSave === 'always' || (rules.witchSelfSave === 'firstNight' && state.round === 1);
    if (!selfSave) {
      const when = rules.witchSelfSave === 'firstNight' ? '只有第一晚可以自救' : '女巫不能自救';
      return { may: false, why: `规则${ruleName('witch.selfSave')}：${when}` };
    }
  }
  return { may: true, why: '' };
}

export function describeWitchSave(state: WerewolfState): StepDescription {
  const witch = actor(state, 'witch');
  // The words are the same every night; only the gesture in brackets differs.
  const gesture = (victim: SeatNo | null) => `今晚被杀的是……（${victim === null ? '摇手' : `指向 ${victim} 号`}）`;
  if (witch === null) {
    const say = ['女巫请睁眼。', gesture(null), '你要用解药吗？'];
    return {
      key: 'night.witchSave', title: '女巫救人', input: none, say,
      hint: `${absence(state, 'witch')}：${STILL}`, noInput: absence(state, 'witch'),
    };
  }
  const victim = state.x.target;
  const told = !state.x.antidoteUsed || rulesOf(state).witchSeeVictimAfterAntidote;
  const say = ['女巫请睁眼。', gesture(told ? victim : null), '你要用解药吗？'];
  const show = !told
    ? '解药已用过：不告诉她今晚谁死了（摇手示意）。'
    : victim === null ? '今晚没有人被杀：摇手示意。' : `向她示意 ${victim} 号被杀${victim === witch ? '（就是她自己）' : ''}。`;
  const info = told ? { victim } : undefined;
  const { may, why } = antidote(state, witch);
  if (!may) {
    // Still the choice of api.md, with "save" refused: the judge's taps sound the same every night.
    return {
      key: 'night.witchSave', title: '女巫救人', say,
      hint: `女巫：${witch} 号。${show}${why}，选“不救”。`, ...(info && { info }),
      input: { type: 'choice', options: [{ id: 'skip', label: '不救' }] },
      refuseChoice: (id) => (id === 'save' ? why : undefined),
    };
  }
  return {
    key: 'night.witchSave', title: '女巫救人', say,
    hint: `女巫：${witch} 号。${show}她拇指向上表示用解药。`,
    input: { type: 'choice', options: [{ id: 'save', label: `用解药救 ${victim} 号` }, { id: 'skip', label: '不救' }] },
    ...(info && { info }),
  };
}

export function describeWitchPoison(state: WerewolfState): StepDescription {
  const witch = actor(state, 'witch');
  const say = ['你要用毒药吗？要毒谁？', '女巫请闭眼。'];
  if (witch === null) {
    return {
      key: 'night.witchPoison', title: '女巫用毒', input: none, say,
      hint: `${absence(state, 'witch')}：${STILL}`, noInput: absence(state, 'witch'),
    };
  }
  const rules = rulesOf(state);
  if (state.x.poisonUsed) {
    return noPoison(witch, say, '毒药已经用过了', '毒药已经用过了');
  }
  if (state.x.saved && !rules.witchBothSameNight) {
    const rule = `规则${ruleName('witch.bothSameNight')}已关闭`;
    return noPoison(witch, say, `${rule}：今晚用了解药，不能再用毒药`, `${rule}：同一晚用了解药就不能再用毒药`);
  }
  const options = livingSeats(state).filter((s) => rules.witchSelfPoison || s !== witch);
  return {
    key: 'night.witchPoison', title: '女巫用毒', say,
    hint: `女巫：${witch} 号。她拇指向下并指人表示用毒药；不用时不选。`,
    input: { type: 'seats', min: 0, max: 1, options },
    refuse: (s) => (s === witch ? `规则${ruleName('witch.selfPoison')}已关闭：女巫不能毒自己` : dead(s)),
  };
}

/** The poison step of a living witch who may not poison tonight: seats 0..1 with no seat to pick. */
function noPoison(witch: SeatNo, say: string[], hint: string, refusal: string): StepDescription {
  return {
    key: 'night.witchPoison', title: '女巫用毒', say,
    hint: `女巫：${witch} 号。${hint}，不选人，直接下一步。`,
    input: { type: 'seats', min: 0, max: 1, options: [] },
    refuse: () => refusal,
  };
}
