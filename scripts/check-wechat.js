// `npm run check:wechat`: the mini-program as WeChat's own tools build it, offline, with miniprogram-ci
// (tools/wechat, installed here on first use).
//  1. Replays DevTools' "构建 npm" (packNpmManually over project.config.json's packNpmRelationList) and
//     fails unless it packs Vant Weapp alone, without warnings, byte for byte what miniprogram_npm/ holds.
//  2. Compiles the project as DevTools does (project.config.json settings, the TypeScript plugin, npm
//     packages) and fails on any compile error.
//  3. Runs the page tests against that output, copied to a folder with no .ts file in it.
const { spawnSync } = require('node:child_process');
const { generateKeyPairSync } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join, relative, sep } = require('node:path');
const { ensureTool } = require('./tools');

const ROOT = join(__dirname, '..');
const MP = join(ROOT, 'miniprogram');
const project = JSON.parse(readFileSync(join(ROOT, 'project.config.json'), 'utf8'));

const toolDir = ensureTool('wechat');
const ci = require(join(toolDir, 'node_modules', 'miniprogram-ci'));
const { DefaultProjectAttr } = require(join(toolDir, 'node_modules', 'miniprogram-ci', 'dist', 'config', 'config'));

const work = mkdtempSync(join(tmpdir(), 'check-wechat-'));

function fail(message) {
  console.error(`check:wechat: ${message}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

/** Every file under `dir`, relative to it, '/'-separated. */
function files(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

async function replayPackNpm() {
  const relations = project.setting.packNpmRelationList;
  const packed = join(work, 'packnpm');
  for (const [i, relation] of relations.entries()) {
    const dist = join(packed, String(i));
    mkdirSync(dist, { recursive: true });
    const result = await ci.packNpmManually({ packageJsonPath: join(ROOT, relation.packageJsonPath), miniprogramNpmDistDir: dist });
    if (result.warnList.length > 0) fail(`构建 npm warns: ${JSON.stringify(result.warnList)}`);
    const npmDir = join(dist, 'miniprogram_npm');
    const packages = readdirSync(npmDir).flatMap((scope) => (scope.startsWith('@') ? readdirSync(join(npmDir, scope)).map((n) => `${scope}/${n}`) : [scope]));
    if (packages.join() !== '@vant/weapp' || result.otherNpmPackNum !== 0) {
      fail(`构建 npm packs ${packages.join(', ')} (${result.otherNpmPackNum} other npm packages): only @vant/weapp belongs in the mini-program`);
    }
    const ours = join(MP, 'miniprogram_npm');
    const theirs = files(npmDir);
    if (theirs.join('\n') !== files(ours).join('\n')) fail('miniprogram/miniprogram_npm differs from what 构建 npm makes: run `node scripts/build.js`');
    const changed = theirs.filter((f) => !readFileSync(join(npmDir, f)).equals(readFileSync(join(ours, f))));
    if (changed.length > 0) fail(`miniprogram/miniprogram_npm differs from what 构建 npm makes: ${changed.slice(0, 5).join(', ')}`);
    console.log(`check:wechat: 构建 npm (${relation.packageJsonPath}) packs ${packages.join(', ')} only: ${theirs.length} files, identical to miniprogram/miniprogram_npm`);
  }
}

async function compile() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const ciProject = new ci.Project({
    // Any well-formed AppID: nothing is uploaded, and the attributes below stand in for the ones fetched online.
    appid: 'wx0000000000000000',
    type: 'miniProgram',
    projectPath: ROOT,
    privateKey,
    ignores: ['node_modules/**/*', 'tools/**/*', '.git/**/*', '.build/**/*', '.data/**/*', 'miniprogram/node_modules/**/*'],
    attr: async () => JSON.parse(JSON.stringify(DefaultProjectAttr)),
  });
  const started = Date.now();
  console.log('check:wechat: compiling offline (miniprogram-ci\'s [error] lines about servicewechat.com are it asking for an online list of file types; it goes on with its own)');
  let result;
  try {
    result = await ci.getCompiledResult({ project: ciProject, setting: { useProjectConfig: true } });
  } catch (error) {
    fail(`WeChat's compiler failed:\n${error && error.message ? error.message : String(error)}`);
  }
  const out = join(work, 'miniprogram');
  for (const [file, content] of Object.entries(result)) {
    const path = join(out, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  const written = files(out);
  const sources = written.filter((f) => f.endsWith('.ts'));
  if (sources.length > 0) fail(`the compiled output still holds TypeScript: ${sources.join(', ')}`);
  if (!written.includes('pages/judge/index.js')) fail('the compiled output has no pages/judge/index.js');
  // The npm side of the mini-program (its package.json, lock and node_modules) stays on the computer.
  const stray = written.filter((f) => /^(node_modules\/|package(-lock)?\.json$)/.test(f));
  if (stray.length > 0) fail(`the compiled output holds npm files: ${stray.slice(0, 5).join(', ')}`);
  console.log(`check:wechat: compiled ${written.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s, no .ts among them`);
  return out;
}

async function main() {
  if (!existsSync(join(MP, 'miniprogram_npm'))) fail('miniprogram/miniprogram_npm is missing: run `npm install`');
  await replayPackNpm();
  const compiled = await compile();
  const jest = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'pages'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MINIPROGRAM_BUILD: compiled },
  });
  rmSync(work, { recursive: true, force: true });
  if (jest.status !== 0) fail('the page tests failed on the compiled mini-program');
  console.log('check:wechat: the page tests pass on the compiled mini-program');
  // miniprogram-ci keeps handles open.
  process.exit(0);
}

main().catch((error) => fail(error && error.stack ? error.stack : String(error)));
