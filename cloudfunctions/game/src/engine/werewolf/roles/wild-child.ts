import {
  actor, addLog, deathOf, defineRole, type ModelFacts, modelOf, modelStep, option, recordAct, rulesOf,
  type WerewolfState,
} from '../kit';

const OPTIONS = [
  option({
    id: 'wildChild.trigger', name: '野孩子变狼的条件', type: 'enum', group: 'advanced',
    description: '野孩子的榜样怎样出局时，野孩子从下一晚起变成狼人：任何方式出局；或只有被投票放逐。',
    values: ['anyDeath', 'exile'], valueNames: ['榜样出局', '榜样被放逐'], default: 'anyDeath',
  }),
] as const;

/** His model, and the night he turned wolf (absent while he is good). */
interface WildChildFacts extends ModelFacts { turned?: number }

const DESCRIPTION = '第一晚选择一名其他玩家作为榜样（你不会得知他的身份）。你是好人（村民）；榜样出局后，你从下一晚起变成狼人，和狼人一起睁眼杀人。你先出局则一直是好人。';

/**
 * 野孩子 (optional role, docs/rules.md §D.4.4): a villager who picks a model on the first night. Once
 * the model is out (by `wildChild.trigger`) and he still lives, he turns wolf at the next nightfall:
 * a meeting wolf from that night on, a wolf for the seer, 屠边 and the wins.
 */
export const wildChild = defineRole({
  id: 'wildChild', name: '野孩子', camp: 'good', class: 'villager', unique: true,
  description: DESCRIPTION,
  guide: '第一夜选一名其他玩家做榜样，平时是村民。榜样出局后（规则「野孩子变狼的条件」也可以是只有被放逐），他从下一晚起变成狼人：和狼人一起睁眼杀人，查验是狼人，屠边和胜负都算狼人，也可以自爆；他先出局则一直是好人。',
  options: OPTIONS,
  night: [modelStep('wildChild', '野孩子', 'night.wildChild')],
  wolfNow: (state) => turnedOn(state) !== undefined,
  nightfall(draft) {
    const facts = draft.x.roles?.wildChild;
    const seat = actor(draft, 'wildChild');
    if (!facts || facts.turned !== undefined || seat === null || !modelGone(draft, facts.model)) return;
    facts.turned = draft.round;
    const text = `野孩子 ${seat} 号的榜样 ${facts.model} 号已出局：野孩子变成狼人，从今晚起和狼人一起睁眼`;
    addLog(draft, text);
    recordAct(draft, { key: 'night.wildChild', role: 'wildChild', actors: [seat], targets: [facts.model], result: 'wolf', text });
  },
  cardNow(state) {
    const model = modelOf(state, 'wildChild');
    if (model === null) return {};
    const turned = turnedOn(state);
    if (turned === undefined) return { description: `${DESCRIPTION}\n你的榜样：${model} 号。` };
    return {
      camp: 'wolf',
      description: `${DESCRIPTION}\n你的榜样 ${model} 号已出局：你已变成狼人，从第 ${turned} 夜起和狼人一起睁眼杀人。`,
    };
  },
});

/** The night the wild child turned wolf, or undefined while he is good. */
function turnedOn(state: WerewolfState): number | undefined {
  return state.x.roles?.wildChild?.turned;
}

/** His model is out in the way `wildChild.trigger` asks: any death, or an exile by vote. */
function modelGone(state: WerewolfState, model: number): boolean {
  const death = deathOf(state, model);
  if (!death) return false;
  return rulesOf(state)['wildChild.trigger'] === 'anyDeath' || death.causes.includes('exile');
}

declare module '../kit' {
  interface RoleOptions { wildChild: typeof OPTIONS }
  interface RoleIds { wildChild: true }
  interface RoleStepKeys { 'night.wildChild': true }
  interface RoleFacts { wildChild: WildChildFacts }
}
