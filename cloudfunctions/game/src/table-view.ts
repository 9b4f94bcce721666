// 自动主持: what anyone at the table may know. No card of a living player, no night target, no check
// result, no potion: a night step reads the same whether its role lives, is dead or in the centre.
import type { PublicStep, Review, SeatNo, Step, TableView } from '../../../typings/api';
import { heldTime, hostMayClose, openStep } from './auto-clock';
import { waitingSeats } from './engine/core/collect';
import { memberOf, seatOccupant, shownStepId, type Room } from './engine/core/room';
import { withoutGestures } from './engine/core/gestures';
import { publicLog } from './engine/core/public-log';
import { buildReview } from './engine/core/review';
import { JUDGE_NIGHT_STEP_ID, judgesNight, publicState, publicVersion } from './engine/core/signal';
import type { GameModule } from './engine/core/module';
import { phaseNamesOf } from './engine/core/phase-names';
import { shownCard } from './engine/core/shown-card';
import { tagNamesOf } from './engine/core/names';
import { gameModule } from './engine/registry';
import { withStandings, type TableRoom } from './standings';
import { markedJudgeLog, withLifeLines } from './table-life/life-log';
import { heardAsSkill, SKILL_STEP } from './skill-window';
import { rescueView } from './table-life/rescue';
import { spectatorCount, watcherList, watcherOf } from './table-life/spectators';

/** Tags the whole table sees: the badge, an idiot who showed his card. */
const PUBLIC_TAGS = new Set(['sheriff', 'revealed']);


/** Whether `openid` may read the table: the room's judge or host, a seated player, a spectator. */
export function mayReadTable(room: TableRoom, openid: string): boolean {
  return room.judge === openid || memberOf(room, openid) !== undefined || watcherOf(room, openid) !== undefined;
}

/** A dead seat's card where the rules showed it to the table. */
function shownCardOf(module: GameModule, room: Room, dead: ReadonlySet<SeatNo>, seat: SeatNo): { roleName?: string; bad?: true } {
  const card = dead.has(seat) ? shownCard(module, room.match.state, seat) : undefined;
  return card === undefined ? {} : { roleName: card.roleName, ...(card.bad && { bad: true }) };
}

/** The table; at the end with the review (`review`: one already built for this answer, else built here). */
export function tableView(room: TableRoom, now: number, review?: Review): TableView {
  const module = gameModule(room.match.state.game);
  const { state } = room.match;
  const pub = publicState(module, room);
  const dead = new Set(pub.dead);
  const occupant = seatOccupant(room);
  const ended = pub.status === 'ended';
  const runBy = memberOf(room, room.judge)?.seat;
  return {
    roomNo: room.roomNo,
    game: state.game,
    gameName: module.info.name,
    host: room.host ?? 'judge',
    v: publicVersion(room),
    serverNow: now,
    status: pub.status,
    ...(room.auto?.pausedAt !== undefined && { paused: true }),
    players: state.config.players,
    round: state.round,
    phase: state.phase,
    phaseNames: phaseNamesOf(module),
    seats: state.seats.map((s) => occupant(s.seat, { alive: !dead.has(s.seat), ...publicTags(module, s.tags), ...shownCardOf(module, room, dead, s.seat) })),
    step: timedAt(publicStep(room), room, now),
    ...newsOf(room),
    // The judge's log names checks and potions: the table reads it once the game is over, the public one till then.
    log: ended ? withLifeLines(markedJudgeLog(state.log), 'logged', room) : withLifeLines(publicLog(module, state), 'events', room),
    ...(state.winner && { winner: state.winner }),
    ...(ended && { review: review ?? withStandings(buildReview(module, room.match, room.members), room) }),
    spectators: spectatorCount(room),
    ...(room.rescue && { rescue: rescueView(room) }),
    ...(runBy !== undefined && { runBy }),
  };
}

/** The table as the host phone sees it: the public table and who watches. */
export function hostTableView(room: TableRoom, now: number): TableView {
  return { ...tableView(room, now), watchers: watcherList(room) };
}

function publicTags(module: GameModule, tags: readonly string[]): { tags: string[]; tagNames: string[] } {
  const shown = tags.filter((t) => PUBLIC_TAGS.has(t));
  return { tags: shown, tagNames: tagNamesOf(module, shown) };
}

/** The table's news: each line of the steps left untold, with the id of the step that said it. */
function newsOf(room: Room): Pick<TableView, 'news' | 'newsIds'> {
  const untold = room.auto?.untold ?? [];
  if (untold.length === 0) return {};
  return { news: untold.flatMap((s) => s.lines), newsIds: untold.flatMap((s) => s.lines.map(() => s.id)) };
}

/** Whether the table shows something else of the step (the next speaker, who has voted, a pause): the public version moves. */
export function tableFaceMoved(prev: Room, next: Room): boolean {
  if (!next.auto) return false;
  const face = (room: Room) => JSON.stringify([publicStep(room), room.auto?.pausedAt !== undefined]);
  return face(prev) !== face(next);
}

/**
 * A judge room's night as the seated players see it: one face for the whole night, so no phone can
 * follow which role the judge is calling (only the judge's own phone walks the night).
 */
const JUDGE_NIGHT: PublicStep = { id: JUDGE_NIGHT_STEP_ID, key: 'night', title: '夜晚', say: [], waitsOn: 'host' };

/** The step with its timer as seen at `now` (frozen while the room is paused). */
function timedAt(step: PublicStep | null, room: Room, now: number): PublicStep | null {
  return step?.timer ? { ...step, timer: { ...step.timer, endsAt: heldTime(room.auto, step.timer.endsAt, now) } } : step;
}

/** The open step as the table sees it (null once the game has ended). */
export function publicStep(room: Room): PublicStep | null {
  const face = stepFace(room);
  const announce = room.auto?.announce;
  if (!face || announce?.stepId !== face.id) return face;
  const heard = face.say.filter((line) => announce.heard?.includes(line));
  return { ...face, say: [...announce.lines, ...face.say], ...(heard.length > 0 && { heard }) };
}

function stepFace(room: Room): PublicStep | null {
  const step = openStep(room);
  if (!step) return null;
  const auto = room.auto;
  const night = room.match.state.phase === 'night';
  if (judgesNight(room)) return JUDGE_NIGHT;
  // The neutral 「技能」: a window after a death that calls for no skill, or a skill step; neither says whom it waits on.
  if (auto?.skill) {
    // What just happened (a shot, a duel) is said first, as the judge would before a skill.
    const say = [...(step.news ?? []), ...SKILL_STEP.say];
    return { id: shownStepId(room), ...SKILL_STEP, say, waitsOn: 'players', timer: { seconds: auto.skill.seconds, endsAt: auto.skill.endsAt } };
  }
  const skill = heardAsSkill(room, step);
  // The table tells the question from a skill by nothing: both wait on players (the host may end either early).
  const waitsOn = step.actors?.kind !== 'host' || skill ? 'players' : 'host';
  const waiting = !night && auto && !skill && step.actors?.kind !== 'speaker' ? waitingSeats(step, auto.collection) : [];
  return {
    id: shownStepId(room),
    ...publicWords(room, step),
    waitsOn,
    ...(auto?.timer && { timer: { seconds: auto.timer.seconds, endsAt: auto.timer.endsAt } }),
    ...(waiting.length > 0 && waitsOn === 'players' && { waiting }),
    ...(hostMayClose(room, step) && { hostMayClose: true as const }),
  };
}

/** The step's key and lines as the table may hear them. */
function publicWords(room: Room, step: Step): { key: string; title: string; say: string[] } {
  const { state } = room.match;
  // A role's death skill (a shot, the wolf beauty's charm) is a neutral skill where cards stay hidden;
  // what just happened (an earlier shot) is said first.
  if (heardAsSkill(room, step)) return { ...SKILL_STEP, say: [...(step.news ?? []), ...SKILL_STEP.say] };
  // A round of speakers: the host calls each in turn; the round's first turn (or the one it took up
  // again at, after a duel or a leave) also says what just happened (a shot, a duel; unless a 「技能」 window said it) and every line the judge would read
  // (the order, 警左/警右, a tie, what last words end with). A candidate's election speech is a step of
  // its own and says itself.
  if (step.actors?.kind === 'speaker' && room.auto && step.key !== 'day.sheriffSpeech') {
    // Once the last speaker has passed, the round reads as his turn did until it closes: the host
    // phone said that, and nothing of it is left to say again.
    const at = Math.min(room.auto.collection.speaker, step.actors.seats.length - 1);
    const seat = step.actors.seats[at];
    const turn = `请 ${seat} 号玩家${step.key === 'day.lastWords' ? '发表遗言' : '发言'}。`;
    const news = room.auto.newsSaid === step.id ? [] : step.news ?? [];
    const own = step.say.slice(step.news?.length ?? 0);
    const first = [...news, ...own, ...(own.includes(turn) ? [] : [turn])];
    if (seat !== undefined) return { key: step.key, title: step.title, say: at === (room.auto.collection.firstTurn ?? 0) ? first : [turn] };
  }
  if (room.auto?.newsSaid === step.id && step.news) return { key: step.key, title: step.title, say: step.say.slice(step.news.length) };
  if (state.phase === 'night') return { key: step.key, title: step.title, say: withoutGestures(step.say) };
  return { key: step.key, title: step.title, say: step.say };
}
