// `npm run words:report`: the pairs of the word bank that tables rated, worst first — the ones the
// draw has taken out (🚩 three times since their last review), then the ones it draws rarely (mostly
// bad ratings), then the rest by their share of bad ratings — each with its counts and the
// undercover's win rate. What a maintainer reads before editing the bank.
import { WORD_CATEGORIES, WORD_PAIRS, type WordPair } from '../engine/words/bank';
import { badShare, flagsSinceReview, standingOf, VERDICT_LABELS, WORD_VERDICTS, type WordStanding, type WordStat } from '../engine/words/learn';
import { REVIEWED_PAIRS } from '../engine/words/reviewed';

const STANDING_ORDER: Record<WordStanding, number> = { banned: 0, rare: 1, fine: 2 };
const STANDING_NAMES: Record<WordStanding, string> = { banned: '停用', rare: '少抽', fine: '正常' };

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`);

function pairName(id: string, bank: readonly WordPair[]): string {
  const pair = bank.find((p) => p.id === id);
  if (!pair) return `${id.replace('-', '/')}（已不在词库）`;
  const category = WORD_CATEGORIES.find((c) => c.id === pair.category)?.name ?? pair.category;
  return `${pair.first}/${pair.second}（${category}）`;
}

/** The report's lines for these stats: a summary, then one line per rated pair, worst first. */
export function wordsReport(
  stats: readonly WordStat[],
  bank: readonly WordPair[] = WORD_PAIRS,
  reviewed: Readonly<Record<string, number>> = REVIEWED_PAIRS,
): string[] {
  const rated = stats.filter((s) => s.ratings > 0).map((s) => ({ stat: s, standing: standingOf(s, reviewed) }));
  rated.sort((a, b) => STANDING_ORDER[a.standing] - STANDING_ORDER[b.standing]
    || badShare(b.stat) - badShare(a.stat) || b.stat.unfit - a.stat.unfit || b.stat.ratings - a.stat.ratings
    || a.stat.pairId.localeCompare(b.stat.pairId));
  const count = (standing: WordStanding) => rated.filter((r) => r.standing === standing).length;
  const games = stats.reduce((n, s) => n + s.games, 0);
  const lines = [`词库评价：${rated.length} 组词有评价（停用 ${count('banned')}，少抽 ${count('rare')}），共记 ${games} 局。`];
  if (rated.length === 0) return lines;
  for (const { stat, standing } of rated) {
    const verdicts = WORD_VERDICTS.map((v) => `${VERDICT_LABELS[v]} ${stat[v]}`).join(' · ');
    const flags = flagsSinceReview(stat, reviewed) === stat.unfit ? '' : `（复核后 🚩 ${flagsSinceReview(stat, reviewed)}）`;
    lines.push(`${STANDING_NAMES[standing]}  ${pairName(stat.pairId, bank)}  评价 ${stat.ratings}：${verdicts}${flags}`
      + `；差评 ${percent(stat.ratings - stat.good, stat.ratings)}；${stat.games} 局，卧底胜率 ${percent(stat.undercoverWins, stat.games)}`);
  }
  lines.push('停用的词对复核后：不合适就从词库删去；保留就在 reviewed.ts 里记下它当时的 🚩 次数，它就会重新被抽到。');
  return lines;
}
