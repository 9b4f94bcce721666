import type {
  DeathCause, Review, ReviewEvent, ReviewFate, ReviewPhase, ReviewSeat, SeatNo,
} from '../../../../../typings/api';
import { roleName } from './config';
import { eventsOf, type GameEvent } from './events';
import { dealNumber, type Match } from './match';
import type { GameModule } from './module';
import { phaseNamesOf, phaseTitle } from './phase-names';
import { isBadCamp, tagNamesOf } from './names';
import type { Member } from './room';
import { winningSeats } from './winners';

/** How each cause of death reads: 被狼人杀死, 殉情… (a new cause needs its words here). */
export const DEATH_WORDS: Record<DeathCause, string> = {
  wolf: '被狼人杀死',
  killer: '被杀手杀死',
  poison: '被女巫毒死',
  shot: '被枪带走',
  lover: '殉情',
  exile: '被投票出局',
  explode: '自爆出局',
  reflect: '被恶灵骑士反伤',
  whiteWolfKing: '被白狼王带走',
  duel: '在决斗中出局',
  charm: '被狼美人魅惑，随她出局',
  dream: '梦亡',
  hunt: '在狩猎中出局',
  check: '被验杀',
  left: '离场',
};

/** Causes whose words name the card that used them, when it is not the usual one (被机械狼毒死). */
const USED_BY: Partial<Record<DeathCause, (card: string) => string>> = {
  poison: (card) => `被${card}毒死`,
  reflect: (card) => `被${card}反伤`,
};

/**
 * How a death's causes read, love last (被女巫毒死，同时殉情); a shot names the shooter's card
 * (被狼王带走), a poison or a reflection the card that used it (`by`), when known.
 */
export function deathWords(causes: readonly DeathCause[], cards: { shooter?: string; by?: string } = {}): string {
  const shown = [...causes.filter((c) => c !== 'lover'), ...causes.filter((c) => c === 'lover')];
  const words = (c: DeathCause) => {
    if (c === 'shot' && cards.shooter) return `被${cards.shooter}带走`;
    const used = USED_BY[c];
    return used && cards.by ? used(cards.by) : DEATH_WORDS[c];
  };
  return shown.map(words).join('，同时');
}

/**
 * The story of an ended deal (复盘), for every phone: each seat's card, camp, result and fate, the
 * nights and days as the deal recorded them, the winner. A pure function of the match and the
 * seated members; the deal must have ended.
 */
export function buildReview(module: GameModule, match: Match, members: readonly Member[]): Review {
  const { state } = match;
  const { config, winner } = state;
  if (!winner) throw new Error('a review is built only once the deal has ended');
  const events = eventsOf(state);
  const phaseNames = phaseNamesOf(module);
  const title = (round: number, phase: 'night' | 'day') => phaseTitle(phaseNames, round, phase);
  const winners = winningSeats(module, state);
  const fates = fatesOf(events, title, (seat) => roleName(module, state.seats[seat - 1].role));
  const nicknames = new Map(members.map((m) => [m.seat, m.nickname]));
  const campName = (camp: string) => module.campNames[camp] ?? camp;
  const words = module.judgeExtras?.(state).words;
  return {
    game: state.game,
    gameName: module.info.name,
    phaseNames,
    preset: config.preset,
    presetName: module.presets.find((p) => p.id === config.preset)?.name ?? config.preset,
    players: config.players,
    deal: dealNumber(match),
    winner: { camp: winner.camp, campName: campName(winner.camp), text: winner.text, seats: winners },
    ...(words && { words: { ...words } }),
    seats: state.seats.map((s): ReviewSeat => {
      const dealt = match.initial.seats[s.seat - 1].role;
      const nickname = nicknames.get(s.seat);
      const card = module.card(state, s.seat);
      const camp = module.campOf(state, s.seat);
      return {
        seat: s.seat,
        ...(nickname !== undefined && { nickname }),
        role: s.role,
        roleName: roleName(module, s.role),
        camp,
        campName: campName(camp),
        ...(dealt !== s.role && { dealtRole: dealt, dealtRoleName: roleName(module, dealt) }),
        ...('word' in card && { word: card.word }),
        tags: [...s.tags],
        tagNames: tagNamesOf(module, s.tags),
        ...(isBadCamp(module, camp) && { bad: true }),
        won: winners.includes(s.seat),
        fate: s.alive ? null : fates.get(s.seat) ?? UNRECORDED,
      };
    }),
    phases: phasesOf(events, title),
  };
}

/** A death the deal has no event for (a room stored before there were events, not rebuilt by its replay): said as plainly as known. */
const UNRECORDED: ReviewFate = { causes: [], round: 0, phase: 'day', text: '已出局' };

/** Each dead seat's last death: its causes (love last), and when: 第 2 夜被女巫毒死，同时殉情. */
function fatesOf(
  events: readonly GameEvent[], title: (round: number, phase: 'night' | 'day') => string, cardOf: (seat: SeatNo) => string,
): Map<SeatNo, ReviewFate> {
  const fates = new Map<SeatNo, ReviewFate>();
  for (const e of events) {
    if (e.kind !== 'death') continue;
    const card = (seat: SeatNo | undefined) => (seat === undefined ? undefined : cardOf(seat));
    const text = `${title(e.round, e.phase)}${deathWords(e.causes, { shooter: card(e.shooter), by: card(e.by) })}`;
    fates.set(e.seat, { causes: [...e.causes], round: e.round, phase: e.phase, text });
  }
  return fates;
}

/** The events in order, a phase for each night and day they fell in. */
function phasesOf(events: readonly GameEvent[], title: (round: number, phase: 'night' | 'day') => string): ReviewPhase[] {
  const phases: ReviewPhase[] = [];
  for (const { round, phase, ...event } of events) {
    let last = phases[phases.length - 1];
    if (!last || last.round !== round || last.phase !== phase) {
      last = { round, phase, title: title(round, phase), events: [] };
      phases.push(last);
    }
    last.events.push(event as ReviewEvent);
  }
  return phases;
}
