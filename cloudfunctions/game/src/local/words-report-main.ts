import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sqliteWordStats, WORD_STATS_FILE } from '../store/word-stats-sqlite';
import { wordsReport } from './words-report';

/** `npm run words:report`: the local server's word stats under GAME_DATA (default `.data/`). */
const file = join(resolve(process.env.GAME_DATA || join(process.cwd(), '.data')), WORD_STATS_FILE);
if (!existsSync(file)) {
  console.log(`还没有词库评价：${file} 不存在（本地服务 npm start 运行过才会有）。`);
} else {
  const stats = sqliteWordStats(file);
  stats.rated(0).then((all) => {
    console.log(`数据：${file}`);
    for (const line of wordsReport(all)) console.log(line);
    stats.close();
  }, (error: unknown) => {
    console.error('读取词库评价失败：', error);
    process.exit(1);
  });
}
