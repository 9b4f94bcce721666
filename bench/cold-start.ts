// Figure 4: the cloud function's cold start. The bundle's size, and the time to `require` it beside
// the time to `require('wx-server-sdk')` alone, each in a fresh `node` process, the modes taking
// turns within one run; the time is taken inside the child around `require` (node's own boot excluded).
// The word bank's data file ships beside index.js but is read only when a game first needs words:
// its size is shown, outside the budget.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { budgeted, info, type Row } from './report';
import { CLOUD_JS, CLOUD_WORDS, ROOT } from './paths';
import { median } from './stats';

const ROUNDS = 9;
const SIZE_BUDGET = 200 * 1024;
const SHARE_BUDGET = 0.25;

/**
 * ours: index.js with wx-server-sdk replaced by a stub (init, database, getWXContext that do nothing),
 * so the time is our bundle's alone; sdk: the SDK alone; both: index.js with the real SDK.
 */
type Mode = 'ours' | 'sdk' | 'both';

const CHILD = `
const Module = require('node:module');
const { join } = require('node:path');
const [mode, file] = process.argv.slice(1);
if (mode === 'ours') {
  const id = join(__dirname, '__wx-server-sdk-stub__.js');
  const stub = new Module(id);
  stub.filename = id;
  stub.loaded = true;
  stub.exports = {
    DYNAMIC_CURRENT_ENV: Symbol('DYNAMIC_CURRENT_ENV'),
    init() {},
    database() { return { collection() { return {}; }, command: { lt(v) { return v; } } }; },
    getWXContext() { return {}; },
  };
  require.cache[id] = stub;
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return request === 'wx-server-sdk' ? id : resolve.call(this, request, ...rest);
  };
}
const started = process.hrtime.bigint();
require(mode === 'sdk' ? require.resolve('wx-server-sdk', { paths: [file] }) : file);
process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1e6));
`;

function requireMs(mode: Mode): number {
  const out = spawnSync(process.execPath, ['-e', CHILD, mode, CLOUD_JS], { cwd: ROOT, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`require (${mode}) failed: ${out.stderr}`);
  return Number(out.stdout.trim());
}

export function coldStartFigures(): Row[] {
  const size = statSync(CLOUD_JS).size;
  const words = statSync(CLOUD_WORDS).size;
  const times: Record<Mode, number[]> = { ours: [], sdk: [], both: [] };
  const modes: Mode[] = ['ours', 'sdk', 'both'];
  requireMs('both'); // warm the file cache
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < modes.length; i++) {
      const mode = modes[(round + i) % modes.length];
      times[mode].push(requireMs(mode));
    }
  }
  const ours = median(times.ours);
  const sdk = median(times.sdk);
  const both = median(times.both);
  const share = ours / sdk;
  return [
    budgeted(4, 'cloudfunctions/game/index.js 大小（不含 wx-server-sdk）', size, 'bytes', `${(size / 1024).toFixed(1)} KB`,
      '≤ 200 KB', size <= SIZE_BUDGET),
    info(4, 'cloudfunctions/game/words.json 大小（词库，首次用到词语时才读）', words, 'bytes', `${(words / 1024).toFixed(1)} KB`),
    budgeted(4, 'require 我们的代码 ÷ require wx-server-sdk', share, 'ratio',
      `${ours.toFixed(1)} ms ÷ ${sdk.toFixed(1)} ms = ${(share * 100).toFixed(0)}%`, '≤ 25%', share <= SHARE_BUDGET,
      { oursMs: times.ours, sdkMs: times.sdk }),
    info(4, 'require index.js 连同真的 wx-server-sdk（含 init）', both, 'ms',
      `${both.toFixed(1)} ms（同一轮 SDK 单独 ${sdk.toFixed(1)} ms）`, { bothMs: times.both }),
  ];
}
