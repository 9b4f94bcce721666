import type { RoleId } from '../../typings/api';
import type { GameModule } from '../../cloudfunctions/game/src/engine/core/module';
import type { Match } from '../../cloudfunctions/game/src/engine/core/match';
import type { Rng } from '../../cloudfunctions/game/src/engine/core/rng';
import type { Room } from '../../cloudfunctions/game/src/engine/core/room';
import { playerView } from '../../cloudfunctions/game/src/engine/core/views';

/** The room a player's answer is read from. */
function roomOf(match: Match): Room {
  return { roomNo: '123456', judge: 'judge', members: [], match, createdAt: 0, updatedAt: 0 };
}

/**
 * Which seats' answers would change if everything about the other seats changed (their cards,
 * whether they live, their tags): an answer that holds nothing of another seat stays the same.
 */
export function answersThatLeak(module: GameModule, match: Match, roles: readonly RoleId[], rng: Rng): number[] {
  const leaking: number[] = [];
  for (const own of match.state.seats) {
    const answer = playerView(module, roomOf(match), own.seat);
    const seats = match.state.seats.map((s) => (s.seat === own.seat ? s : {
      ...s,
      role: roles.filter((r) => r !== s.role)[rng.int(roles.length - 1)],
      alive: !s.alive,
      tags: s.tags.length > 0 ? [] : ['sheriff', 'lover', 'revealed'],
    }));
    const changed = { ...match, state: { ...match.state, seats } };
    if (JSON.stringify(playerView(module, roomOf(changed), own.seat)) !== JSON.stringify(answer)) leaking.push(own.seat);
  }
  return leaking;
}
