import { defineRole, modelOf, modelStep, type ModelFacts } from '../kit';

const DESCRIPTION = '第一晚选择一名其他玩家作为榜样（你不会得知他的身份）。你和榜样同一阵营：他的阵营获胜你就获胜，失败你也失败。预言家查验你是好人；屠边时你算村民。';

/**
 * 混血儿 (optional role, docs/rules.md §D.4.3): on the first night picks a model, whose card he is not
 * shown, and wins or loses with the model's camp. He has no win of his own; the seer and the
 * gravedigger see him as good and 屠边 counts him as a villager.
 */
export const slacker = defineRole({
  id: 'slacker', name: '混血儿', camp: 'third', class: 'villager', unique: true,
  description: DESCRIPTION,
  guide: '第一夜在情侣之后睁眼，选一名其他玩家做榜样（不知道他的身份）；榜样的阵营获胜他就获胜。他没有自己的胜利条件，屠边时算村民；预言家和守墓人看他是好人。',
  night: [modelStep('slacker', '混血儿', 'night.slacker')],
  playsFor(state, _seat, campOf) {
    const model = modelOf(state, 'slacker');
    return model === null ? 'good' : campOf(model);
  },
  cardNow(state) {
    const model = modelOf(state, 'slacker');
    return model === null ? {} : { description: `${DESCRIPTION}\n你的榜样：${model} 号。` };
  },
});

declare module '../kit' {
  interface RoleIds { slacker: true }
  interface RoleStepKeys { 'night.slacker': true }
  interface RoleFacts { slacker: ModelFacts }
}
