// Points the project at the deployer's own mini-program and CloudBase environment in one command:
//   npm run configure -- --appid wx0123456789abcdef --env my-env-1a2b [--voice 0.3.6 | --no-voice]
// It writes the AppID into project.config.json, the environment id into miniprogram/config.ts, and
// declares WeChat's 同声传译 plugin in miniprogram/app.json (the host phone reads the night aloud with
// it). The plugin must also be added to that AppID on the WeChat admin site (README: 部署). Running it
// again with other values rewrites them; nothing is written unless every value is valid.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const SPEECH_PLUGIN = { name: 'WechatSI', provider: 'wx069ba97219f66d99', version: '0.3.6' };

function parseArgs(argv) {
  const out = { root: join(__dirname, '..'), voice: SPEECH_PLUGIN.version };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--no-voice') { out.voice = null; continue; }
    const value = argv[i + 1];
    if (!['--appid', '--env', '--voice', '--root'].includes(flag) || value === undefined) {
      throw new Error(`不认识的参数 ${flag}。用法：npm run configure -- --appid wx… --env 环境ID [--voice 插件版本 | --no-voice]`);
    }
    out[flag.slice(2)] = value;
    i++;
  }
  return out;
}

function check({ appid, env, voice }) {
  if (!/^wx[0-9a-f]{16}$/.test(appid ?? '')) {
    throw new Error('--appid 须为 wx 开头的 18 位 AppID（公众平台“开发管理 → 开发设置”里）；测试号 touristappid 开不了云开发，也加不了插件');
  }
  if (!/^[a-z0-9][a-z0-9-]{1,63}$/i.test(env ?? '')) throw new Error('--env 须为云开发环境 ID（开发者工具“云开发”控制台里，如 prod-1a2b3c）');
  if (voice !== null && !/^\d+\.\d+\.\d+$/.test(voice)) throw new Error('--voice 须为同声传译插件的版本号，如 0.3.6（公众平台“插件管理”里显示的版本）');
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The three files with the new values, all computed before any is written. */
function configure(options) {
  check(options);
  const projectFile = join(options.root, 'project.config.json');
  const configFile = join(options.root, 'miniprogram', 'config.ts');
  const appFile = join(options.root, 'miniprogram', 'app.json');
  const project = { ...readJson(projectFile), appid: options.appid };
  const source = readFileSync(configFile, 'utf8');
  const envLine = /cloudEnvId: '[^']*'/g;
  if ((source.match(envLine) ?? []).length !== 1) throw new Error('miniprogram/config.ts 里找不到唯一的 cloudEnvId 一行');
  const config = source.replace(envLine, `cloudEnvId: '${options.env}'`);
  const app = readJson(appFile);
  const plugins = { ...app.plugins };
  if (options.voice === null) delete plugins[SPEECH_PLUGIN.name];
  else plugins[SPEECH_PLUGIN.name] = { version: options.voice, provider: SPEECH_PLUGIN.provider };
  const nextApp = { ...app, plugins };
  if (Object.keys(plugins).length === 0) delete nextApp.plugins;
  writeJson(projectFile, project);
  writeFileSync(configFile, config);
  writeJson(appFile, nextApp);
  return [
    `project.config.json：appid = ${options.appid}`,
    `miniprogram/config.ts：cloudEnvId = '${options.env}'`,
    options.voice === null ? 'miniprogram/app.json：不声明同声传译插件（主持手机只显示台词、响提示音）'
      : `miniprogram/app.json：声明同声传译插件 ${SPEECH_PLUGIN.name} ${options.voice}（还要在公众平台为这个 AppID 添加该插件）`,
  ];
}

try {
  for (const line of configure(parseArgs(process.argv.slice(2)))) console.log(line);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
