import type { DeckInfo, GameInfo, RoleCounts } from '../../../../../typings/api';
import type { PresetDefinition } from '../core/module';
import { GAME_NAMES } from '../game-names';
import { KILLER_GUIDE } from './guide';

/**
 * A deck needs a killer and a policeman, and more good than killers (docs/rules.md §A.2); a deck with
 * no civilian plays killers against police (a group not dealt is never "all dead", §A.7).
 */
export const KILLER_DECK: DeckInfo = {
  rules: [
    { role: 'killer', min: 1, message: '至少需要 1 名杀手' },
    { role: 'police', min: 1, message: '至少需要 1 名警察' },
    { role: 'civilian', countsWith: ['police'], moreThan: ['killer'], message: '警察和平民须多于杀手（现在 {n} 对 {others}）' },
  ],
};

export const KILLER_INFO: Omit<GameInfo, 'presets' | 'defaultRoles'> = {
  id: 'killer',
  name: GAME_NAMES.killer,
  minPlayers: 6,
  maxPlayers: 20,
  roles: [
    { id: 'killer', name: '杀手', camp: 'killer', description: '杀手彼此认识。每晚一起商量杀死一名玩家，可以杀任何人，包括杀手自己。' },
    { id: 'police', name: '警察', camp: 'good', description: '警察彼此认识。每晚一起指认一名玩家，得知他是不是杀手（法官主持时用手势：拇指向上是杀手，向下不是）。' },
    { id: 'civilian', name: '平民', camp: 'good', description: '你没有夜间能力。白天听发言、找杀手，和警察一起把杀手投票出局。' },
  ],
  deck: KILLER_DECK,
  badCamps: ['killer'],
  startPlayers: 8,
  guide: KILLER_GUIDE,
  options: [
    {
      id: 'killer.voteTie', name: '平票处理', type: 'enum', group: 'common',
      description: '投票出现平票时怎么办：无人出局；平票者再发言、其他玩家在他们之中重投一次（平票者不投票）；或一直重投直到有人出局（所有人都弃票时无人出局，免得一直重投）。',
      values: ['none', 'pkOnce', 'pkUntilResolved'], valueNames: ['无人出局', 'PK 一次', 'PK 到有人出局'], default: 'none',
    },
    {
      id: 'killer.speechFrom', name: '发言起点', type: 'enum', group: 'advanced',
      description: '白天从死者哪一边的第一位活着的玩家开始发言。',
      values: ['victimRight', 'victimLeft'], valueNames: ['死者右手边', '死者左手边'], default: 'victimRight',
    },
    {
      id: 'reveal.onDeath', name: '死亡亮身份', type: 'boolean', group: 'common',
      description: '玩家死亡或出局时，法官公布他的身份。默认不公布：死者身份不明，警察的跳身份和遗言才有分量。', default: false,
    },
  ],
};

/** The 杀人游戏 2.0 table: police = killers = 1 per 4 players (6–8: 1, 9–12: 2, …). */
export function standardRoles(players: number): RoleCounts {
  const each = Math.ceil((players - 4) / 4);
  return { killer: each, police: each, civilian: players - 2 * each };
}

export const KILLER_PRESETS: PresetDefinition[] = [
  {
    id: 'standard', name: '标准局', players: [6, 20], rules: {}, roles: standardRoles,
    summary: '警和匪一样多，每 4 人多一对',
    description: '杀人游戏 2.0：6–8 人 1 警 1 匪，9–12 人 2 警 2 匪，13–16 人 3 警 3 匪，17–20 人 4 警 4 匪。',
  },
  {
    id: 'classic12', name: '老玩法 12 人', players: [12, 12], rules: {},
    roles: () => ({ killer: 3, police: 3, civilian: 6 }),
    summary: '3 警 3 匪，前 3 个死者有遗言',
    description: '12 人 3 警 3 匪 6 平民，前 3 个死者有遗言。',
  },
];
