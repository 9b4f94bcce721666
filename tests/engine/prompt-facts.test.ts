// A prompt's private facts worded by the shape of the step's info: any role that gives its result in
// one of these shapes reaches its phone with no wording of its own.
import { besideFacts, withoutGestures } from '../../cloudfunctions/game/src/engine/core/gestures';
import { factsByShape } from '../../cloudfunctions/game/src/engine/core/prompt-facts';

const NAMES: Record<string, string> = { werewolf: '狼人', seer: '预言家', newRole: '新角色' };
const name = (id: string) => NAMES[id] ?? id;

describe('facts by the shape of a step\'s info', () => {
  it('a seat and its card, by the catalog name, for a role the wording never heard of', () => {
    expect(factsByShape({ seat: 4, role: 'newRole' }, name)).toMatchObject({ seat: 4, facts: ['4 号是新角色'], marks: [{ seat: 4, text: '新角色' }] });
    expect(factsByShape({ seat: 2, result: 'wolf' }, name)?.facts).toEqual(['2 号是狼人']);
    expect(factsByShape({ seat: 2, result: 'good' }, name)?.facts).toEqual(['2 号是好人']);
  });

  it('one victim, two (a double kill, in either form), or none', () => {
    expect(factsByShape({ victim: 5 }, name)?.facts).toEqual(['今晚被杀的是 5 号']);
    expect(factsByShape({ victim: [5, 9] }, name)).toMatchObject({ facts: ['今晚被杀的是 5、9 号（解药只能救其中一人）'], marks: [{ seat: 5, text: '被杀' }, { seat: 9, text: '被杀' }] });
    expect(factsByShape({ victim: 5, victims: [5, 9] }, name)?.facts).toEqual(['今晚被杀的是 5、9 号（解药只能救其中一人）']);
    expect(factsByShape({ victim: null }, name)?.facts).toEqual(['今晚没有人被杀']);
  });

  it('a shot, teammates with or without their cards, the centre cards', () => {
    expect(factsByShape({ canShoot: false }, name)?.facts).toEqual(['你今晚不能开枪']);
    expect(factsByShape({ wolves: [1, 7] }, name)?.facts).toEqual(['狼队友：1 号、7 号']);
    expect(factsByShape({ wolves: [1], roles: ['werewolf'] }, name)?.facts).toEqual(['狼队友：1 号（狼人）']);
    expect(factsByShape({ seat: 3, center: ['seer', 'werewolf'] }, name)?.facts).toEqual(['两张底牌：预言家、狼人']);
  });

  it('nothing for info of no known shape (a vote\'s order, a public list)', () => {
    expect(factsByShape({ order: [1, 2], sheriff: 3 }, name)).toBeUndefined();
    expect(factsByShape({}, name)).toBeUndefined();
  });
});

describe("the judge's gestures, dropped from what a phone shows and the table hears", () => {
  it('drops a bracketed gesture and a line that was only one; keeps brackets that are words to everyone', () => {
    expect(withoutGestures(['（向预言家做手势）', '预言家请闭眼。'])).toEqual(['预言家请闭眼。']);
    expect(withoutGestures(['今晚被杀的是……（指向 3 号）', '今晚被杀的是……（摇手）'])).toEqual(['今晚被杀的是……', '今晚被杀的是……']);
    expect(withoutGestures(['这是两张底牌，请选择换成哪一张（向我示意）。'])).toEqual(['这是两张底牌，请选择换成哪一张。']);
    expect(withoutGestures(['你的开枪状态是……（拇指向上：可以 / 向下：不能）'])).toEqual(['你的开枪状态是……']);
    expect(withoutGestures(['请指定两名玩家成为情侣（可以包括你自己）。'])).toEqual(['请指定两名玩家成为情侣（可以包括你自己）。']);
  });

  it('beside the facts a phone shows, drops the lead-ins that only pointed at them', () => {
    expect(besideFacts(['女巫请睁眼。', '今晚被杀的是……（指向 3 号）', '你要用解药吗？'])).toEqual(['女巫请睁眼。', '你要用解药吗？']);
    expect(besideFacts(['你的开枪状态是……（拇指向上：可以 / 向下：不能）', '猎人请闭眼。'])).toEqual(['猎人请闭眼。']);
    // A line said to everyone stays, trailing dots or not.
    expect(besideFacts(['天黑请闭眼……', '这是两张底牌，请选择换成哪一张（向我示意）。'])).toEqual(['天黑请闭眼……', '这是两张底牌，请选择换成哪一张。']);
  });
});
