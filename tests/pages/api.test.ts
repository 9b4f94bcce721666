import { config } from '../../miniprogram/config';
import { call, isCallError, LOADING_DELAY_MS, type CallError } from '../../miniprogram/services/api';
import { backend, phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, load, open, settle, text, toast, type Opened } from './helpers/load';

// Any page will do: the calls need a page whose <van-toast> shows their messages.
const home = load('pages/home/index');
const createPage = load('pages/create/index');

const defaults = { ...config };
afterEach(() => Object.assign(config, defaults));
beforeEach(() => {
  resetPhones();
  resetBackend();
});

async function failure(page: Opened, run: () => Promise<unknown>): Promise<CallError> {
  let caught: unknown;
  await as(page, () => run().catch((e: unknown) => { caught = e; }));
  await settle();
  if (!isCallError(caught)) throw new Error(`expected a CallError, got ${String(caught)}`);
  return caught;
}

test('posts { action, ...params } to the local server as this device', async () => {
  const page = await open(home);
  const catalog = await as(page, () => call('catalog', {}));
  await as(page, () => call('createRoom', { game: 'killer', players: 6 }));
  const [first, second] = page.phone.sent;
  expect(first).toMatchObject({ via: 'http://127.0.0.1:8787/api/game', action: 'catalog', params: {} });
  expect(second).toMatchObject({ action: 'createRoom', params: { game: 'killer', players: 6 } });
  expect(first.openid).toMatch(/^dev-/);
  expect(second.openid).toBe(first.openid);
  expect(page.phone.storage.get('devOpenid')).toBe(first.openid);
  expect((await catalog).games.map((g) => g.id)).toContain('killer');

  const other = await open(home, {}, phone('other'));
  await as(other, () => call('catalog', {}));
  expect(other.phone.sent[0].openid).not.toBe(first.openid);
});

test('calls the game cloud function when a CloudBase env id is configured', async () => {
  config.cloudEnvId = 'env-test';
  const page = await open(home);
  const result = await as(page, () => call('createRoom', { game: 'killer', players: 8 }));
  expect(page.phone.sent).toEqual([expect.objectContaining({ via: 'cloud:game', action: 'createRoom' })]);
  expect((await result).roomNo).toMatch(/^[1-9]\d{5}$/);
});

test.each(['trial', 'release'] as const)('a %s build without a cloud env id says so and never calls the local server', async (envVersion) => {
  const on = phone(envVersion);
  on.envVersion = envVersion;
  const page = await open(home, {}, on);
  const error = await failure(page, () => call('catalog', {}));
  expect(error.code).toBe('NO_CLOUD_ENV');
  expect(toast(page)).toBe('未设置云开发环境：体验版和正式版要在 config.ts 里填写 cloudEnvId（云开发环境 ID）后重新上传');
  expect(page.phone.sent).toEqual([]);
});

test('a release build without a cloud env id: the create page says so instead of waiting on a local address', async () => {
  const on = phone('release');
  on.envVersion = 'release';
  const page = await open(createPage, {}, on);
  expect(text($(page.comp, '#error .error-text'))).toBe('未设置云开发环境：体验版和正式版要在 config.ts 里填写 cloudEnvId（云开发环境 ID）后重新上传');
  expect(page.phone.sent).toEqual([]);
});

test('a release build with a cloud env id calls the cloud function', async () => {
  config.cloudEnvId = 'env-test';
  const on = phone('release');
  on.envVersion = 'release';
  const page = await open(home, {}, on);
  await as(page, () => call('catalog', {}));
  expect(page.phone.sent).toEqual([expect.objectContaining({ via: 'cloud:game', action: 'catalog' })]);
});

test("shows the server's Chinese message and rejects with its code", async () => {
  const page = await open(home);
  const error = await failure(page, () => call('judgeView', { roomNo: '999999' }));
  expect(error.code).toBe('ROOM_NOT_FOUND');
  expect(error.message).toBe('房间 999999 不存在或已关闭');
  expect(toast(page)).toBe('房间 999999 不存在或已关闭');
});

test('a quiet code is left to the caller: no toast', async () => {
  const page = await open(home);
  const error = await failure(page, () => call('judgeView', { roomNo: '999999' }, { quiet: ['ROOM_NOT_FOUND'] }));
  expect(error.code).toBe('ROOM_NOT_FOUND');
  expect(toast(page)).toBe('');
});

test('a transport failure is told in Chinese', async () => {
  const page = await open(home);
  backend.mode = 'down';
  const error = await failure(page, () => call('catalog', {}));
  expect(error.code).toBe('NETWORK');
  expect(toast(page)).toBe('网络连接失败，请检查网络后重试');
});

test('a call that takes too long shows loading, then times out', async () => {
  config.timeoutMs = LOADING_DELAY_MS + 200;
  const page = await open(home);
  backend.mode = 'hang';
  let caught: unknown;
  await as(page, () => { call('catalog', {}, { loading: '正在加载…' }).catch((e: unknown) => { caught = e; }); });
  await settle(LOADING_DELAY_MS + 50);
  expect(toast(page)).toBe('正在加载…');
  await settle(250);
  expect(isCallError(caught) && caught.code).toBe('TIMEOUT');
  expect(toast(page)).toBe('网络超时，请稍后再试');
});

test('a background call shows no loading toast', async () => {
  config.timeoutMs = LOADING_DELAY_MS + 200;
  const page = await open(home);
  backend.mode = 'hang';
  await as(page, () => { call('catalog', {}, { loading: false, quiet: true }).catch(() => undefined); });
  await settle(LOADING_DELAY_MS + 50);
  expect(toast(page)).toBe('');
});

test('sends the 圈子 actions to the circle cloud function, the rest to game', async () => {
  config.cloudEnvId = 'env-test';
  const page = await open(home);
  const made = await as(page, () => call('createCircle', { name: '周五局', nickname: '阿甲' }));
  await as(page, () => call('catalog', {}));
  expect(page.phone.sent.map((s) => [s.via, s.action])).toEqual([['cloud:circle', 'createCircle'], ['cloud:game', 'catalog']]);
  expect((await made).code).toMatch(/^[A-Z2-9]{6}$/);
});
