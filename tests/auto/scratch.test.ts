import { inProcessApi } from '../helpers/api';
import { autoTable, playByPhones } from '../helpers/phones';
const FAST = { 'auto.nightStepSeconds': 0, 'auto.nightStepJitter': 0 };
it.each([
  ['werewolf', { players: 12, preset: 'classic' }],
  ['werewolf', { players: 12, preset: 'modern12-idiot' }],
  ['killer', { players: 12 }],
  ['undercover', { players: 9 }],
] as const)('%s %j', async (game, params) => {
  const api = inProcessApi();
  const table = await autoTable(api.call, 'host', { game, ...params, rules: FAST }, true);
  const keys: string[] = [];
  const end = await playByPhones(api.call, table, 7, (seat, t) => { if (seat === 1 && t.table.step && keys[keys.length-1] !== t.table.step.key) keys.push(t.table.step.key); });
  console.log(keys.join(' '), end.winner);
  expect(end.status).toBe('ended');
  expect(api.errors).toEqual([]);
});
