// `npm run configure`: one command points a checkout at the deployer's AppID and CloudBase environment
// and declares the 同声传译 plugin, so the host phone speaks out of the box; bad values write nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const FILES = ['project.config.json', 'miniprogram/config.ts', 'miniprogram/app.json'];
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'configure-'));
  for (const file of FILES) cpSync(join(ROOT, file), join(dir, file));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'scripts', 'configure.js'), '--root', dir, ...args], { encoding: 'utf8' });
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const json = (file: string) => JSON.parse(read(file));

it('writes the AppID, the environment and the speech plugin, and says what it did', () => {
  const out = run('--appid', 'wx0123456789abcdef', '--env', 'prod-1a2b3c');
  expect(out.status).toBe(0);
  expect(out.stdout).toContain('声明同声传译插件');
  expect(json('project.config.json').appid).toBe('wx0123456789abcdef');
  expect(read('miniprogram/config.ts')).toContain("cloudEnvId: 'prod-1a2b3c'");
  expect(json('miniprogram/app.json').plugins).toEqual({ WechatSI: { version: '0.3.6', provider: 'wx069ba97219f66d99' } });
  // Everything else stays as it was.
  const original = JSON.parse(readFileSync(join(ROOT, 'miniprogram/app.json'), 'utf8'));
  expect({ ...json('miniprogram/app.json'), plugins: undefined }).toEqual({ ...original, plugins: undefined });
  expect(json('project.config.json').setting).toEqual(JSON.parse(readFileSync(join(ROOT, 'project.config.json'), 'utf8')).setting);
});

it('takes another plugin version, and leaves the plugin out with --no-voice', () => {
  expect(run('--appid', 'wx0123456789abcdef', '--env', 'e-1', '--voice', '0.4.0').status).toBe(0);
  expect(json('miniprogram/app.json').plugins.WechatSI.version).toBe('0.4.0');
  expect(run('--appid', 'wx0123456789abcdef', '--env', 'e-2', '--no-voice').status).toBe(0);
  expect(json('miniprogram/app.json').plugins).toBeUndefined();
  expect(read('miniprogram/config.ts')).toContain("cloudEnvId: 'e-2'");
});

it.each([
  [['--appid', 'touristappid', '--env', 'prod-1'], '--appid'],
  [['--appid', 'wx0123456789abcdef'], '--env'],
  [['--appid', 'wx0123456789abcdef', '--env', "x'; evil"], '--env'],
  [['--appid', 'wx0123456789abcdef', '--env', 'prod-1', '--voice', 'latest'], '--voice'],
  [['--appid', 'wx0123456789abcdef', '--env', 'prod-1', '--plugin'], '不认识的参数'],
])('refuses %j with a Chinese reason and writes nothing', (args, reason) => {
  const before = FILES.map(read);
  const out = run(...args);
  expect(out.status).toBe(1);
  expect(out.stderr).toContain(reason);
  expect(FILES.map(read)).toEqual(before);
});
