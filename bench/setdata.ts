// Figure 5 (setData): the largest setData payload the page tests see. The bench runs the page tests
// (jest project "pages") and takes the largest of:
//  - the lines `{"bytes": n, …}` that the page tests append to the file named by BENCH_SETDATA_FILE
//    (the hook this figure wants: one line per recorded setData, or per page with its largest), and
//  - what they print as "largest setData payload, …: n bytes".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths';
import { budgeted, type Row } from './report';

const BUDGET = 16 * 1024;

export function setDataFigure(): Row {
  const dir = mkdtempSync(join(tmpdir(), 'bench-setdata-'));
  const file = join(dir, 'setdata.jsonl');
  const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const run = spawnSync(process.execPath, [jest, '--selectProjects', 'pages', '--ci'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, BENCH_SETDATA_FILE: file }, maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const seen: { bytes: number; where: string }[] = [];
  for (const m of output.matchAll(/largest setData payload,?\s*([^:\n]*):\s*(\d+)\s*bytes/g)) seen.push({ bytes: Number(m[2]), where: m[1].trim() });
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      try {
        const record = JSON.parse(line) as { bytes?: unknown; page?: unknown; test?: unknown };
        if (typeof record.bytes === 'number') seen.push({ bytes: record.bytes, where: String(record.page ?? record.test ?? '') });
      } catch { /* a partial line */ }
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const suites = /Test Suites:[^\n]*/.exec(output)?.[0] ?? `jest exited ${run.status}`;
  const hook = existsSync(file);
  if (seen.length === 0) {
    return budgeted(5, '页面测试中最大的 setData', null, 'bytes', 'n/a（页面测试没有报告）', '< 16 KB', false, { suites, hook });
  }
  const largest = seen.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return budgeted(5, '页面测试中最大的 setData', largest.bytes, 'bytes', `${(largest.bytes / 1024).toFixed(1)} KB（${largest.where}）`,
    '< 16 KB', largest.bytes < BUDGET, { reports: seen.length, hook, suites, exitCode: run.status });
}
