import type { GameInfo, WordCategoryInfo } from '../../../../../typings/api';
import { CHOOSABLE_CATEGORIES, WORD_CATEGORIES, WORD_PACKS } from '../words/catalog';
import type { WordPair } from '../words/pairs';
import { GAME_NAMES } from '../game-names';
import { UNDERCOVER_DECK } from './roles';
import { familyFriendly, MAX_WORD_LENGTH } from './words';
import { UNDERCOVER_GUIDE } from './guide';

export const UNDERCOVER_INFO: Omit<GameInfo, 'presets' | 'defaultRoles'> = {
  id: 'undercover',
  name: GAME_NAMES.undercover,
  minPlayers: 4,
  maxPlayers: 20,
  deck: UNDERCOVER_DECK,
  badCamps: ['undercover'],
  startPlayers: 6,
  guide: UNDERCOVER_GUIDE,
  ownWords: { maxLength: MAX_WORD_LENGTH },
  roles: [
    { id: 'civilian', name: '平民', camp: 'civilian', description: '你拿到的是大多数人的词。描述时别说得太直白，找出词语和大家不一样的人，把他们投票出局。' },
    { id: 'undercover', name: '卧底', camp: 'undercover', description: '你的词和大多数人的相近但不一样。听别人描述，猜出大家的词，隐藏自己，坚持到最后。' },
    { id: 'blank', name: '白板', camp: 'undercover', description: '你没有词。听别人描述，猜出大家的词，跟着描述不露馅；按规则「白板阵营」，与卧底同一阵营或单独获胜。' },
  ],
  options: [
    {
      id: 'blank.enabled', name: '白板', type: 'boolean', group: 'common',
      description: '发白板（没有词的牌）：6 人及以上默认 1 张。关闭后，默认牌里的白板换成平民。', default: true,
    },
    {
      id: 'blank.camp', name: '白板阵营', type: 'enum', group: 'advanced',
      description: '白板与卧底同一阵营一起获胜；或白板单独一方：只剩规定人数时白板还活着，白板单独获胜。',
      values: ['undercover', 'solo'], valueNames: ['与卧底同阵营', '单独一方'], default: 'undercover',
    },
    {
      id: 'undercover.lastN', name: '卧底获胜人数', type: 'number', group: 'common',
      description: '只剩这么多名玩家（或更少）而卧底还活着时，卧底获胜。不设置时 4–5 人默认 2，6 人起默认 3，每种人数都不会一次投错就结束。',
      min: 2, max: 4, default: 3,
    },
    {
      id: 'undercover.tie', name: '平票处理', type: 'enum', group: 'common',
      description: '平票的玩家辩论后，其他玩家在他们之中重新投票（平票的玩家不投票）；再次平票时无人出局，或一直辩论重投直到有人出局（所有人都弃票时无人出局，免得一直重投）。',
      values: ['debateThenNone', 'debateUntilResolved'], valueNames: ['辩论一次，再平票无人出局', '辩论到有人出局'],
      default: 'debateThenNone',
    },
    {
      id: 'reveal.onExile', name: '出局亮身份', type: 'boolean', group: 'common',
      description: '玩家被投票出局时，法官公布他是平民、卧底还是白板。', default: false,
    },
    {
      id: 'words.category', name: '词库类别', type: 'enum', group: 'common',
      description: '从内置词库抽词时只抽这一类（法官自己输入词语时不用词库）。「任意」从除成语以外的所有类别中抽。',
      values: ['any', ...CHOOSABLE_CATEGORIES.map((c) => c.id)],
      valueNames: ['任意', ...CHOOSABLE_CATEGORIES.map((c) => c.name)],
      default: 'any',
    },
    {
      id: 'words.difficulty', name: '词语难度', type: 'enum', group: 'common',
      description: '从内置词库抽词时的难度：简单的两个词差别大，困难的两个词很接近。',
      values: ['any', 'easy', 'normal', 'hard'], valueNames: ['任意', '简单', '普通', '困难'], default: 'any',
    },
    {
      id: 'words.packs', name: '扩展词包', type: 'set', group: 'common',
      description: '打开的词包加入「任意」抽词。词包各有主题（明星、品牌、动漫游戏、影视剧……），默认不用。',
      values: WORD_PACKS.map((c) => c.id),
      valueNames: WORD_PACKS.map((c) => c.name),
      default: [],
    },
    {
      id: 'words.family', name: '家庭模式', type: 'boolean', group: 'common',
      description: '有孩子或长辈在场时打开：不抽涉及喝酒、恋爱、赌博、夜生活的词，也不抽很快会过时的网络用语。',
      default: false,
    },
  ],
};

/** The catalog's categories with the count of the bank's pairs in each, all and family-friendly. */
export function wordCategoryCounts(pairs: readonly WordPair[]): WordCategoryInfo[] {
  return WORD_CATEGORIES.map((c) => ({
    id: c.id,
    name: c.name,
    pairs: pairs.filter((p) => p.category === c.id).length,
    familyPairs: pairs.filter((p) => p.category === c.id && familyFriendly(p)).length,
    ...(c.draw === 'pack' && { pack: true }),
  }));
}
