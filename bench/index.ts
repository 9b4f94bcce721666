// `npm run bench`: the figures — how fast and how small the product is — as one table
// with the budget beside each figure, written the same to bench/results.json. See README「性能」.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { autoGameFigures } from './auto-game';
import { circleFigures } from './circle';
import { coldStartFigures } from './cold-start';
import { engineFigures } from './engine';
import { liveCallFigures } from './live-calls';
import { liveLatencyFigures } from './live-latency';
import { memoryFigures } from './memory';
import { RESULTS } from './paths';
import { markdown, table, writeResults, type Row } from './report';
import { reviewFigures } from './review';
import { reconnectFigures } from './reconnect';
import { serverLoadFigures } from './server-load';
import { setDataFigure } from './setdata';
import { sizeFigures } from './size';
import { spectatorFigures } from './spectators';
import { storeTripFigures } from './store-trips';

const NOTES = [
  '1: 预算由本基准设定——撤销直接恢复每一步存下的状态；旧版本存下的房间（没有这份记录）加载时要从发牌起重放整局，所以 1 ÷（局/秒）就是终局时这样加载一次的耗时，≥ 50 局/秒即 ≤ 20 ms；'
    + '每次 act 调用，存储都要把整个房间 JSON 解析一次、序列化一次，引擎一步不超过这一个往返（≤ 1×）就不是瓶颈。',
  '2: 用计数的内存存储包住 createHandler，经动作处理器完整地玩三局（杀人游戏 12、狼人杀 12、谁是卧底 9，每 10 步撤销一次），取每次调用的最多读写。',
  '3: 客户端在本进程内（http.Agent keep-alive，回环地址），服务器为 .build/server.js 子进程（GAME_RATE_LIMIT=0，SQLite 在临时目录）；'
    + '房间为杀人游戏 10 人；joinRoom 每次都是首次入座（每轮新建 20 个房间 × 10 座）；act 时每个客户端是自己房间的法官'
    + '（200 个房间轮流，避免两个客户端抢同一步）；基线是同一档并发下的 GET /healthz，与各动作轮流测（每档 4 轮）；服务器 CPU 为各线程 /proc/<pid>/task/*/schedstat 之和。',
  '4: “我们的代码”= 把 wx-server-sdk 换成空桩后 require index.js 的时间；每次都在新的 node 进程里计时（只计 require 本身），三种方式轮流。',
  '5: 主包 = 从 app.json 出发可达的文件（页面、组件递归、Vant 及其 common/mixins/wxs、图片）；开发者工具把 .ts 编译成大小相近的 .js，这里按 .ts 源文件计；'
    + 'setData 取自页面测试（jest 项目 pages）经 BENCH_SETDATA_FILE 记下的每一次 setData；'
    + '复盘两项用 20 人狼人杀 9 轮（每晚四个角色行动，每天一次投票加 PK）的复盘，setData 按页面的分段方式（每段 ≤ 8 KB）计。',
  '6: 房间存于 SQLite 文件，不在进程内存里；数值为 /proc/<pid>/status 的 VmHWM。',
  '7: 本地服务为 .build/server.js 子进程；20 个狼人杀 12 人房间，每房间 12 部手机各自长轮询 GET /api/signal（after = 手里的版本），'
    + '看到自己出局或重新发牌时再调一次 myCard；每个法官每 400 ms 走一步（随机合法输入），共 40 步。信号先于法官的应答发出，'
    + '所以从 act 应答算起几乎都是 0，预算按更严格的“从 act 发出”计。',
  '8: bench/pages/calls.bench.ts 在 miniprogram-simulate 上打开真实的法官页和 12 个卡片页（假时钟）：狼人杀正规局 12 人，'
    + '每 10–40 秒（种子随机）法官在法官页上走一步，45 分钟（一局结束就再来一局），之后 30 分钟什么也不发生；'
    + '同一种子跑三遍：上一版页面（git 里最后一个有 pollMs 的版本，每 3 秒 myCard）、本版 + 云 watch()、本版 + 本地长轮询。'
    + '“调用”= 云函数调用（POST /api/game）；watch() 与长轮询的等待不是计费调用，另列。',
  '9: 本地服务为 .build/server.js 子进程；20 个自动主持的狼人杀正规局 12 人房间同时进行（夜间每步 0 秒：答完即过），没有法官；'
    + '每部手机入座后像页面打开时那样读一次 myTurn，之后同时长轮询房间信号（带来桌面）和自己的座位信号（带来自己的回合），收到后不再读；'
    + '有提示时 20–120 ms 后随机作答（放逐投票和警长投票全桌投同一人，和第 8 项一样，好让一局像真实的一样几天内结束），'
    + 'play 的应答就是新的回合；主持手机同样从信号拿桌面，只推进等主持的步骤。'
    + '延迟 = 从一次改变了桌面的 play 应答到达，到这个房间的 12 部手机都拿到这一版桌面的时间。'
    + '无声之夜：每部手机在自己活着时经历的夜间步骤里被接受的 play 次数 ÷ 这些步骤数，取所有手机的最大值。',
  '10: 圈子的 SQLite 存储在临时目录；一个 10 人圈子，同一赛季 10,000 局狼人杀 12 人（8 名成员 + 4 名游客）：先写入 9,800 局的记录和统计，再逐局记最后 200 局，取中位数；'
    + '积分榜为 circle 动作（经动作处理器，含成员检查）200 次的中位数；存储调用由计数代理记下。',
  '11: 本地服务为 .build/server.js 子进程；20 个自动主持的狼人杀 12 人房间，每房间 50 个观战者各调用一次 watch 加入，然后各自长轮询 GET /api/signal（after = 手里桌面的版本），'
    + '信号带着桌面，观战者之后从不调用后端；全部观战者加入以后，每个房间每 100 ms 一次改变（12 人依次入座，主持人走 3 步）。'
    + '延迟 = 从改变的调用发出到每个观战者拿到那一版（或更新的）桌面。',
  '12: 本地服务为 .build/server.js 子进程；一个进行中的自动主持狼人杀 12 人房间（夜里，其他手机边等边作答），'
    + '一部手机像卡片页打开时那样依次调用 myCard、myTurn，计时到两个应答都到；“正确”= myTurn 的桌面就是房间信号当时的版本。共 60 次。',
];

/** BENCH_ONLY=auto game,spectators runs only the figures named (a busy machine: just the rows at hand). */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean);

async function figure(name: string, run: () => Row[] | Promise<Row[]>, failed: string[]): Promise<Row[]> {
  if (ONLY.length > 0 && !ONLY.includes(name)) return [];
  const started = Date.now();
  try {
    const rows = await run();
    process.stderr.write(`[bench] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return rows;
  } catch (error) {
    failed.push(name);
    process.stderr.write(`[bench] ${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    return [{ figure: 0, name: `${name}：测量失败`, value: null, unit: '', text: String(error instanceof Error ? error.message : error).slice(0, 80), budget: '—', status: 'N/A' }];
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadBefore = loadavg();
  const failed: string[] = [];
  const rows: Row[] = [
    ...(await figure('engine', engineFigures, failed)),
    ...(await figure('store round trips', storeTripFigures, failed)),
    ...(await figure('server load', serverLoadFigures, failed)),
    ...(await figure('cold start', coldStartFigures, failed)),
    ...(await figure('memory', memoryFigures, failed)),
    ...(await figure('size', sizeFigures, failed)),
    ...(await figure('setData', () => [setDataFigure()], failed)),
    ...(await figure('review', reviewFigures, failed)),
    ...(await figure('live latency', liveLatencyFigures, failed)),
    ...(await figure('live calls', liveCallFigures, failed)),
    ...(await figure('auto game', autoGameFigures, failed)),
    ...(await figure('spectators', spectatorFigures, failed)),
    ...(await figure('reconnect', reconnectFigures, failed)),
    ...(await figure('circle', circleFigures, failed)),
  ].sort((a, b) => a.figure - b.figure);
  const seconds = (Date.now() - started) / 1000;
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch { /* not a git checkout */ }
  const meta = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    loadAverage: { before: loadBefore, after: loadavg() },
    seconds,
  };
  console.log(table(rows));
  console.log('');
  for (const note of NOTES) console.log(`注 ${note}`);
  const over = rows.filter((r) => r.status === 'OVER');
  console.log('');
  console.log(`${meta.date.slice(0, 10)} · ${meta.node} · ${meta.cpus} · load ${loadBefore.map((l) => l.toFixed(1)).join(' ')} · ${seconds.toFixed(0)} s`
    + ` · ${over.length === 0 ? '全部在预算内' : `${over.length} 项超出预算`}`);
  writeResults(RESULTS, meta, rows, NOTES);
  // The same table as Markdown, to paste into README's 性能 section.
  const markdownFile = RESULTS.replace(/\.json$/, '.md');
  writeFileSync(markdownFile, `${markdown(rows)}\n`);
  console.log(`结果已写入 ${RESULTS}（表格的 Markdown 版：${markdownFile}）`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
