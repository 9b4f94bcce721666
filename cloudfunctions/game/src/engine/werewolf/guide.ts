import type { GameInfo } from '../../../../../typings/api';
import { book } from './book';
import { slotRank } from './kit/order';
import type { Nights } from './role-def';

/**
 * 狼人杀 as the rules page tells it (docs/rules.md parts B and D): the table, the night, the dawn,
 * the day and the win. The page lists the roles (each role's own words), the boards and the common
 * options beside it, from the catalog; the night's full order is read from the roles in the book.
 */
export function werewolfGuide(): NonNullable<GameInfo['guide']> {
  return {
    intro: '狼人阵营对抗好人阵营（神职和村民）；丘比特连出的「人狼恋」情侣是第三方。警长由大家选出，不是发的牌。',
    sections: [
      {
        title: '身份配置（正规局）',
        items: [
          '8 人 2 狼，9–11 人 3 狼，12 人起 4 狼。',
          '神职：预言家、女巫、猎人；10 人起加丘比特，13 人起加守卫；13、14 人加盗贼（多两张底牌）。其余是村民。',
          '新版板子（上面「板子」里所有 12 人的板子，包括预女猎白、预女猎守）：死亡不亮身份；预言家在女巫之后睁眼；猎人和狼王每晚被告知能否开枪；警长竞选中第二次自爆后警徽流失；放逐平票 PK 一次。',
          '自定义配置时：至少 1 名和狼队一起杀人的狼（狼人，或狼王、白狼王等；只有石像鬼、隐狼、机械狼这样的独狼不行）、1 名村民，预言家、通灵师或纯白之女正好 1 名，其他神职每种最多 1 名；有盗贼时牌数为人数 + 2。',
        ],
      },
      {
        title: '夜晚顺序',
        items: [
          '仅第一夜（牌堆里有才叫；正规局和豆瓣版按规则「无此牌也叫盗贼和丘比特」没有也照样叫）：盗贼 → 丘比特 → 情侣睁眼相认。',
          '每晚（只叫本局有的角色）：守卫 → 预言家 → 狼人（小女孩可以偷看）→ 女巫（先问救不救，再问毒不毒）。',
          '狼人意见须一致，否则当晚不杀人（规则「狼人意见」可改为少数服从多数）；狼人可以空刀、可以自刀。',
          '被封印（恐惧）：被梦魇恐惧的人，或血月之夜的所有好人，当晚照常被叫到，但法官双臂交叉示意技能无效，他当晚什么也做不了、也不会被告知什么；这一晚不算他的“上一晚目标”。被封印的猎人（狼王）当晚死亡不能开枪，第二天被放逐则可以。',
          nightOrderLine(),
        ],
      },
      {
        title: '天亮结算（按顺序）',
        items: [
          '狼人的目标：被守护或被解药救下则存活；同时被守又被救则死亡（同守同救，可在规则中关闭）。',
          '被毒的人死亡，守卫挡不住毒药。',
          '情侣一方死亡，另一方殉情。',
          '判定胜负；然后死去的猎人可以开枪（死因不在禁止之列时），被射杀者的情侣殉情；死去的警长移交警徽（规则允许时也可以撕掉）。',
          '遗言按规则「遗言」：正规局中首夜被毒死的人、被猎人带走的人及其殉情的情侣没有遗言。',
          '新版遗言（只有首夜死者和被放逐的人有遗言）：先结算所有开枪（被带走的人再开枪也先开），再依次留遗言——开枪的人先说，被他带走的人紧跟其后，夜里的死者按座位号；警长说完遗言马上移交警徽。',
          '天亮结算（有这些角色时）：交换 → 封印 → 狼刀（守卫、解药）→ 毒药 → 狩猎 → 梦游者免死、梦亡 → 情侣殉情 → 留下的血月使徒出局 → 公布死讯、判定胜负（狼人先）→ 开枪。',
        ],
      },
      {
        title: '白天',
        items: [
          '第一天竞选警长（规则「警长竞选时机」）：默认在第一轮发言之后，部分板子在公布死讯之前。想当警长的玩家上警、每人单独一步依次发言（规则「发言顺序」为警长定警左/警右时从随机一名候选人起），发言后可以退水；没上警的玩家在还在警上的人之中投票。只有一人上警直接当选，无人上警则本局没有警长。平票时默认次日重选，或平票的人 PK 一次（规则「警长竞选平票」）。',
          '公布昨晚死讯（或平安夜）；规则「死亡亮身份」开启时公布死者身份。',
          '发言（规则「发言顺序」）：默认从昨晚第一位死者的左手边开始顺时针；平安夜从警长左手边开始；没有警长则从 1 号开始。新版板子由警长选警左（从他左边顺时针）或警右（从他右边逆时针），警长最后发言归票；没有警长时从座位号最小的夜里死者左边起，平安夜从随机一名玩家起。',
          '投票：每位活着的玩家投一票或弃权；情侣不能投给对方；警长的一票（规则「警长票数」）算 2 票、1.5 票，或多于 6 人时 2 票、否则 1.5 票；翻过牌的白痴不能投票。票数最多的人被放逐。',
          '平票（规则「放逐平票」）：默认无人出局，也可以 PK 一次或 PK 到有人出局；PK 时平票的玩家再发言，只有其他玩家在他们之中重投。',
          '狼人可以在白天任何环节自爆：立即出局，跳过当天剩下的环节直接入夜；警长尚未选出时，主持说「警长竞选延期到明天」：还在警上的候选人保留，第二天直接退水、投票，不再发言。',
        ],
      },
      {
        title: '胜负（优先级：情侣 > 狼人 > 好人）',
        items: [
          '人狼恋情侣：白天只剩他们两人和至多一名其他玩家时获胜（或规则改为只剩他们两人）。这对情侣活着时，其他阵营不能获胜。',
          '狼人（规则「狼人胜利条件」）：屠边——所有村民死亡，或所有神职死亡；屠城——所有非狼人死亡。天亮结算时狼人已经获胜的，猎人开枪也改变不了。',
          '好人：所有狼人死亡（且没有活着的人狼恋情侣）。',
          '两个好人成为情侣仍是好人，两个狼人成为情侣仍是狼人；丘比特只有连了自己才离开好人阵营。',
        ],
      },
    ],
  };
}

/**
 * Every role with a night step, once, at its first slot in the night (under the default rules): the
 * order the judge calls them in, each marked when it is called on the first night only or from the
 * second on.
 */
function nightOrderLine(): string {
  const called = book().roles.flatMap((role) => {
    const steps = role.night ?? [];
    if (steps.length === 0) return [];
    return [{ name: role.name, slot: Math.min(...steps.map((s) => slotRank(s.slot))), nights: nightsOf(steps.map((s) => s.nights)) }];
  });
  const names = called.sort((a, b) => a.slot - b.slot).map(({ name, nights }) => name + NIGHTS_MARK[nights]);
  return `所有角色的完整顺序（只叫本局有的角色）：${names.join(' → ')}。查验的角色在狼人之前还是之后睁眼，由规则「预言家查验时机」决定；独狼的袭击每晚都叫，不带刀时法官摇手。`;
}

const NIGHTS_MARK: Record<Nights, string> = { first: '（仅第一夜）', later: '（第二晚起）', every: '' };

/** When a role with these steps is called: one kind for all its steps, or every night. */
function nightsOf(kinds: Nights[]): Nights {
  return kinds.every((k) => k === kinds[0]) ? kinds[0] : 'every';
}
