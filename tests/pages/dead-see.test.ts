// 出局后可见: with `deadSee: all` a dead player's card page lists every card and the judge's log; by
// default (or while alive) it shows nothing of them. Either way a player who is out of a judge room's
// game watches the public table under the card, as a spectator does, with nothing to answer.
import type { JudgeView, TableView } from '../../typings/api';
import { simpleInput } from '../helpers/autoplay';
import { direct, phone, resetBackend, resetPhones } from './helpers/env';
import { $, load, open, settle, text } from './helpers/load';

const card = load('pages/card/index');

beforeEach(() => {
  resetPhones();
  resetBackend();
});

/** A 杀人游戏 room of six played by its judge until a player is dead and has said his last words; the dead and a living player. */
async function roomWithADeath(rules: Record<string, unknown>) {
  const { roomNo } = await direct('dev-judge', { action: 'createRoom', game: 'killer', players: 6, rules }) as { roomNo: string };
  for (let n = 1; n <= 6; n++) await direct(`dev-p${n}`, { action: 'joinRoom', roomNo, nickname: `玩家${n}` });
  let view = await direct('dev-judge', { action: 'judgeView', roomNo }) as JudgeView;
  while (view.step && (view.seats.every((s) => s.alive) || view.step.key !== 'day.speech')) {
    view = await direct('dev-judge', { action: 'act', roomNo, stepId: view.step.id, input: simpleInput(view.step) }) as JudgeView;
  }
  return { roomNo, view, dead: view.seats.find((s) => !s.alive)!.seat, living: view.seats.find((s) => s.alive)!.seat };
}

function phoneOf(seat: number) {
  const p = phone(`seat-${seat}`);
  p.storage.set('devOpenid', `dev-p${seat}`);
  return p;
}

describe('出局后可见', () => {
  it('lists every card and the judge\'s log to a dead player when the room says all', async () => {
    const { roomNo, view, dead, living } = await roomWithADeath({ deadSee: 'all' });
    const page = await open(card, { roomNo }, phoneOf(dead));
    const shown = text($(page.comp, '#dead-see'));
    for (const seat of view.seats) expect(shown).toContain(`${seat.seat} 号（玩家${seat.seat}）：${seat.roleName}`);
    expect(shown).toContain(view.log[0].text);
    const alive = await open(card, { roomNo }, phoneOf(living));
    expect(alive.comp.querySelector('#dead-see')).toBeUndefined();
  });

  it('shows a dead player nothing of the others by default', async () => {
    const { roomNo, dead } = await roomWithADeath({});
    const page = await open(card, { roomNo }, phoneOf(dead));
    expect(text($(page.comp, '#out'))).toContain('你已出局');
    expect(page.comp.querySelector('#dead-see')).toBeUndefined();
  });
});

describe('a player who is out watches the table', () => {
  it('by default: the table as a spectator sees it (step, seats, news), kept up by the room\'s signal alone', async () => {
    const { roomNo, dead, living } = await roomWithADeath({});
    const page = await open(card, { roomNo }, phoneOf(dead));
    await settle(30);
    const spectator = await direct('dev-fan', { action: 'watch', roomNo }) as TableView;
    expect(page.comp.querySelector('#public-table')).toBeTruthy();
    expect(text($(page.comp, '#watch-title'))).toBe(spectator.step!.title);
    const cells = $(page.comp, '#watch-grid').querySelectorAll('.cell');
    expect(cells.length).toBe(6);
    expect(text(cells[dead - 1])).toContain('出局');
    expect(text(cells[dead - 1])).toContain('我');
    expect(text(cells[living - 1])).toContain(`玩家${living}`);
    expect(text($(page.comp, '#watch-news'))).toContain(spectator.log.at(-1)!.text);
    // Nothing to answer.
    expect(page.comp.querySelector('#console')).toBeUndefined();

    // The judge moves on: the table follows without a read.
    const calls = page.phone.sent.length;
    const view = await direct('dev-judge', { action: 'judgeView', roomNo }) as JudgeView;
    await direct('dev-judge', { action: 'act', roomNo, stepId: view.step!.id, input: simpleInput(view.step!) });
    await settle(30);
    const now = await direct('dev-fan', { action: 'tableView', roomNo }) as TableView;
    expect(now.step!.title).not.toBe(spectator.step!.title);
    expect(text($(page.comp, '#watch-title'))).toBe(now.step!.title);
    expect(page.phone.sent.length).toBe(calls);

    const alive = await open(card, { roomNo }, phoneOf(living));
    await settle(30);
    expect(alive.comp.querySelector('#public-table')).toBeUndefined();
  });

  it('with `deadSee: all` too, under every card and the judge\'s log', async () => {
    const { roomNo, dead } = await roomWithADeath({ deadSee: 'all' });
    const page = await open(card, { roomNo }, phoneOf(dead));
    await settle(30);
    expect(page.comp.querySelector('#dead-see')).toBeTruthy();
    expect(page.comp.querySelector('#public-table')).toBeTruthy();
  });
});
