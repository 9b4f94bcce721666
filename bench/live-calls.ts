// Figure 8 (calls per phone per game): runs bench/pages/calls.bench.ts (the real pages on
// miniprogram-simulate under a fake clock) and turns its counts into rows. "Today's polling" is the
// previous release's pages, taken from git: the last commit whose mini-program config still had
// the 3-s poll.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MINIPROGRAM, ROOT } from './paths';
import { budgeted, info, type Row } from './report';

const CARD_BUDGET = 45;
const RATIO_BUDGET = 20;
/** The quiet half hour after the game: one safety read every 5 minutes. */
const SAFETY_READS = 6;

interface Counts { card: number[]; cardQuiet: number[]; judge: number; judgeQuiet: number; cardWaits: number[]; steps: number; deals: number }

/** The previous release's miniprogram/ in a temporary folder, or null without git history. */
function pollingRelease(dir: string): string | null {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const removed = git('log', '--format=%H', '-1', '-SpollMs: 3000', '--', 'miniprogram/config.ts');
    if (!removed) return null;
    execFileSync('sh', ['-c', `git archive ${removed}^ miniprogram | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'ignore' });
    symlinkSync(join(MINIPROGRAM, 'miniprogram_npm'), join(dir, 'miniprogram', 'miniprogram_npm'));
    return join(dir, 'miniprogram');
  } catch {
    return null;
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function liveCallFigures(): Row[] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  try {
    const old = pollingRelease(dir);
    const file = join(dir, 'counts.json');
    const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const run = spawnSync(process.execPath, [jest, '-c', join(ROOT, 'bench', 'pages', 'jest.config.js'), '--ci'], {
      cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, BENCH_LIVE_FILE: file, ...(old && { BENCH_OLD_MINIPROGRAM: old }) },
    });
    if (!existsSync(file)) throw new Error(`page run failed: ${`${run.stdout}\n${run.stderr}`.slice(-600)}`);
    const counts = JSON.parse(readFileSync(file, 'utf8')) as Record<'polling' | 'watch' | 'longPoll', Counts | undefined>;
    const { watch, polling, longPoll } = counts;
    if (!watch || !longPoll) throw new Error('the page run reported no live counts');
    const game = `狼人杀 12 人、45 分钟（${watch.steps} 步，${watch.deals} 局）`;
    const live = Math.max(...watch.card);
    const rows: Row[] = [
      budgeted(8, `${game}: 卡片页每部手机的调用（实时通道 watch()）`, live, 'calls', `最多 ${live} 次（平均 ${mean(watch.card).toFixed(1)}）`,
        `≤ ${CARD_BUDGET}`, live <= CARD_BUDGET, { perPhone: watch.card }),
    ];
    if (polling) {
      const polled = mean(polling.card);
      const ratio = polled / Math.max(1, mean(watch.card));
      rows.push(
        info(8, `${game}: 卡片页每部手机的调用（上一版：每 3 秒轮询）`, polled, 'calls', `平均 ${polled.toFixed(0)} 次`, { perPhone: polling.card }),
        budgeted(8, `${game}: 卡片页 轮询 ÷ 实时通道`, ratio, '×', `${ratio.toFixed(0)}×`, `≥ ${RATIO_BUDGET}×`, ratio >= RATIO_BUDGET),
        info(8, `${game}: 法官页的调用（轮询 / 实时通道）`, watch.judge, 'calls', `${polling.judge} / ${watch.judge} 次（其中 act ${watch.steps} 次以上）`),
      );
    } else {
      rows.push(info(8, `${game}: 卡片页（上一版：每 3 秒轮询）`, null, 'calls', 'n/a（没有 git 历史，取不到上一版的页面）'));
    }
    const quiet = Math.max(...watch.cardQuiet, ...longPoll.cardQuiet);
    rows.push(
      budgeted(8, '之后 30 分钟无变化：卡片页每部手机的调用', quiet, 'calls', `${quiet} 次（watch() 与长轮询各自最多）`,
        `= ${SAFETY_READS}（只有每 5 分钟的安全读取）`, watch.cardQuiet.every((n) => n === SAFETY_READS) && longPoll.cardQuiet.every((n) => n === SAFETY_READS)),
      info(8, `${game}: 本地服务长轮询时卡片页每部手机的调用 / GET /api/signal`, Math.max(...longPoll.card), 'calls',
        `最多 ${Math.max(...longPoll.card)} 次调用 / 平均 ${mean(longPoll.cardWaits).toFixed(0)} 次等待（75 分钟）`),
    );
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
