import { ROOM_TTL_MS } from '../../cloudfunctions/game/src/actions';
import { presetDeckDealt } from '../../cloudfunctions/game/src/engine/core/deck';
import type { RoomStore } from '../../cloudfunctions/game/src/store/port';
import { memoryStore } from '../../cloudfunctions/game/src/store/memory';
import type { GameInfo } from '../../typings/api';
import { inProcessApi } from '../helpers/api';

const JUDGE = 'judge-openid';
const players = (n: number) => Array.from({ length: n }, (_, i) => `player-${i + 1}`);

async function killerRoom(api: ReturnType<typeof inProcessApi>, n = 9) {
  const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'killer', players: n });
  return { roomNo: roomNo as string, view };
}

describe('catalog', () => {
  it('lists every playable game with roles, presets, options and default decks', async () => {
    const api = inProcessApi();
    const { games } = await api.ok('anyone', 'catalog');
    const killer = games.find((g: { id: string }) => g.id === 'killer');
    expect(killer).toMatchObject({ name: '杀人游戏', minPlayers: 6, maxPlayers: 20 });
    expect(killer.roles.map((r: { id: string }) => r.id)).toEqual(['killer', 'police', 'civilian']);
    expect(killer.presets.map((p: { id: string }) => p.id)).toEqual(['standard', 'classic12']);
    const ids = killer.options.filter((o: { host?: string }) => !o.host).map((o: { id: string }) => o.id);
    expect(ids).toEqual(['killer.voteTie', 'killer.speechFrom', 'reveal.onDeath', 'deadSee', 'rescue.afterSeconds']);
    for (const game of games) expect(game.options.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining(['deadSee', 'rescue.afterSeconds']));
    expect(killer.defaultRoles['9']).toEqual({ killer: 2, police: 2, civilian: 5 });
  });

  it('says what each preset deals and which rules it sets', async () => {
    const { games } = await inProcessApi().ok('anyone', 'catalog');
    const killer = games.find((g: { id: string }) => g.id === 'killer');
    expect(killer.presets[1]).toMatchObject({ id: 'classic12', players: [12, 12], rules: {}, roles: { 12: { killer: 3, police: 3, civilian: 6 } } });
    const werewolf = games.find((g: { id: string }) => g.id === 'werewolf');
    const douban = werewolf.presets.find((p: { id: string }) => p.id === 'douban');
    expect(douban.rules).toMatchObject({ 'win.wolves': 'city', 'witch.selfSave': 'never' });
    expect(Object.keys(douban.roles)).toHaveLength(douban.players[1] - douban.players[0] + 1);
  });

  it('gives every board a one-line summary that fits the list of boards', async () => {
    const { games } = await inProcessApi().ok('anyone', 'catalog');
    const presets: { name: string; summary: string; description: string }[] = games.flatMap((g: { presets: unknown[] }) => g.presets);
    for (const preset of presets) {
      expect(preset.summary.length).toBeGreaterThan(0);
      expect(preset.summary.length).toBeLessThanOrEqual(20);
      expect(preset.summary).not.toBe(preset.description);
    }
    const werewolf = games.find((g: { id: string }) => g.id === 'werewolf');
    expect(werewolf.presets.find((p: { id: string }) => p.id === 'modern12-wolfking-guard').summary).toBe('3 狼 + 狼王，预女猎守');
  });

  it('says how a board deals its own deck when an option takes a role out: 谁是卧底 deals the blank as a civilian', async () => {
    const { games } = await inProcessApi().ok('anyone', 'catalog');
    const undercover = games.find((g: { id: string }) => g.id === 'undercover');
    expect(undercover.deck.folds).toEqual([{ role: 'blank', into: 'civilian', when: { option: 'blank.enabled', value: false } }]);
    const [civilian, blank] = [undercover.defaultRoles['8'].civilian, undercover.defaultRoles['8'].blank];
    expect(presetDeckDealt(undercover.deck, undercover.defaultRoles['8'], { 'blank.enabled': false })).toEqual({ civilian: civilian + blank, undercover: 1 });
    expect(presetDeckDealt(undercover.deck, undercover.defaultRoles['8'], { 'blank.enabled': true })).toEqual(undercover.defaultRoles['8']);
  });
});

describe('rules for the other kind of room', () => {
  it('tells a judge room that an auto room\'s timer is for auto rooms only, and an auto room that phone votes are the judge\'s', async () => {
    const api = inProcessApi();
    const judged = await api.call(JUDGE, 'createRoom', { game: 'killer', players: 6, rules: { 'auto.nightStepSeconds': 3 } });
    expect(judged).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^「.+」只用于自动主持的房间$/) } });
    const auto = await api.call(JUDGE, 'createRoom', { game: 'killer', players: 6, host: 'auto', rules: { votes: 'phones' } });
    expect(auto).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '「投票方式」只用于法官主持的房间' } });
    const unknown = await api.call(JUDGE, 'createRoom', { game: 'killer', players: 6, rules: { 'no.such': 1 } });
    expect(unknown).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '没有这条规则：no.such' } });
  });

  it('takes every catalog option at its default in either kind of room, the other kind\'s having no effect', async () => {
    const api = inProcessApi();
    const { games } = await api.ok('anyone', 'catalog');
    for (const game of games as GameInfo[]) {
      const defaults = Object.fromEntries(game.options.map((o) => [o.id, o.default]));
      for (const host of game.hostModes ?? ['judge']) {
        const created = await api.ok(JUDGE, 'createRoom', { game: game.id, players: game.startPlayers ?? game.minPlayers, host, rules: defaults });
        expect(created.roomNo).toMatch(/^[1-9]\d{5}$/);
        // A judge room keeps none of the auto rooms' timers.
        if (host === 'judge') expect(Object.keys(created.view.rules).filter((id) => id.startsWith('auto.'))).toEqual([]);
      }
    }
  });
});

describe('phase names', () => {
  it('tells the judge\'s page and the table how the game names its nights and days', async () => {
    const api = inProcessApi();
    const killer = await killerRoom(api);
    expect(killer.view.phaseNames).toEqual({ night: '第 {n} 夜', day: '第 {n} 天' });
    await api.ok('player-1', 'joinRoom', { roomNo: killer.roomNo, seat: 1 });
    expect((await api.ok('player-1', 'tableView', { roomNo: killer.roomNo })).phaseNames).toEqual({ night: '第 {n} 夜', day: '第 {n} 天' });
    const { view } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6 });
    expect(view.phaseNames).toEqual({ night: '第 {n} 轮', day: '第 {n} 轮' });
  });
});

describe('catalog: the 谁是卧底 word bank', () => {
  it('lists every category with its pair count, the packs marked, and offers only the others under 词库类别', async () => {
    const { games } = await inProcessApi().ok('anyone', 'catalog');
    const undercover = games.find((g: { id: string }) => g.id === 'undercover');
    const categories: { id: string; name: string; pairs: number; pack?: boolean }[] = undercover.wordCategories;
    expect(categories.find((c) => c.id === 'family')).toEqual({ id: 'family', name: '亲属称谓', pairs: expect.any(Number), familyPairs: expect.any(Number) });
    const packs = [
      ['celebrity', '明星'], ['internet', '网络流行语'], ['brand', '品牌'], ['anime-game', '动漫游戏'], ['childhood', '童年怀旧'],
      ['screen', '影视剧'], ['song', '歌曲'], ['office', '职场'], ['couple', '情侣'],
    ];
    expect(categories.filter((c) => c.pack).map((c) => [c.id, c.name])).toEqual(packs);
    expect(categories.filter((c) => c.pack).every((c) => c.pairs >= 40)).toBe(true);
    expect(categories.filter((c) => !c.pack).reduce((n, c) => n + c.pairs, 0)).toBeGreaterThanOrEqual(800);
    expect(categories.every((c) => c.pairs >= 20)).toBe(true);
    const option = (id: string) => undercover.options.find((o: { id: string }) => o.id === id);
    expect(option('words.category').values).toEqual(['any', ...categories.filter((c) => !c.pack).map((c) => c.id)]);
    expect(option('words.packs')).toMatchObject({ type: 'set', values: packs.map(([id]) => id), valueNames: packs.map(([, name]) => name), default: [] });
  });
});

describe('redrawWords (换一组)', () => {
  async function undercoverRoom(api: ReturnType<typeof inProcessApi>, extra: Record<string, unknown> = {}) {
    const { roomNo, view } = await api.ok(JUDGE, 'createRoom', { game: 'undercover', players: 6, ...extra });
    const openids = players(6);
    for (const p of openids) await api.ok(p, 'joinRoom', { roomNo });
    return { roomNo: roomNo as string, view, openids };
  }

  it.each([
    [{ explode: 2 }, '这个游戏没有自爆'], [{ duel: 2 }, '这个游戏没有决斗'], [{ withdraw: 2 }, '这个游戏没有退水'],
  ])('refuses %j as input the game has not: BAD_REQUEST, no word of wolves', async (input, message) => {
    const api = inProcessApi();
    const { roomNo, view } = await undercoverRoom(api);
    const before = await api.store.get(roomNo);
    expect(await api.call(JUDGE, 'act', { roomNo, stepId: view.step.id, input })).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message } });
    expect(await api.store.get(roomNo)).toEqual(before);
  });

  it('gives the judge a new pair with the same seats, and every phone its new word', async () => {
    const api = inProcessApi();
    const { roomNo, view, openids } = await undercoverRoom(api, { words: { civilian: '饺子', undercover: '包子' } });
    expect(view.canRedrawWords).toBe(true);
    await api.ok(JUDGE, 'act', { roomNo, stepId: 1 });
    const next = await api.ok(JUDGE, 'redrawWords', { roomNo });
    expect(next.words).not.toEqual(view.words);
    expect(next).toMatchObject({ status: 'playing', round: 1, step: { id: 3, key: 'checkin' }, canRedrawWords: true });
    expect(next.seats.map((s: { role: string }) => s.role)).toEqual(view.seats.map((s: { role: string }) => s.role));
    expect(next.seats.every((s: { joined: boolean }) => s.joined)).toBe(true);
    for (const [i, openid] of openids.entries()) {
      const { card } = await api.ok(openid, 'myCard', { roomNo });
      const role = next.seats[i].role;
      if (role === 'blank') expect(card).toMatchObject({ word: null, roleName: '白板' });
      else expect(card).toEqual({ word: role === 'civilian' ? next.words.civilian : next.words.undercover });
    }
    expect((await api.store.get(roomNo))?.room.match.deal).toBe(2);
  });

  it('is refused with ILLEGAL_MOVE once the first vote is in, changing nothing', async () => {
    const api = inProcessApi();
    const { roomNo } = await undercoverRoom(api);
    await api.ok(JUDGE, 'act', { roomNo, stepId: 1 });
    await api.ok(JUDGE, 'act', { roomNo, stepId: 2 });
    const voted = await api.ok(JUDGE, 'act', { roomNo, stepId: 3, input: { ballots: { 2: 1, 3: 1, 4: 1, 5: 1, 6: 1 } } });
    expect(voted.canRedrawWords).toBe(false);
    const before = await api.store.get(roomNo);
    const answer = await api.call(JUDGE, 'redrawWords', { roomNo });
    expect(answer).toEqual({ ok: false, error: { code: 'ILLEGAL_MOVE', message: '已经投过票了，不能再换词；要换词请重新发牌' } });
    expect(await api.store.get(roomNo)).toEqual(before);
  });

  it('answers BAD_REQUEST in a game without words and for a malformed room number', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    const answer = await api.call(JUDGE, 'redrawWords', { roomNo });
    expect(answer).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '杀人游戏没有词语，不能换一组' } });
    expect(await api.code(JUDGE, 'redrawWords', { roomNo: 12 })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'redrawWords', { roomNo: '999999' })).toBe('ROOM_NOT_FOUND');
  });

  it('never gives a room a pair it has had, across redraws and redeals', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await undercoverRoom(api, { rules: { 'words.category': 'classics' } });
    const seen = [[view.words.civilian, view.words.undercover].sort().join('/')];
    for (let i = 0; i < 12; i++) {
      const next = await api.ok(JUDGE, i % 3 === 2 ? 'redeal' : 'redrawWords', { roomNo });
      seen.push([next.words.civilian, next.words.undercover].sort().join('/'));
    }
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('createRoom', () => {
  it('answers a 6-digit room number not starting with 0 and the judge view', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await killerRoom(api);
    expect(roomNo).toMatch(/^[1-9][0-9]{5}$/);
    expect(view).toMatchObject({ roomNo, game: 'killer', status: 'playing', players: 9, round: 1, phase: 'night' });
    expect(view.step).toMatchObject({ id: 1, key: 'checkin' });
    expect(view.seats).toHaveLength(9);
  });

  it('draws a new number when the first one is taken', async () => {
    const store = memoryStore();
    const first = inProcessApi(store, 5);
    const second = inProcessApi(store, 5); // same seed: the same first number
    const a = await killerRoom(first);
    const b = await killerRoom(second);
    expect(b.roomNo).not.toBe(a.roomNo);
  });

  it('takes an optional parameter sent as null as one not sent', async () => {
    const api = inProcessApi();
    const { view } = await api.ok(JUDGE, 'createRoom', {
      game: 'werewolf', players: 12, host: null, preset: null, roles: null, rules: null, words: null, circleId: null,
    });
    const plain = await api.ok(JUDGE, 'createRoom', { game: 'werewolf', players: 12 });
    expect(view).toMatchObject({ game: 'werewolf', players: 12, preset: plain.view.preset, rules: plain.view.rules, roles: plain.view.roles });
    expect(view.rules).not.toHaveProperty('auto.nightStepSeconds');
  });

  it.each([
    [{}],
    [{ game: 'chess', players: 9 }],
    [{ game: null, players: 9 }],
    [{ game: 'killer' }],
    [{ game: 'killer', players: 30 }],
    [{ game: 'killer', players: 9, roles: 'lots' }],
    [{ game: 'killer', players: 9, rules: [] }],
    [{ game: 'killer', players: 9, words: { civilian: '猫', undercover: '狗' } }],
  ])('refuses %j with BAD_REQUEST and a Chinese message', async (params) => {
    const api = inProcessApi();
    const answer = await api.call(JUDGE, 'createRoom', params);
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe('BAD_REQUEST');
      expect(answer.error.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('joinRoom and myCard', () => {
  it('seats players at the lowest free seat and gives each their own card', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await killerRoom(api);
    for (const [i, openid] of players(3).entries()) {
      const joined = await api.ok(openid, 'joinRoom', { roomNo, nickname: `玩家${i + 1}` });
      expect(joined).toEqual({
        roomNo, game: 'killer', gameName: '杀人游戏', seat: i + 1, alive: true, round: 1,
        card: expect.objectContaining({ role: view.seats[i].role, roleName: view.seats[i].roleName }),
        deal: 1, v: i + 2,
      });
      // The same card the seat then reads.
      expect(await api.ok(openid, 'myCard', { roomNo })).toEqual(joined);
    }
    const judge = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(judge.seats.slice(0, 4).map((s: { joined: boolean; nickname?: string }) => [s.joined, s.nickname]))
      .toEqual([[true, '玩家1'], [true, '玩家2'], [true, '玩家3'], [false, '']]);
  });

  it('is idempotent: the same caller gets the same seat and card again', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    const first = await api.ok('p', 'joinRoom', { roomNo, seat: 5 });
    const again = await api.ok('p', 'joinRoom', { roomNo });
    expect(again).toEqual(first);
    expect(first.seat).toBe(5);
  });

  it('answers myCard with nothing but roomNo, game (and its name), seat, alive, card, round, deal, v', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    await api.ok('p', 'joinRoom', { roomNo });
    const card = await api.ok('p', 'myCard', { roomNo });
    expect(Object.keys(card).sort()).toEqual(['alive', 'card', 'deal', 'game', 'gameName', 'roomNo', 'round', 'seat', 'v']);
    expect(Object.keys(card.card).sort()).toEqual(['bad', 'camp', 'campName', 'description', 'role', 'roleName']);
  });

  it('refuses a taken seat, a full room, the judge, bad seats and long nicknames', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api, 6);
    // An emoji built with the zero-width joiner is a name people use.
    await api.ok('a', 'joinRoom', { roomNo, seat: 2, nickname: '👨‍👩‍👧小李' });
    expect(await api.code('b', 'joinRoom', { roomNo, seat: 2 })).toBe('SEAT_TAKEN');
    expect(await api.code(JUDGE, 'joinRoom', { roomNo })).toBe('BAD_REQUEST');
    expect(await api.code('b', 'joinRoom', { roomNo, seat: 7 })).toBe('BAD_REQUEST');
    expect(await api.code('b', 'joinRoom', { roomNo, seat: 1.5 })).toBe('BAD_REQUEST');
    // Each refusal says what is wrong: the room's own seats, a seat number that is none, a step not reached yet.
    expect(await api.call('b', 'joinRoom', { roomNo, seat: 0 })).toMatchObject({ ok: false, error: { message: '座位号须为正整数' } });
    expect(await api.call('b', 'joinRoom', { roomNo, seat: 7 })).toMatchObject({ ok: false, error: { message: expect.stringContaining('1–6') } });
    expect(await api.call(JUDGE, 'leave', { roomNo })).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', message: '请给出座位号' } });
    const { step } = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(await api.call(JUDGE, 'act', { roomNo, stepId: step.id + 3 })).toMatchObject({ ok: false, error: { code: 'STALE_STEP', message: '还没到这一步，请刷新后再操作' } });
    expect(await api.code('b', 'joinRoom', { roomNo, nickname: '一二三四五六七八九十十一十二' })).toBe('BAD_REQUEST');
    for (const hidden of ['小\n李', '小李\u200b', '\u0007小李', '小\u2028李', '小\ud800李']) {
      expect(await api.code('b', 'joinRoom', { roomNo, nickname: hidden })).toBe('BAD_REQUEST');
    }
    expect(await api.code('b', 'joinRoom', { roomNo: '012345' })).toBe('BAD_REQUEST');
    expect(await api.code('b', 'joinRoom', { roomNo: 123456 })).toBe('BAD_REQUEST');
    expect(await api.code('b', 'joinRoom', { roomNo: '999999' })).toBe('ROOM_NOT_FOUND');
    for (const p of players(5)) await api.ok(p, 'joinRoom', { roomNo });
    expect(await api.code('late', 'joinRoom', { roomNo })).toBe('ROOM_FULL');
    expect(await api.code('late', 'myCard', { roomNo })).toBe('NOT_IN_ROOM');
  });
});

describe('judge actions', () => {
  it('are refused to anyone but the judge with NOT_JUDGE', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    await api.ok('p', 'joinRoom', { roomNo });
    for (const action of ['judgeView', 'act', 'undo', 'redeal', 'closeRoom', 'redrawWords']) {
      expect(await api.code('p', action, { roomNo, stepId: 1 })).toBe('NOT_JUDGE');
    }
  });

  it('act refuses a stale step, an illegal move and a malformed step id, changing nothing', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    const view = await api.ok(JUDGE, 'act', { roomNo, stepId: 1 });
    expect(view.step.id).toBe(2);
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 1 })).toBe('STALE_STEP');
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: '2' })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 2, input: { seats: [1] } })).toBe('BAD_REQUEST');
    const killers = await api.ok(JUDGE, 'act', { roomNo, stepId: 2 });
    expect(killers.step.key).toBe('night.killers');
    const before = await api.store.get(roomNo);
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 3, input: { seats: [10] } })).toBe('BAD_REQUEST');
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 3, input: { seats: [1, 2] } })).toBe('ILLEGAL_MOVE');
    // A second key sent along is refused, not dropped: the step's own key alone moves it on.
    const mixed = await api.call(JUDGE, 'act', { roomNo, stepId: 3, input: { seats: [1], ballots: {} } });
    expect(mixed).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: '这一步只需要选座位，不能附带别的内容' } });
    // Each shape refusal is words a player may read as they are, not the shape of a request.
    const shapes = [{ seats: 3 }, { choice: 1 }, { explode: 1, duel: 2 }, { duel: 1, take: 2 }, { withdraw: 1, seats: [] }, 'x'];
    for (const input of shapes) {
      const refused = await api.call(JUDGE, 'act', { roomNo, stepId: 3, input });
      expect(refused).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
      expect(refused.ok ? '' : refused.error.message).not.toMatch(/[{}]|input/);
    }
    expect(await api.store.get(roomNo)).toEqual(before);
  });

  it('undo goes back one step at a time and redeal keeps the seats with a fresh deal', async () => {
    const api = inProcessApi();
    const { roomNo, view } = await killerRoom(api, 12);
    const openids = players(12);
    for (const p of openids) await api.ok(p, 'joinRoom', { roomNo });
    await api.ok(JUDGE, 'act', { roomNo, stepId: 1 });
    const back = await api.ok(JUDGE, 'undo', { roomNo });
    expect(back.step).toMatchObject({ id: 1, key: 'checkin' });
    expect(await api.code(JUDGE, 'undo', { roomNo })).toBe('ILLEGAL_MOVE');
    const dealtBefore = view.seats.map((s: { role: string }) => s.role).join();
    let changed = false;
    for (let i = 0; i < 5 && !changed; i++) {
      const fresh = await api.ok(JUDGE, 'redeal', { roomNo });
      expect(fresh).toMatchObject({ roomNo, round: 1, status: 'playing', step: { key: 'checkin' } });
      expect(fresh.seats.every((s: { joined: boolean }) => s.joined)).toBe(true);
      changed = fresh.seats.map((s: { role: string }) => s.role).join() !== dealtBefore;
    }
    expect(changed).toBe(true);
    const card = await api.ok(openids[0], 'myCard', { roomNo });
    const judge = await api.ok(JUDGE, 'judgeView', { roomNo });
    expect(card.card.role).toBe(judge.seats[0].role);
  });

  it('a step reached again after an undo has a new id: a tap from a screen of the step taken back is stale', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    let killers = (await api.ok(JUDGE, 'act', { roomNo, stepId: 1 })).step;
    while (killers.key !== 'night.killers') killers = (await api.ok(JUDGE, 'act', { roomNo, stepId: killers.id })).step;
    const police = (await api.ok(JUDGE, 'act', { roomNo, stepId: killers.id, input: { seats: [3] } })).step;
    const back = await api.ok(JUDGE, 'undo', { roomNo });
    expect(back.step).toEqual(killers);
    const policeAgain = (await api.ok(JUDGE, 'act', { roomNo, stepId: killers.id, input: { seats: [5] } })).step;
    expect(policeAgain.key).toBe(police.key);
    expect(policeAgain.id).toBeGreaterThan(police.id);
    const before = await api.store.get(roomNo);
    // A second phone of the judge's, or a late retry, still showing the police step of the night taken back.
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: police.id, input: { seats: [2] } })).toBe('STALE_STEP');
    expect(await api.store.get(roomNo)).toEqual(before);
    expect((await api.ok(JUDGE, 'act', { roomNo, stepId: policeAgain.id, input: { seats: [2] } })).step.id).toBe(policeAgain.id + 1);
  });

  it('numbers a new deal\'s steps on from the last deal, so a tap on the last deal\'s screen is stale', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    const checkin = (await api.ok(JUDGE, 'act', { roomNo, stepId: 1 })).step;
    const fresh = await api.ok(JUDGE, 'redeal', { roomNo });
    expect(fresh.step).toMatchObject({ key: 'checkin' });
    expect(fresh.step.id).toBeGreaterThan(checkin.id);
    const before = await api.store.get(roomNo);
    // The judge's page still showed the last deal's first steps.
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 1 })).toBe('STALE_STEP');
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: checkin.id })).toBe('STALE_STEP');
    expect((await api.store.get(roomNo))!.version).toBe(before!.version);
    const next = await api.ok(JUDGE, 'act', { roomNo, stepId: fresh.step.id });
    expect(next.step.id).toBe(fresh.step.id + 1);
    // Undo stays within the deal: back to its check-in, and no further.
    expect((await api.ok(JUDGE, 'undo', { roomNo })).step).toMatchObject({ id: fresh.step.id, key: 'checkin' });
    expect(await api.code(JUDGE, 'undo', { roomNo })).toBe('ILLEGAL_MOVE');
  });

  it('closeRoom makes the number answer ROOM_NOT_FOUND', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    expect(await api.ok(JUDGE, 'closeRoom', { roomNo })).toEqual({});
    expect(await api.code(JUDGE, 'judgeView', { roomNo })).toBe('ROOM_NOT_FOUND');
    expect(await api.code('p', 'joinRoom', { roomNo })).toBe('ROOM_NOT_FOUND');
  });

  it('a room closes itself 12 hours after its last change', async () => {
    const api = inProcessApi();
    const { roomNo } = await killerRoom(api);
    api.clock.now += ROOM_TTL_MS - 1000;
    await api.ok(JUDGE, 'act', { roomNo, stepId: 1 }); // a change keeps it open
    api.clock.now += ROOM_TTL_MS - 1000;
    expect(await api.code(JUDGE, 'judgeView', { roomNo })).toBe('ok');
    api.clock.now += 2000;
    expect(await api.code(JUDGE, 'judgeView', { roomNo })).toBe('ROOM_NOT_FOUND');
  });
});

describe('the request itself', () => {
  it.each([[null], ['text'], [[]], [{}], [{ action: 'explode' }], [{ action: 42 }]])('refuses body %j with BAD_REQUEST', async (body) => {
    const api = inProcessApi();
    const answer = await api.handle('someone', body);
    expect(answer).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });

  it('refuses a call without a caller identity', async () => {
    const api = inProcessApi();
    expect(await api.code(undefined, 'catalog')).toBe('BAD_REQUEST');
    expect(await api.code('', 'catalog')).toBe('BAD_REQUEST');
  });

  it('answers an unexpected fault with INTERNAL carrying the logged request id', async () => {
    const broken: RoomStore = { ...memoryStore(), get: () => Promise.reject(new Error('disk on fire')) };
    const api = inProcessApi(broken);
    const answer = await api.call('p', 'myCard', { roomNo: '123456' });
    expect(answer).toEqual({ ok: false, error: { code: 'INTERNAL', message: expect.stringContaining('req1') } });
    expect(api.errors).toEqual(['req1 Error: disk on fire']);
  });

  it('gives up with INTERNAL after losing the write race again and again, never overwriting', async () => {
    const store = memoryStore();
    const api = inProcessApi({ ...store, update: async () => false, create: store.create, get: store.get });
    const { roomNo } = await killerRoom(api);
    expect(await api.code(JUDGE, 'act', { roomNo, stepId: 1 })).toBe('INTERNAL');
    expect((await store.get(roomNo))?.version).toBe(1);
  });
});
