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

describe('the neutral skill question in a judge room with hidden cards', () => {
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

  it('is not asked on a 平安夜, nor where cards are shown on death', () => {
    expect(firstDay(night(board(), {})).keys).not.toContain('day.skill');
    expect(firstDay(night(board({ 'reveal.onDeath': true }), { wolves: 9 })).keys).not.toContain('day.skill');
  });
});
