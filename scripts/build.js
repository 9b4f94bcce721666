// Builds what the checkout cannot hold as source: runs after `npm install` and before `npm start`.
//  1. miniprogram/miniprogram_npm/: what DevTools' "构建 npm" makes from miniprogram/package.json
//  2. cloudfunctions/game/index.js and cloudfunctions/circle/index.js: the cloud functions, bundled from TypeScript
//     so DevTools can upload the folders (`circle` holds the 圈子 actions and their rating library)
//  3. .build/server.js, .build/words-report.js (+ .build/bench.js): the local server, `npm run words:report` and the benchmark
const { cpSync, existsSync, rmSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const esbuild = require('esbuild');

const root = join(__dirname, '..');

/**
 * What DevTools' "构建 npm" does with project.config.json's packNpmRelationList: each dependency of
 * miniprogram/package.json that has a `miniprogram` folder, copied to miniprogram/miniprogram_npm/<name>/.
 */
function packMiniprogramNpm() {
  const mp = join(root, 'miniprogram');
  const pkg = JSON.parse(readFileSync(join(mp, 'package.json'), 'utf8'));
  const target = join(mp, 'miniprogram_npm');
  rmSync(target, { recursive: true, force: true });
  for (const name of Object.keys(pkg.dependencies || {})) {
    const depDir = join(mp, 'node_modules', name);
    if (!existsSync(depDir)) throw new Error(`miniprogram/node_modules/${name} is missing: run \`npm install\` (it installs miniprogram/ too)`);
    const dep = JSON.parse(readFileSync(join(depDir, 'package.json'), 'utf8'));
    if (!dep.miniprogram) continue;
    cpSync(join(depDir, dep.miniprogram), join(target, name), { recursive: true });
  }
}

/** A cloud function's oldest runtime (its package.json `engines`, e.g. ">=16.13") as an esbuild target. */
function cloudTarget(name) {
  const { engines } = JSON.parse(readFileSync(join(root, 'cloudfunctions', name, 'package.json'), 'utf8'));
  const version = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(engines?.node ?? '');
  if (!version) throw new Error(`cloudfunctions/${name}/package.json: engines.node must read ">=<version>"`);
  return `node${version[1]}`;
}

function bundle(entry, outfile, target, external, minify = false) {
  esbuild.buildSync({
    entryPoints: [join(root, entry)],
    outfile: join(root, outfile),
    bundle: true,
    platform: 'node',
    target,
    format: 'cjs',
    external,
    legalComments: 'none',
    logLevel: 'warning',
    // The uploaded cloud function is minified (its cold start reads every byte). Function names are
    // not kept (esbuild keepNames: some 13 KB): nothing reads them, and a logged stack trace's
    // index.js:1:<column> maps back with a source map built from the same commit.
    ...(minify && { minify: true, charset: 'utf8' }),
  });
}

packMiniprogramNpm();
bundle('cloudfunctions/game/src/index.ts', 'cloudfunctions/game/index.js', cloudTarget('game'), ['wx-server-sdk'], true);
bundle('cloudfunctions/circle/src/index.ts', 'cloudfunctions/circle/index.js', cloudTarget('circle'), ['wx-server-sdk'], true);
bundle('cloudfunctions/game/src/local/main.ts', '.build/server.js', 'node20', ['better-sqlite3']);
bundle('cloudfunctions/game/src/local/words-report-main.ts', '.build/words-report.js', 'node20', ['better-sqlite3']);
if (existsSync(join(root, 'bench/index.ts'))) bundle('bench/index.ts', '.build/bench.js', 'node20', ['better-sqlite3', 'wx-server-sdk']);
