import type { RoleCounts } from '../../typings/api';
import { CATALOG_HOST_OPTIONS } from '../../cloudfunctions/game/src/engine/core/auto-options';
import { gameInfo } from '../../cloudfunctions/game/src/engine/core/config';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { judgeView, playerView } from '../../cloudfunctions/game/src/engine/core/views';
import { findGame, GAMES } from '../../cloudfunctions/game/src/engine/registry';
import { werewolfGame } from '../../cloudfunctions/game/src/engine/registry';
import { act, currentStep } from '../../cloudfunctions/game/src/engine/core/match';
import { seededRng } from '../../cloudfunctions/game/src/engine/core/rng';
import { newGame, play, refusal, stepOf } from '../helpers/game';
import { playableInput } from '../helpers/random-play';
import { keysUntil, night, TWELVE, wolfGame, ws } from '../helpers/werewolf';

/** The options every room has whoever runs it (host modes, the table's life): not the game's own. */
const TABLE_OPTION_IDS = new Set(CATALOG_HOST_OPTIONS.map((o) => o.id));

const roomOf = (match: Room['match']): Room => ({ roomNo: '654321', judge: 'j', members: [], match, createdAt: 0, updatedAt: 0 });

const info = gameInfo(werewolfGame);

describe('狼人杀 catalog', () => {
  it('is registered after 杀人游戏', () => {
    expect(findGame('werewolf')).toBe(werewolfGame);
    expect(GAMES.map((g) => g.info.id).slice(0, 2)).toEqual(['killer', 'werewolf']);
    expect(info).toMatchObject({ id: 'werewolf', name: '狼人杀', minPlayers: 8, maxPlayers: 18 });
  });

  it('lists the roles with Chinese names, camps and descriptions', () => {
    expect(info.roles.map((r) => [r.id, r.name, r.camp])).toEqual([
      ['werewolf', '狼人', 'wolf'], ['villager', '村民', 'good'], ['seer', '预言家', 'good'],
      ['witch', '女巫', 'good'], ['hunter', '猎人', 'good'], ['guard', '守卫', 'good'],
      ['cupid', '丘比特', 'good'], ['thief', '盗贼', 'good'], ['littleGirl', '小女孩', 'good'],
      ['idiot', '白痴', 'good'], ['bear', '熊', 'good'],
      ['wolfKing', '狼王', 'wolf'], ['whiteWolfKing', '白狼王', 'wolf'], ['wolfBeauty', '狼美人', 'wolf'], ['knight', '骑士', 'good'],
      ['nightmare', '梦魇', 'wolf'], ['bloodMoon', '血月使徒', 'wolf'],
      ['demonHunter', '猎魔人', 'good'], ['dreamweaver', '摄梦人', 'good'], ['magician', '魔术师', 'good'],
      ['gargoyle', '石像鬼', 'wolf'], ['hiddenWolf', '隐狼', 'wolf'], ['mechanicalWolf', '机械狼', 'wolf'], ['evilKnight', '恶灵骑士', 'wolf'],
      ['gravedigger', '守墓人', 'good'], ['psychic', '通灵师', 'good'], ['crow', '乌鸦', 'good'],
      ['pureWhite', '纯白之女', 'good'], ['wolfWitch', '狼巫', 'wolf'],
      ['slacker', '混血儿', 'third'], ['wildChild', '野孩子', 'good'],
    ]);
    for (const role of info.roles) expect(role.description.length).toBeGreaterThan(10);
  });

  it('offers every option of docs/rules.md §B.11 with its default, group and Chinese labels', () => {
    const defaults = Object.fromEntries(info.options.filter((o) => !TABLE_OPTION_IDS.has(o.id)).map((o) => [o.id, o.default]));
    expect(defaults).toEqual({
      'witch.selfSave': 'never', 'witch.selfPoison': true, 'witch.bothSameNight': true,
      'witch.seeVictimAfterAntidote': false, 'guard.doubleProtectKills': true, 'guard.allowSelf': true,
      'guard.allowSkip': true, 'hunter.noShotOn': ['poison'], 'seer.result': 'alignment',
      'wolf.consensus': 'unanimous', 'wolf.allowNoKill': true, 'wolf.allowSelfTarget': true,
      selfDestruct: true, 'sheriff.enabled': true, 'sheriff.electionTiming': 'afterSpeeches',
      'sheriff.voteWeight': 'sliding', 'sheriff.electionTie': 'retryNextDay', 'sheriff.allowTear': false,
      'vote.tie': 'none', 'reveal.onDeath': true, lastWords: 's1b', 'speech.order': 'victimLeft', 'win.wolves': 'side',
      'lovers.win': 'lastThreeDay', 'thief.mode': 's1b', 'cupid.allowSkip': true, 'night.callAbsent': false, 'idiot.afterFlip': 'stays',
      // docs/rules.md §D.0–§D.4
      'night.seerStep': 'beforeWolves', 'night.shotStatus': false, 'sheriff.lostAfterSelfDestructs': 'never',
      'wolfKing.noShotOn': ['poison', 'lover', 'dream', 'charm', 'selfDestruct', 'duel'],
      'whiteWolfKing.victimLastWords': false, 'wolfBeauty.noRepeat': true, 'wolfBeauty.linkOn': 'anyButDuel',
      'knight.afterWolfDuel': 'night',
      'bloodMoon.sealsShots': false, 'dreamweaver.mustChoose': true, 'magician.oncePerPlayer': true,
      'gargoyle.noRepeat': true, 'hiddenWolf.knowsRoles': false, 'mechanicalWolf.learnNight': 'any',
      'mechanicalWolf.shieldVsPoison': 'block', 'mechanicalWolf.doubleKill': 'twoTargets', 'mechanicalWolf.shieldUses': 'unlimited', 'mechanicalWolf.selfDestruct': false, 'evilKnight.reflectOn': ['check', 'poison'],
      'crow.extraVotes': '1', 'crow.noRepeat': true,
      'wildChild.trigger': 'anyDeath',
    });
    for (const option of info.options) {
      expect(option.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(option.description).toMatch(/[\u4e00-\u9fa5]/);
      expect(['common', 'advanced']).toContain(option.group);
      if (option.type === 'enum' || option.type === 'set') {
        expect(option.valueNames).toHaveLength(option.values?.length ?? -1);
      }
    }
    expect(info.options.find((o) => o.id === 'sheriff.voteWeight')?.values).toEqual(['2', '1.5', 'sliding']);
  });

  it('lists the presets, classic first, the modern boards by their Chinese names', () => {
    expect(info.presets.map((p) => [p.id, p.name, p.players])).toEqual([
      ['classic', '正规局', [8, 18]], ['douban', '豆瓣版', [8, 18]], ['village', '村庄版', [8, 18]],
      ['modern12-idiot', '预女猎白', [12, 12]], ['modern12-guard', '预女猎守', [12, 12]],
      ['modern12-wolfking-guard', '狼王守卫', [12, 12]], ['modern12-whitewolfking-guard', '白狼王守卫', [12, 12]],
      ['modern12-whitewolfking-knight', '白狼王骑士', [12, 12]], ['modern12-wolfbeauty-knight', '狼美人骑士', [12, 12]],
      ['modern12-wolfbeauty-guard', '狼美人守卫', [12, 12]],
      ['modern12-nightmare-guard', '梦魇守卫', [12, 12]], ['modern12-nightmare-dreamweaver', '梦魇摄梦', [12, 12]],
      ['modern12-wolfking-dreamweaver', '狼王摄梦人', [12, 12]], ['modern12-bloodmoon-demonhunter', '血月猎魔人', [12, 12]],
      ['modern12-wolfking-magician', '狼王魔术师', [12, 12]],
      ['modern12-gargoyle-gravedigger', '石像鬼守墓人', [12, 12]], ['modern12-mechwolf-psychic', '机械狼通灵师', [12, 12]],
      ['modern12-hiddenwolf-crow', '隐狼乌鸦', [12, 12]], ['modern12-evilknight-guard', '恶灵骑士守卫', [12, 12]],
      ['modern12-purewhite', '纯白夜影', [12, 12]],
      ['modern12-idiot-slacker', '预女猎白混', [12, 12]], ['modern12-idiot-wildchild', '预女猎白野', [12, 12]],
    ]);
  });

  it('deals the §D.9 decks: 3 werewolves and the special wolf, four gods, four villagers', () => {
    const deck = (id: string) => info.presets.find((p) => p.id === id) && newGame('werewolf', { players: 12, preset: id }).match.state.config.roles;
    expect(deck('modern12-wolfking-guard')).toEqual({ werewolf: 3, wolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 });
    expect(deck('modern12-whitewolfking-guard')).toEqual({ werewolf: 3, whiteWolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 });
    expect(deck('modern12-whitewolfking-knight')).toEqual({ werewolf: 3, whiteWolfKing: 1, seer: 1, witch: 1, guard: 1, knight: 1, villager: 4 });
    expect(deck('modern12-wolfbeauty-knight')).toEqual({ werewolf: 3, wolfBeauty: 1, seer: 1, witch: 1, guard: 1, knight: 1, villager: 4 });
    expect(deck('modern12-wolfbeauty-guard')).toEqual({ werewolf: 3, wolfBeauty: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 });
    expect(deck('modern12-nightmare-guard')).toEqual({ werewolf: 3, nightmare: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 });
    expect(deck('modern12-nightmare-dreamweaver')).toEqual({ werewolf: 3, nightmare: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1, villager: 4 });
    expect(deck('modern12-wolfking-dreamweaver')).toEqual({ werewolf: 3, wolfKing: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1, villager: 4 });
    expect(deck('modern12-bloodmoon-demonhunter')).toEqual({ werewolf: 3, bloodMoon: 1, seer: 1, witch: 1, demonHunter: 1, idiot: 1, villager: 4 });
    expect(deck('modern12-wolfking-magician')).toEqual({ werewolf: 3, wolfKing: 1, seer: 1, witch: 1, hunter: 1, magician: 1, villager: 4 });
  });

  it('plays every modern board by the modern base (docs/rules.md §D.9), the two older ones included', () => {
    for (const preset of info.presets.filter((p) => p.id.startsWith('modern12-'))) {
      expect(preset.rules).toMatchObject({
        'witch.selfSave': 'never', 'witch.bothSameNight': false, 'guard.doubleProtectKills': true,
        'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', lastWords: 'modern', 'win.wolves': 'side',
        'sheriff.allowTear': true, 'sheriff.electionTie': 'pkThenLost', 'sheriff.lostAfterSelfDestructs': '2',
        'vote.tie': 'pkOnce', 'reveal.onDeath': false, 'night.seerStep': 'afterWitch', 'night.shotStatus': true,
        'hunter.noShotOn': ['poison', 'lover', 'dream', 'charm'], 'speech.order': 'sheriffChooses',
      });
    }
  });
});

describe('狼人杀 classic role table', () => {
  const table: [number, RoleCounts][] = [
    [8, { werewolf: 2, seer: 1, witch: 1, hunter: 1, villager: 3 }],
    [9, { werewolf: 3, seer: 1, witch: 1, hunter: 1, villager: 3 }],
    [10, { werewolf: 3, seer: 1, witch: 1, hunter: 1, cupid: 1, villager: 3 }],
    [11, { werewolf: 3, seer: 1, witch: 1, hunter: 1, cupid: 1, villager: 4 }],
    [12, { werewolf: 4, seer: 1, witch: 1, hunter: 1, cupid: 1, villager: 4 }],
    [13, { werewolf: 4, seer: 1, witch: 1, hunter: 1, cupid: 1, guard: 1, villager: 5, thief: 1 }],
    [14, { werewolf: 4, seer: 1, witch: 1, hunter: 1, cupid: 1, guard: 1, villager: 6, thief: 1 }],
    [15, { werewolf: 4, seer: 1, witch: 1, hunter: 1, cupid: 1, guard: 1, villager: 6 }],
    [18, { werewolf: 4, seer: 1, witch: 1, hunter: 1, cupid: 1, guard: 1, villager: 9 }],
  ];
  it.each(table)('%i players: %j', (players, roles) => {
    expect(info.defaultRoles[String(players)]).toEqual(roles);
    expect(newGame('werewolf', { players }).match.state.config.roles).toEqual(roles);
  });

  it('deals N cards to the seats and, with a thief, two to the centre', () => {
    const g = newGame('werewolf', { players: 13 }, 5);
    expect(ws(g).seats).toHaveLength(13);
    expect(ws(g).x.center).toHaveLength(2);
    const all = [...ws(g).seats.map((s) => s.role), ...ws(g).x.center].sort();
    expect(all).toEqual(['cupid', 'guard', 'hunter', 'seer', 'thief', 'villager', 'villager', 'villager', 'villager',
      'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf', 'witch']);
    expect(ws(newGame('werewolf', { players: 12 })).x.center).toEqual([]);
  });

  it('checks every role count of the classic table against the deck rules', () => {
    for (let n = 8; n <= 18; n++) expect(werewolfGame.checkRoles(n, info.defaultRoles[String(n)], {})).toBeNull();
  });
});

describe('狼人杀 presets', () => {
  const rulesOf = (preset: string, players = 12) => newGame('werewolf', { players, preset }).match.state.config.rules;

  it('classic is the default: S1b values', () => {
    expect(newGame('werewolf', { players: 12 }).match.state.config.preset).toBe('classic');
    expect(rulesOf('classic')).toMatchObject({ 'witch.selfSave': 'never', 'win.wolves': 'side', 'sheriff.voteWeight': 'sliding' });
  });

  it('douban (S0): no guard, no thief, witch never self-saves, the hunter shoots whatever kills him, lovers win as the last two, 屠城, sheriff 2 votes, the seer sees the card', () => {
    expect(rulesOf('douban')).toMatchObject({
      'witch.selfSave': 'never', 'win.wolves': 'city', 'sheriff.voteWeight': '2', 'seer.result': 'fullRole',
      'hunter.noShotOn': [], 'lovers.win': 'lastTwo',
    });
    for (let n = 8; n <= 18; n++) {
      const roles = newGame('werewolf', { players: n, preset: 'douban' }).match.state.config.roles;
      expect(roles.guard ?? 0).toBe(0);
      expect(roles.thief ?? 0).toBe(0);
      expect(werewolfGame.checkRoles(n, roles, {})).toBeNull();
    }
  });

  it('village (S1a): witch may self-save, hunter silent on poison and lover deaths, lovers win as the last two, 屠城', () => {
    expect(rulesOf('village')).toMatchObject({
      'witch.selfSave': 'always', 'hunter.noShotOn': ['poison', 'lover'], 'win.wolves': 'city', 'lovers.win': 'lastTwo',
    });
  });

  it.each([['modern12-idiot', 'idiot'], ['modern12-guard', 'guard']])('%s: 4 wolves, 4 villagers, seer witch hunter + %s', (preset, god) => {
    const g = newGame('werewolf', { players: 12, preset });
    expect(g.match.state.config.roles).toEqual({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, [god]: 1 });
    expect(g.match.state.config.rules).toMatchObject({
      'sheriff.voteWeight': '1.5', 'sheriff.electionTiming': 'beforeDeaths', 'win.wolves': 'side',
      'witch.selfSave': 'never', 'witch.bothSameNight': false, lastWords: 'modern',
    });
    expect(refusal(() => newGame('werewolf', { players: 11, preset }))).toBe('BAD_REQUEST');
  });

  it('takes single rule overrides on top of a preset', () => {
    const rules = newGame('werewolf', { players: 12, preset: 'douban', rules: { 'win.wolves': 'side', 'hunter.noShotOn': [] } })
      .match.state.config.rules;
    expect(rules).toMatchObject({ 'win.wolves': 'side', 'hunter.noShotOn': [], 'sheriff.voteWeight': '2' });
  });
});

describe('狼人杀 custom decks', () => {
  const check = (players: number, roles: RoleCounts) => werewolfGame.checkRoles(players, roles, {});

  it('§B.2, §D.0: accepts a deck whose only wolves are meeting wolves other than the plain werewolf (狼王, 白狼王)', () => {
    expect(check(8, { wolfKing: 1, whiteWolfKing: 1, seer: 1, villager: 5 })).toBeNull();
    expect(newGame('werewolf', { players: 8, roles: { wolfKing: 1, gargoyle: 1, seer: 1, villager: 5 } }).match.state.config.roles)
      .toMatchObject({ wolfKing: 1, gargoyle: 1 });
    // Such a pack opens its eyes in night.wolves and kills.
    const g = wolfGame(['wolfKing', 'seer', 'villager', 'whiteWolfKing', 'villager', 'villager', 'villager', 'villager'], { 'sheriff.enabled': false });
    const wolves = keysUntil(g, 'night.wolves').game;
    expect(stepOf(wolves).actors).toEqual({ kind: 'wolves', seats: [1, 4] });
    expect(ws(night(g, { seer: 4, wolves: 3 })).seats[2].alive).toBe(false);
  });

  it('§B.2: accepts a deck with no seer, and it plays to a winner: nobody is called to check', () => {
    const roles = { werewolf: 2, witch: 1, hunter: 1, villager: 4 };
    expect(check(8, roles)).toBeNull();
    expect(check(8, { werewolf: 2, villager: 6 })).toBeNull();
    for (let seed = 1; seed <= 20; seed++) {
      let { module, match } = newGame('werewolf', { players: 8, roles }, seed);
      const rng = seededRng(seed);
      for (let i = 0, step = currentStep(module, match.state); step && i < 1000; i++, step = currentStep(module, match.state)) {
        expect(step.key).not.toMatch(/seer/);
        match = act(module, match, step.id, playableInput(step, match.state, rng));
      }
      expect(['good', 'wolf', 'lovers']).toContain(match.state.winner?.camp);
    }
  });

  it('accepts a deck that adds up, or adds up to N + 2 with a thief', () => {
    expect(check(8, { werewolf: 2, seer: 1, villager: 5 })).toBeNull();
    expect(check(8, { werewolf: 2, seer: 1, villager: 6, thief: 1 })).toBeNull();
    expect(newGame('werewolf', { players: 8, roles: { werewolf: 2, seer: 1, villager: 6, thief: 1 } }).match.state.config.roles)
      .toEqual({ werewolf: 2, seer: 1, villager: 6, thief: 1 });
  });

  it.each([
    [{ werewolf: 2, seer: 1, villager: 4 }, '身份数之和须等于人数 8'],
    [{ werewolf: 2, seer: 1, villager: 5, thief: 1 }, '比人数多 2 张'],
    [{ seer: 1, villager: 7 }, '至少需要 1 名和狼队一起袭击的狼'],
    // A lone wolf alone is no pack (docs/rules.md §D.0).
    [{ gargoyle: 1, seer: 1, villager: 6 }, '至少需要 1 名和狼队一起袭击的狼'],
    [{ werewolf: 2, seer: 2, villager: 4 }, '预言家、通灵师和纯白之女占同一个位置，最多只能有 1 名'],
    [{ werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, cupid: 1, idiot: 1 }, '至少需要 1 名村民'],
    [{ werewolf: 2, seer: 1, witch: 2, villager: 3 }, '女巫最多只能有 1 名'],
    [{ werewolf: 2, seer: 1, hunter: 2, villager: 3 }, '猎人最多只能有 1 名'],
    [{ werewolf: 2, seer: 1, villager: 5, thief: 2 }, '盗贼最多只能有 1 名'],
  ])('refuses %j: %s', (roles, message) => {
    expect(check(8, roles)).toContain(message);
    expect(refusal(() => newGame('werewolf', { players: 8, roles }))).toBe('BAD_REQUEST');
  });

  it.each([
    [{ players: 7 }], [{ players: 19 }], [{ players: 12, rules: { 'witch.selfSave': 'sometimes' } }],
    [{ players: 12, rules: { 'sheriff.voteWeight': 1.5 } }], [{ players: 12, rules: { 'hunter.noShotOn': ['gun'] } }],
    [{ players: 12, rules: { selfDestruct: 'yes' } }], [{ players: 12, roles: { wolf: 4 } }],
  ])('refuses a bad room %j with BAD_REQUEST', (request) => {
    expect(refusal(() => newGame('werewolf', request))).toBe('BAD_REQUEST');
  });
});

describe('狼人杀 plays a game to the end', () => {
  it('classic 12: the first legal input on every step leads to a winner', () => {
    let g = newGame('werewolf', { players: 12 }, 11);
    for (let i = 0; i < 500 && !ws(g).winner; i++) {
      const step = stepOf(g);
      const spec = step.input;
      if (spec.type === 'seats') g = play(g, { seats: spec.options.slice(0, step.key === 'night.cupid' ? 2 : Math.max(spec.min, 1)) });
      else if (spec.type === 'choice') g = play(g, { choice: spec.options[0].id });
      else if (spec.type === 'ballots') {
        const target = spec.candidates.find((c) => ws(g).seats[c - 1].role === 'werewolf') ?? spec.candidates[0];
        g = play(g, { ballots: Object.fromEntries(spec.voters.filter((v) => v !== target).slice(0, 1).map((v) => [String(v), target])) });
      } else g = play(g);
    }
    expect(ws(g).winner).not.toBeNull();
    expect(stepOf.bind(null, g)).toThrow();
  });
});

describe('狼人杀 views', () => {
  it('shows the judge the centre cards of a thief game, and the lover and sheriff tags', () => {
    const thief = newGame('werewolf', { players: 13 }, 2);
    expect(judgeView(werewolfGame, roomOf(thief.match)).centerCards).toEqual(ws(thief).x.center);
    expect(judgeView(werewolfGame, roomOf(newGame('werewolf', { players: 12 }).match)).centerCards).toBeUndefined();
    const g = night(wolfGame(TWELVE), { cupid: [7, 10] });
    const view = judgeView(werewolfGame, roomOf(g.match));
    expect(view.seats[6]).toMatchObject({ seat: 7, role: 'villager', roleName: '村民', alive: true, tags: ['lover'] });
    expect(view.step?.key).toBe('day.dawn');
    expect(view.phase).toBe('day');
  });

  it('shows a player only his own card', () => {
    const g = night(wolfGame(TWELVE), { cupid: [7, 10], wolves: 8 });
    expect(playerView(werewolfGame, roomOf(g.match), 7)).toEqual({
      roomNo: '654321', game: 'werewolf', gameName: '狼人杀', seat: 7, alive: true, round: 1, deal: 1, v: 1,
      card: { role: 'villager', roleName: '村民', camp: 'good', campName: '好人阵营', bad: false, description: expect.any(String) },
    });
    expect(playerView(werewolfGame, roomOf(g.match), 8).alive).toBe(false);
  });
});
