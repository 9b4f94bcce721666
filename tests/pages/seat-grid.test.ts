import simulate from 'miniprogram-simulate';
import type { GridSeat } from '../../miniprogram/components/seat-grid/index';
import { load, text } from './helpers/load';

const grid = load('components/seat-grid/index');

function seat(n: number, extra: Partial<GridSeat> = {}): GridSeat {
  return { seat: n, name: `玩家${n}`, joined: true, alive: true, role: '平民', bad: false, tags: '', state: '', badge: '', ...extra };
}

test('one cell per seat: number, nickname, out, tags, badge; roles only when shown', () => {
  const comp = simulate.render(grid, {
    seats: [
      seat(1, { role: '杀手', bad: true, tags: '警长 · 情侣' }),
      seat(2, { name: '未入座', joined: false }),
      seat(3, { alive: false }),
      seat(4, { state: 'selected', badge: '投1' }),
    ],
  });
  comp.attach(document.createElement('parent-wrapper'));
  const cells = comp.querySelectorAll('.cell');
  expect(cells).toHaveLength(4);
  // number, nickname, tags, one under the other
  expect(text(cells[0])).toBe('1玩家1警长 · 情侣');
  expect(cells[1].dom?.className).toContain('empty');
  expect(text(cells[2])).toContain('出局');
  expect(cells[2].dom?.className).toContain('dead');
  expect(cells[3].dom?.className).toContain('selected');
  expect(text(cells[3])).toContain('投1');
  expect(text(comp)).not.toContain('杀手');

  comp.setData({ showRoles: true });
  expect(text(cells[0])).toContain('杀手');
  expect(comp.querySelector('.role.bad')).toBeTruthy();
});

test('a tap reports the seat', async () => {
  const comp = simulate.render(grid, { seats: [seat(1), seat(2), seat(3)] });
  comp.attach(document.createElement('parent-wrapper'));
  const trigger = jest.spyOn(comp.instance, 'triggerEvent');
  comp.querySelectorAll('.cell')[2].dispatchEvent('tap');
  await simulate.sleep(5);
  expect(trigger).toHaveBeenCalledWith('seattap', { seat: 3 });
});
