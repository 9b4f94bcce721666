// Where cards stay hidden on death and a judge reads the day, every death told is followed by the
// same neutral question, whether the dead player has a skill to use or not: the table hears the same
// words, and the same neutral step on the phones, when a villager dies, when the hunter dies and
// holds his fire, and when the hunter is poisoned and may not shoot.
import type { RoleId } from '../../typings/api';
import { publicStepKey } from '../../cloudfunctions/game/src/engine/werewolf/skill-question';
import { play, stepOf, type TestGame } from '../helpers/game';
import { night, wolfGame, ws } from '../helpers/werewolf';

/** 预女猎守 (cards hidden on death): wolves 1–4, seer 5, witch 6, hunter 7, guard 8, villagers 9–12. */
const SEATS: RoleId[] = ['werewolf', 'werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager'];
const board = (rules = {}) => wolfGame(SEATS, rules, [], 'modern12-guard');

/**
 * From dawn to the first speech (nobody stands for sheriff, the hunter holds his fire): each step as
 * the phones' table names it, and every line the judge reads with seat numbers made alike.
 */
function firstDay(g: TestGame): { keys: string[]; said: string[] } {
  let game = g;
  const keys: string[] = [];
  const said: string[] = [];
  for (let i = 0; i < 30 && ws(game).phase === 'day'; i++) {
    const step = stepOf(game);
    if (step.key === 'day.speech' || step.key === 'day.speechDirection') break;
    keys.push(publicStepKey(ws(game), step.key));
    said.push(...step.say.map((line) => line.replace(/\d+ 号/g, 'N 号')));
    game = play(game, step.key === 'day.sheriffCandidates' || step.key === 'day.hunter' ? { seats: [] } : undefined);
  }
  return { keys, said };
}

/** The public steps and lines (seat numbers made alike) from here to nightfall, wolf 1 exploding at the first step keyed `at`. */
function toNight(g: TestGame, at: string): { keys: string[]; said: string[] } {
  let game = g;
  let exploded = false;
  const keys: string[] = [];
  const said: string[] = [];
  for (let i = 0; i < 40 && ws(game).phase === 'day' && !ws(game).winner; i++) {
    const step = stepOf(game);
    keys.push(publicStepKey(ws(game), step.key));
    said.push(...step.say.map((line) => line.replace(/\d+/g, 'N')));
    if (!exploded && step.key === at) {
      exploded = true;
      game = play(game, { explode: 1 });
      continue;
    }
    game = play(game, step.key === 'day.sheriffCandidates' || step.key === 'day.hunter' ? { seats: [] } : undefined);
  }
  return { keys, said };
}

describe('the neutral skill question in a judge room with hidden cards', () => {
  it('is asked again after a 自爆 while it is open, the same for a villager\'s death as for the hunter\'s', () => {
    const villager = toNight(night(board(), { wolves: 9 }), 'day.skill');
    const hunter = toNight(night(board(), { wolves: 7 }), 'day.hunter');
    expect(villager.keys.filter((k) => k === 'day.skill')).toHaveLength(2);
    expect(hunter).toEqual(villager);
  });

  it('is asked before night when the day ends on a death with no step left (a 自爆 at the speeches)', () => {
    const villager = toNight(night(board(), { wolves: 9 }), 'day.speech');
    const hunter = toNight(night(board(), { wolves: 7 }), 'day.speech');
    expect(villager.keys.slice(-2)).toEqual(['day.speech', 'day.skill']);
    expect(villager.said.at(-1)).toBe('请死亡的玩家决定是否发动技能。');
    expect(hunter).toEqual(villager);
  });

  it('sounds and shows the same after a villager\'s death, the hunter\'s who holds fire, and the poisoned hunter\'s', () => {
    const villager = firstDay(night(board(), { wolves: 9 }));
    const hunterHolds = firstDay(night(board(), { wolves: 7 }));
    const hunterPoisoned = firstDay(night(board(), { poison: 7 }));
    expect(villager.keys).toContain('day.skill');
    expect(villager.said).toContain('请死亡的玩家决定是否发动技能。');
    expect(hunterHolds).toEqual(villager);
    expect(hunterPoisoned).toEqual(villager);
  });

  it('is asked once for the deaths told together, after the news and before the last words', () => {
    const day = night(board(), { wolves: 9, poison: 10 });
    const { keys, said } = firstDay(day);
    expect(keys.filter((k) => k === 'day.skill')).toHaveLength(1);
    expect(keys.indexOf('day.skill')).toBeGreaterThan(keys.indexOf('day.dawn'));
    expect(keys.indexOf('day.skill')).toBeLessThan(keys.indexOf('day.lastWords'));
    expect(said.indexOf('请死亡的玩家决定是否发动技能。')).toBeGreaterThan(said.findIndex((l) => l.startsWith('昨晚死亡的是')));
  });

  it('is asked before night after an exile with no last words, the same for an exiled villager as for the hunter', () => {
    const exile = (seat: number) => {
      let game = night(board({ lastWords: 'none' }), {});
      for (let i = 0; i < 30 && stepOf(game).key !== 'day.vote'; i++) game = play(game, stepOf(game).key === 'day.sheriffCandidates' ? { seats: [] } : undefined);
      const ballots = Object.fromEntries(ws(game).seats.filter((s) => s.alive && s.seat !== seat).map((s) => [String(s.seat), seat]));
      return toNight(play(game, { ballots }), 'none');
    };
    const villager = exile(9);
    expect(villager.keys).toEqual(['day.exile', 'day.skill']);
    expect(exile(7)).toEqual(villager);
  });

  it('is not asked on a 平安夜, nor where cards are shown on death', () => {
    expect(firstDay(night(board(), {})).keys).not.toContain('day.skill');
    expect(firstDay(night(board({ 'reveal.onDeath': true }), { wolves: 9 })).keys).not.toContain('day.skill');
  });
});
