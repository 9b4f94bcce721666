// From a WeChat group to its 圈子 in one tap: a phone opened from a group's share card (on CloudBase)
// offers 「把这个群设为圈子」; the first tap makes the group's 圈子, the next member's tap joins it.
import { config } from '../../miniprogram/config';
import { phone, resetBackend, resetPhones } from './helpers/env';
import { $, as, load, open, settle, type Opened } from './helpers/load';

const home = load('pages/home/index');
const card = load('pages/card/index');

const defaults = { ...config };
afterEach(() => Object.assign(config, defaults));
beforeEach(() => {
  resetPhones();
  resetBackend();
  config.cloudEnvId = 'env-test';
});

/** Taps 「把这个群设为圈子」 (a cell inside the group-circle component). */
async function tapGroup(opened: Opened) {
  const cell = $($(opened.comp, '#group'), '#group-circle');
  await as(opened, () => $(cell, '.van-cell').dispatchEvent('tap'));
  await settle();
}

function fromGroup(name: string, group?: string) {
  const p = phone(name);
  if (group) p.group = group;
  p.storage.set('nickname', name);
  return p;
}

describe('a WeChat group becomes a 圈子', () => {
  it('in one tap from the group, and the group\'s next member joins the same 圈子', async () => {
    const first = await open(home, {}, fromGroup('阿甲', 'friday'));
    await tapGroup(first);
    const made = first.phone.navigations[0];
    expect(made).toMatch(/^\/pages\/circle\/index\?circleId=c[a-z0-9]+$/i);
    expect(first.phone.sent.find((c) => c.action === 'joinCircle')?.via).toBe('cloud:circle');

    const second = await open(home, {}, fromGroup('阿乙', 'friday'));
    await tapGroup(second);
    expect(second.phone.navigations[0]).toBe(made);

    const other = await open(home, {}, fromGroup('阿丙', 'saturday'));
    await tapGroup(other);
    expect(other.phone.navigations[0]).not.toBe(made);
  });

  it('is not offered outside a group, nor without CloudBase', async () => {
    const alone = await open(home, {}, fromGroup('独行'));
    expect($(alone.comp, '#group').querySelector('#group-circle')).toBeUndefined();
    config.cloudEnvId = '';
    const local = await open(home, {}, fromGroup('本地', 'friday'));
    expect($(local.comp, '#group').querySelector('#group-circle')).toBeUndefined();
  });

  it('lets the room pages share cards that carry the group\'s ticket', async () => {
    const p = fromGroup('玩家');
    await open(card, { roomNo: '123456' }, p);
    expect(p.sharesTicket).toBe(true);
  });
});
