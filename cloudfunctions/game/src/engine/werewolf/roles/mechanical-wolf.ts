import type { SeatNo } from '../../../../../../typings/api';
import {
  absence, actor, addLog, dead, deathOf, defineRole, type Dying, holder, holdersAnswer, holdsKnife, isWolf, landing,
  landsOn, type Legality, livingSeats, loneKillStep, NEUTRAL_SKILL_LINE, type NightStepSpec, NO_INPUT, NOBODY, option,
  recordAct, recordNote, type RoleKey, roleName, roleOf, rulesOf, seatAnswers, seatsOf, shoot, silencingCause, STILL,
  type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'mechanicalWolf.learnNight', name: '机械狼学习时机', type: 'enum', group: 'advanced',
    description: '机械狼可以在哪一晚学习技能：任意一晚（整局一次），或只能第一晚。',
    values: ['any', 'first'], valueNames: ['任意一晚', '仅第一晚'], default: 'any',
  }),
  option({
    id: 'mechanicalWolf.shieldVsPoison', name: '机械盾挡毒', type: 'enum', group: 'advanced',
    description: '机械狼学到守卫后，被机械盾保护的人被女巫毒时：毒药无效；或毒药反弹，女巫死亡。',
    values: ['block', 'reflect'], valueNames: ['挡住毒药', '反弹给女巫'], default: 'block',
  }),
  option({
    id: 'mechanicalWolf.doubleKill', name: '机械狼双刀', type: 'enum', group: 'advanced',
    description: '机械狼学到狼人后，带刀的一晚可以用一次双刀：袭击两名不同的玩家；或一刀穿透守卫和机械盾。',
    values: ['twoTargets', 'pierce'], valueNames: ['两人', '穿透守护'], default: 'twoTargets',
  }),
  option({
    id: 'mechanicalWolf.shieldUses', name: '机械盾次数', type: 'enum', group: 'advanced',
    description: '机械盾可以一直使用；或救下一人后就失效。',
    values: ['unlimited', 'once'], valueNames: ['不限', '救人一次后失效'], default: 'unlimited',
  }),
  option({
    id: 'mechanicalWolf.selfDestruct', name: '机械狼可以自爆', type: 'boolean', group: 'advanced',
    description: '机械狼能否像狼人一样在白天自爆。', default: false,
  }),
] as const;

/** The skill a learned card gives (docs/rules.md §D.2.5). */
type Skill = 'check' | 'poison' | 'shield' | 'gun' | 'double' | 'none';

interface MechanicalWolfFacts {
  learned: RoleKey | null;
  learnedRound: number;
  poisonUsed: boolean;
  doubleUsed: boolean;
  shieldSpent: boolean;
  lastShield: SeatNo | null;
  /**
   * Tonight: whom he learned from or checked (shown next), poisoned, shielded, a double kill's second
   * target, and whether his knife pierces (chosen on his own step; spent once it falls on someone).
   */
  shown: SeatNo | null;
  poison: SeatNo | null;
  shield: SeatNo | null;
  second: SeatNo | null;
  pierce: boolean;
}

const FRESH: MechanicalWolfFacts = {
  learned: null, learnedRound: 0, poisonUsed: false, doubleUsed: false, shieldSpent: false, lastShield: null,
  shown: null, poison: null, shield: null, second: null, pierce: false,
};

function facts(state: WerewolfState): MechanicalWolfFacts {
  return state.x.roles?.mechanicalWolf ?? FRESH;
}

function write(draft: WerewolfState, change: Partial<MechanicalWolfFacts>): void {
  draft.x.roles = { ...draft.x.roles, mechanicalWolf: { ...facts(draft), ...change } };
}

function skillOf(role: RoleKey): Skill {
  if (roleOf(role).checker || role === 'gargoyle') return 'check';
  if (role === 'witch') return 'poison';
  if (role === 'guard') return 'shield';
  if (role === 'hunter') return 'gun';
  return isWolf(role) && !roleOf(role).lone ? 'double' : 'none';
}

/** The learned skill, once active (from the night after learning); 'none' before. */
function activeSkill(state: WerewolfState): Skill {
  const f = facts(state);
  return f.learned !== null && state.round > f.learnedRound ? skillOf(f.learned) : 'none';
}

const SKILL_NAMES: Record<Skill, string> = {
  check: '查验', poison: '毒药', shield: '机械盾', gun: '猎枪（死亡时开枪）', double: '双刀', none: '无技能',
};

const killStep = loneKillStep('mechanicalWolf', '机械狼', 'night.mechanicalWolfKill', 'mechanicalWolf');

/** A double kill is at hand: learned a team wolf's skill, not yet used, holding the knife. */
function doubleAtHand(state: WerewolfState): boolean {
  return activeSkill(state) === 'double' && !facts(state).doubleUsed && holdsKnife(state, 'mechanicalWolf');
}

function piercing(state: WerewolfState): boolean {
  return rulesOf(state)['mechanicalWolf.doubleKill'] === 'pierce';
}

/** The piercing knife is his to spend on a night he chooses: asked on his own step, before the knife. */
const PIERCE_CHOICE: Legality = {
  input: { type: 'choice', options: [{ id: 'pierce', label: '用穿透的一刀' }, { id: 'skip', label: '今晚不用' }] },
};

/**
 * 机械狼 (docs/rules.md §D.2.5): a lone wolf who learns one player's skill once per game (told the
 * card) and uses it from the next night on; kills alone once he holds the knife.
 */
export const mechanicalWolf = defineRole({
  id: 'mechanicalWolf', name: '机械狼', camp: 'wolf', class: 'wolf', unique: true, lone: true,
  explodes: (state) => rulesOf(state)['mechanicalWolf.selfDestruct'] || '规则不允许机械狼自爆',
  description: '你是狼人阵营，但不和狼队见面。整局一次，夜里选一名玩家学习他的技能（你会看到他的身份），从下一晚起拥有：查验、一瓶毒药、机械盾（每晚保护一人）、猎枪（死亡时开枪）或一次双刀。其他狼人全部出局后由你带刀。',
  guide: '独狼：整局一次，夜里选一人学习技能（法官给他看那人的身份），从下一晚起拥有：预言家/通灵师→每晚查验确切身份；女巫→一瓶毒药；守卫→机械盾（每晚保护一人，不能连续两晚同一人，也挡毒）；猎人→死亡时开枪；狼人→一次双刀；村民→没有技能。通灵师验他：学到的技能生效前看到机械狼，之后看到学到的身份。其他狼人全部出局后由他带刀。学到狼人的双刀时，女巫会被告知两个刀口，解药可以救其中一人；机械盾保护的人在天亮时被开枪也不会出局（白天开枪照常）。默认不能自爆（规则「机械狼可以自爆」）。',
  options: OPTIONS,
  stopsShot(draft, shooter, target) {
    const death = deathOf(draft, shooter);
    if (shielded(draft) !== target || !death?.night || death.round !== draft.round) return undefined;
    shieldSaved(draft);
    return `${target} 号昨晚被机械盾保护，天亮时的开枪对他无效`;
  },
  knives(state) {
    const second = facts(state).second;
    return second === null ? [] : [second];
  },
  psychicSees(state) {
    const { learned, learnedRound } = facts(state);
    return learned !== null && state.round > learnedRound ? learned : 'mechanicalWolf';
  },
  nightfall(draft) {
    if (draft.x.roles?.mechanicalWolf) write(draft, { lastShield: facts(draft).shield, shown: null, poison: null, shield: null, second: null, pierce: false });
  },
  dawn: [{ stage: 'wolfKill', resolve: knifeAgainstShield }, { stage: 'poison', resolve: poisonAndShield }],
  onDeath: (state, death) => (facts(state).learned === 'hunter' && !(death.night && death.round === facts(state).learnedRound)
    && silencingCause(state, death, rulesOf(state)['hunter.noShotOn']) === undefined ? [{ key: 'day.mechanicalWolf', seat: death.seat }] : []),
  night: [
    {
      key: 'night.mechanicalWolf', slot: 'mechanicalWolf', nights: 'every',
      actors: (state) => (legality(state).input.type === 'none' ? NOBODY : holdersAnswer(state, 'mechanicalWolf')),
      legal: legality,
      words(state) {
        const seat = actor(state, 'mechanicalWolf');
        const f = facts(state);
        // The same call every night: the table must not hear whether he has learned, nor what (docs/rules.md §D.2.5).
        const title = '机械狼';
        const say = ['机械狼请睁眼，请选择你的目标：学习技能，或使用学到的技能。'];
        if (seat === null) return { title, say, hint: `${absence(state, 'mechanicalWolf')}：${STILL}` };
        if (f.learned === null) {
          const can = legality(state).input.type !== 'none';
          return { title, say, hint: can ? `机械狼：${seat} 号。点选他要学习的玩家（整局一次）；不学时不选。` : `机械狼：${seat} 号。规则只允许第一晚学习，他没有学：${STILL}` };
        }
        const skill = activeSkill(state);
        return {
          title, say,
          hint: `机械狼：${seat} 号，学到了${roleName(f.learned)}的技能（${SKILL_NAMES[skillOf(f.learned)]}）。${skillHint(state, skill)}`,
        };
      },
      apply(draft, input) {
        const [target] = seatsOf(input);
        const seat = actor(draft, 'mechanicalWolf');
        const act = (text: string, result?: string) => seat !== null && recordAct(draft, {
          key: 'night.mechanicalWolf', role: 'mechanicalWolf', actors: [seat], targets: target === undefined ? [] : [target], ...(result !== undefined && { result }), text,
        });
        if (input.kind === 'choice') {
          write(draft, { pierce: input.choice === 'pierce' });
          act(input.choice === 'pierce' ? `机械狼 ${seat} 号今晚用穿透的一刀` : `机械狼 ${seat} 号今晚不用穿透的一刀`, input.choice);
          return;
        }
        if (target === undefined) {
          act(`机械狼 ${seat} 号没有用技能`);
          return;
        }
        const f = facts(draft);
        // A magician's swap moves his target: he learns, checks or poisons the seat it landed on.
        const landed = landsOn(draft, target);
        const role = draft.seats[landed - 1].role as RoleKey;
        if (f.learned === null) {
          write(draft, { learned: role, learnedRound: draft.round, shown: landed });
          const text = `机械狼学习 ${landing(draft, target)}（${roleName(role)}）：${SKILL_NAMES[skillOf(role)]}`;
          addLog(draft, text);
          act(text, role);
          return;
        }
        const skill = activeSkill(draft);
        if (skill === 'check') write(draft, { shown: landed });
        if (skill === 'poison') write(draft, { poison: landed, poisonUsed: true });
        if (skill === 'shield') write(draft, { shield: target });
        const text = `机械狼${SKILL_NAMES[skill]}：${landing(draft, target)}`;
        addLog(draft, text);
        act(text, skill === 'check' ? role : undefined);
      },
    },
    {
      key: 'night.mechanicalWolfResult', slot: 'mechanicalWolf', nights: 'every',
      actors: (state) => (facts(state).shown === null ? NOBODY : holdersAnswer(state, 'mechanicalWolf', 'time')),
      legal: () => NO_INPUT,
      words(state) {
        const shown = facts(state).shown;
        const say = ['他的身份是……', '机械狼请闭眼。'];
        if (shown === null) return { title: '机械狼查看身份', say, hint: `今晚机械狼没有学习或查验：${STILL}` };
        const role = state.seats[shown - 1].role;
        return {
          title: '机械狼查看身份', say, hint: `把 ${shown} 号的身份牌给机械狼看：${roleName(role)}。`,
          info: { seat: shown, role, roleName: roleName(role) },
        };
      },
    },
    {
      ...killStep,
      legal(state): Legality {
        const base = killStep.legal(state);
        if (!doubleAtHand(state) || piercing(state) || base.input.type !== 'seats') return base;
        return { ...base, input: { ...base.input, max: 2 } };
      },
      words(state) {
        const base = killStep.words(state);
        if (!doubleAtHand(state)) return base;
        if (piercing(state)) return facts(state).pierce ? { ...base, hint: `${base.hint}他今晚用穿透的一刀：这一刀穿透守卫和机械盾。` } : base;
        return { ...base, hint: `${base.hint}他可以用一次双刀：最多点选两名不同的玩家。` };
      },
      apply(draft, input) {
        const seats = seatsOf(input);
        if (facts(draft).pierce) {
          // Spent only by a knife that falls on someone.
          write(draft, seats.length === 1 ? { doubleUsed: true } : { pierce: false });
          if (seats.length === 1) {
            addLog(draft, '机械狼用了穿透的一刀：无视守卫和机械盾');
            recordNote(draft, `机械狼用了穿透的一刀（${seats[0]} 号）：无视守卫和机械盾`);
          }
        }
        killStep.apply?.(draft, { kind: 'seats', seats: seats.slice(0, 1) });
        if (seats.length === 2) {
          write(draft, { second: seats[1], doubleUsed: true });
          const text = `机械狼双刀，同时袭击 ${seats[1]} 号`;
          addLog(draft, text);
          const seat = actor(draft, 'mechanicalWolf');
          if (seat !== null) recordAct(draft, { key: 'night.mechanicalWolfKill', role: 'mechanicalWolf', actors: [seat], targets: [seats[1]], result: 'double', text });
        }
      },
    } satisfies NightStepSpec,
  ],
  day: [{
    key: 'day.mechanicalWolf', hiddenAs: 'skill',
    actors: (_state, step) => seatAnswers(step.seat),
    legal: (state) => ({ input: { type: 'seats', min: 0, max: 1, options: livingSeats(state) }, refuse: dead, passLabel: '不开枪' }),
    words: (_state, step) => ({
      title: '机械狼开枪', say: [NEUTRAL_SKILL_LINE],
      hint: `${step.seat} 号是机械狼，学到了猎人的枪。他亮牌开枪时点选他带走的玩家；不开枪时不选。`,
    }),
    apply: (draft, step, input) => shoot(draft, step.seat, '机械狼', seatsOf(input)[0]),
  }],
});

function legality(state: WerewolfState): Legality {
  const seat = actor(state, 'mechanicalWolf');
  if (seat === null) return NO_INPUT;
  const f = facts(state);
  const others = livingSeats(state).filter((s) => s !== seat);
  const pick = (options: SeatNo[], why: (s: SeatNo) => string | undefined, passLabel: string): Legality => ({
    input: { type: 'seats', min: 0, max: 1, options }, refuse: (s) => why(s) ?? dead(s), passLabel,
  });
  if (f.learned === null) {
    if (rulesOf(state)['mechanicalWolf.learnNight'] === 'first' && state.round > 1) return NO_INPUT;
    return pick(others, (s) => (s === seat ? '机械狼不能学习自己' : undefined), '不学习');
  }
  const skill = activeSkill(state);
  if (skill === 'double' && piercing(state) && doubleAtHand(state)) return PIERCE_CHOICE;
  if (skill === 'check') return pick(others, (s) => (s === seat ? '机械狼不能查验自己' : undefined), '不查验');
  if (skill === 'poison' && !f.poisonUsed) return pick(livingSeats(state), () => undefined, '不用毒');
  if (skill === 'shield' && !f.shieldSpent) {
    return pick(livingSeats(state).filter((s) => s !== f.lastShield),
      (s) => (s === f.lastShield ? `机械盾不能连续两晚保护同一人：${s} 号昨晚已被保护` : undefined), '不保护');
  }
  return NO_INPUT;
}

function skillHint(state: WerewolfState, skill: Skill): string {
  const f = facts(state);
  if (skill === 'check') return '点选他要查验的玩家，下一步给他看身份牌。';
  if (skill === 'poison') return f.poisonUsed ? `毒药已经用过了：${STILL}` : '他指人即用毒（整局一瓶）；不用时不选。';
  if (skill === 'shield') return f.shieldSpent ? `机械盾已失效：${STILL}` : '点选他保护的玩家（不能连续两晚同一人）；不保护时不选。';
  if (f.learned !== null && state.round <= f.learnedRound) return `技能从下一晚起生效：${STILL}`;
  if (skill === 'double' && piercing(state) && doubleAtHand(state)) return '他比出双刀手势表示今晚用穿透的一刀（整局一次，无视守卫和机械盾）；不比时选「今晚不用」。';
  return `这个技能夜里不用操作：${STILL}`;
}

/** Tonight's shielded seat: his pick, moved by a magician's swap (his pick is what he may not repeat). */
function shielded(state: WerewolfState): SeatNo | null {
  const pick = facts(state).shield;
  return pick === null ? null : landsOn(state, pick);
}

/** The shield stops the knife (同守同救 as the guard's); a piercing knife ignores guard and shield; a double kill's second target. */
function knifeAgainstShield(draft: WerewolfState, dying: Dying): void {
  const f = facts(draft);
  const { target, guarded, saved } = draft.x;
  if (f.pierce && target !== null && guarded === target && !saved) dying.push({ seat: target, cause: 'wolf' });
  if (target !== null && shielded(draft) === target && !f.pierce) {
    const i = dying.findIndex((d) => d.seat === target && d.cause === 'wolf');
    if (i >= 0) {
      dying.splice(i, 1);
      addLog(draft, `${target} 号被机械盾保护，没有死`);
      shieldSaved(draft);
    } else if (saved && guarded !== target && rulesOf(draft)['guard.doubleProtectKills']) {
      // The antidote has been told as a rescue already: this overrides it.
      const text = `但 ${target} 号同时被机械盾保护：同守同救，仍然死亡`;
      addLog(draft, text);
      recordNote(draft, text);
      dying.push({ seat: target, cause: 'wolf' });
    }
  }
  if (f.second === null) return;
  // The witch was shown the seat he chose; the knife, and her antidote with it, land through a swap.
  const second = landsOn(draft, f.second);
  const protectedSecond = guarded === second || shielded(draft) === second;
  const rescued = draft.x.rescued === f.second;
  const spared = (text: string) => {
    addLog(draft, text);
    recordNote(draft, text);
  };
  if (protectedSecond && rescued) {
    const dies = rulesOf(draft)['guard.doubleProtectKills'];
    spared(`双刀的第二刀：${second} 号同时被守护和女巫解救${dies ? '：同守同救，仍然死亡' : '，活了下来'}`);
    if (dies) dying.push({ seat: second, cause: 'wolf' });
  } else if (protectedSecond) spared(`${second} 号被守护，双刀的第二刀没有杀死他`);
  else if (rescued) spared(`${second} 号被女巫救活（双刀的第二刀）`);
  else dying.push({ seat: second, cause: 'wolf' });
}

/** His poison kills like the witch's; the shield against the witch's poison blocks it or turns it on her. */
function poisonAndShield(draft: WerewolfState, dying: Dying): void {
  const f = facts(draft);
  const seat = actor(draft, 'mechanicalWolf') ?? undefined;
  if (f.poison !== null) dying.push({ seat: f.poison, cause: 'poison', by: seat });
  const poisoned = draft.x.poisoned;
  if (poisoned === null || poisoned !== shielded(draft)) return;
  const i = dying.findIndex((d) => d.seat === poisoned && d.cause === 'poison');
  if (i < 0) return;
  dying.splice(i, 1);
  const witch = holder(draft, 'witch');
  if (rulesOf(draft)['mechanicalWolf.shieldVsPoison'] === 'reflect' && witch !== null) {
    addLog(draft, `${poisoned} 号被机械盾保护，毒药反弹给女巫 ${witch} 号`);
    dying.push({ seat: witch, cause: 'reflect', by: seat });
  } else {
    addLog(draft, `${poisoned} 号被机械盾保护，毒药无效`);
  }
  shieldSaved(draft);
}

/** Under `mechanicalWolf.shieldUses: once` the shield is gone once it has saved someone (from a knife, a poison or a shot). */
function shieldSaved(draft: WerewolfState): void {
  if (rulesOf(draft)['mechanicalWolf.shieldUses'] === 'once') write(draft, { shieldSpent: true });
}

declare module '../kit' {
  interface RoleOptions { mechanicalWolf: typeof OPTIONS }
  interface RoleIds { mechanicalWolf: true }
  interface RoleStepKeys { 'night.mechanicalWolf': true; 'night.mechanicalWolfResult': true; 'night.mechanicalWolfKill': true; 'day.mechanicalWolf': true }
  interface RoleFacts { mechanicalWolf: MechanicalWolfFacts }
}
