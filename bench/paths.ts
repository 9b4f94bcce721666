// Where things are, whether this runs bundled as .build/bench.js or from bench/ itself.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'zhuoyou-zhushou') return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

export const ROOT = findRoot();
export const SERVER_JS = join(ROOT, '.build', 'server.js');
export const CLOUD_JS = join(ROOT, 'cloudfunctions', 'game', 'index.js');
export const CLOUD_WORDS = join(ROOT, 'cloudfunctions', 'game', 'words.json');
export const MINIPROGRAM = join(ROOT, 'miniprogram');
export const PROJECT_CONFIG = join(ROOT, 'project.config.json');
export const RESULTS = join(ROOT, 'bench', 'results.json');
