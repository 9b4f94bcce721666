import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

describe('the rooms collection security rule', () => {
  it('denies every client read and write, and README says where to paste it', () => {
    const rule: unknown = JSON.parse(readFileSync(join(root, 'cloudfunctions/game/rooms.security-rule.json'), 'utf8'));
    expect(rule).toEqual({ read: false, write: false });
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('cloudfunctions/game/rooms.security-rule.json');
  });
});
