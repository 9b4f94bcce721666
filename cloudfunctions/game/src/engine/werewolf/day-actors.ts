import { type Actors, HOST, seatAnswers, speakers, voting } from '../core/actors';
import { livingSeats } from '../core/seats';
import { roundVoters } from '../core/vote';
import { speakingOrder } from './speech-order';
import { electorate, electors, stillStanding } from './election';
import { dayStep, isRoleDayStep } from './book';
import { READ_OUT_KEYS } from './host-steps';
import type { WerewolfState, WerewolfStep } from './state';
import { voters } from './table';

/** Who answers each day step, and when it closes (docs/rules.md §B.6, §B.7, §B.8). */
export function dayActors(state: WerewolfState, step: WerewolfStep): Actors {
  if (READ_OUT_KEYS.has(step.key)) return HOST;
  switch (step.key) {
    // Standing is a show of hands of everyone taking part.
    case 'day.sheriffCandidates':
      return voting(electorate(state));
    case 'day.sheriffSpeech':
      return speakers([step.seat]);
    case 'day.sheriffWithdraw':
      return { actors: { kind: 'seats', seats: stillStanding(state, step) }, close: 'answers' };
    case 'day.sheriffVote':
      return voting(electors(state, step.stood));
    case 'day.sheriffPk':
      return speakers(step.tied);
    case 'day.badge': case 'day.speechDirection':
      return seatAnswers(step.seat);
    case 'day.lastWords':
      return speakers([step.seat]);
    case 'day.speech':
      return speakers(speakingOrder(state));
    case 'day.vote':
      return voting(roundVoters(voters(state), { candidates: step.candidates ?? livingSeats(state), pk: step.pk }));
    case 'day.pk':
      return speakers(step.tied.filter((s) => livingSeats(state).includes(s)));
    case 'checkin': case 'night.close':
      return HOST;
    default:
      if (isRoleDayStep(step)) return dayStep(step.key).actors(state, step);
      return HOST;
  }
}
