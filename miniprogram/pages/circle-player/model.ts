// A member's page, free of WeChat: the figures as lines, the camp and role bars.
import type { CirclePlayerResult, CircleTally } from '../../../typings/api';
import { percent } from '../circle/model';

export interface BarLine { key: string; name: string; percent: number; text: string }

const bars = (tallies: CircleTally[]): BarLine[] => tallies.map((t) => ({
  key: `${t.game}:${t.id}`, name: `${t.name}`, percent: Math.round(t.winRate * 100), text: `${t.wins}/${t.games} 胜`,
}));

const streak = (n: number) => (n > 0 ? `${n} 连胜` : n < 0 ? `${-n} 连败` : '—');

/** 当警长, where the member's games had a sheriff at all (as the server counts them; a server that does not: where they held the badge). */
const sheriffFacts = (p: CirclePlayerResult) => ((p.sheriffGames ?? p.sheriff) > 0 ? [{ key: 'sheriff', title: '当警长', value: `${p.sheriff} 次` }] : []);

export function playerModel(p: CirclePlayerResult) {
  return {
    nickname: p.nickname,
    headline: `${p.season} 赛季 · ${p.games} 局 ${p.wins} 胜 · 胜率 ${p.games ? percent(p.winRate) : '—'}`,
    facts: [
      { key: 'streak', title: '当前', value: streak(p.currentStreak) },
      { key: 'best', title: '最长连胜', value: p.bestStreak ? `${p.bestStreak} 局` : '—' },
      { key: 'survival', title: '存活到最后', value: p.games ? percent(p.survivalRate) : '—' },
      ...sheriffFacts(p),
      { key: 'partner', title: '最佳搭档', value: p.partner ? `${p.partner.nickname}（同队 ${p.partner.games} 局赢 ${p.partner.wins}）` : '同队满 3 局且赢过才算' },
      { key: 'rival', title: '宿敌', value: p.rival ? `${p.rival.nickname}（输给他 ${p.rival.losses} 局）` : '—' },
    ],
    ratings: p.ratings.map((r) => ({ key: r.kind, title: r.kindName, value: `${r.rating.toFixed(2)}${r.provisional ? '（定级中）' : ''}`, label: `${r.games} 局` })),
    camps: bars(p.camps),
    roles: bars(p.roles),
  };
}
