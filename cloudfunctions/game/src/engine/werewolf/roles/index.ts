import { bear } from './bear';
import { bloodMoon } from './blood-moon';
import { demonHunter } from './demon-hunter';
import { dreamweaver } from './dreamweaver';
import { crow } from './crow';
import { evilKnight } from './evil-knight';
import { gargoyle } from './gargoyle';
import { gravedigger } from './gravedigger';
import { hiddenWolf } from './hidden-wolf';
import { mechanicalWolf } from './mechanical-wolf';
import { psychic } from './psychic';
import { pureWhite } from './pure-white';
import { cupid } from './cupid';
import { guard } from './guard';
import { hunter } from './hunter';
import { idiot } from './idiot';
import { littleGirl } from './little-girl';
import { magician } from './magician';
import { nightmare } from './nightmare';
import type { DayStepDef, NightStepDef, RoleDef } from './role';
import { seer } from './seer';
import { slacker } from './slacker';
import { thief } from './thief';
import { villager } from './villager';
import { werewolf } from './werewolf';
import { wildChild } from './wild-child';
import { witch } from './witch';
import { knight } from './knight';
import { whiteWolfKing } from './white-wolf-king';
import { wolfBeauty } from './wolf-beauty';
import { wolfKing } from './wolf-king';
import { wolfWitch } from './wolf-witch';

/** Every werewolf role, in the catalog's order. A new role is one file and one line here. */
export const ROLES: readonly RoleDef[] = [
  werewolf, villager, seer, witch, hunter, guard, cupid, thief, littleGirl, idiot, bear,
  wolfKing, whiteWolfKing, wolfBeauty, knight,
  nightmare, bloodMoon,
  demonHunter, dreamweaver, magician,
  gargoyle, hiddenWolf, mechanicalWolf, evilKnight, gravedigger, psychic, crow,
  pureWhite, wolfWitch, slacker, wildChild,
];

import type { RoleKey } from './keys';
export type { RoleDayKey, RoleKey, RoleNightKey, RoleOption } from './keys';

const BY_ID = new Map<string, RoleDef>(ROLES.map((r) => [r.id, r]));

export function roleOf(id: string): RoleDef {
  const role = BY_ID.get(id);
  if (!role) throw new Error(`unknown werewolf role ${id}`);
  return role;
}

/** Every night step of every role, with the role that acts in it. */
export const NIGHT_STEPS: readonly (NightStepDef & { role: RoleKey })[] = ROLES.flatMap(
  (r) => (r.night ?? []).map((s) => ({ ...s, role: r.id })),
);

/** Every day step of every role, with its role. */
export const DAY_STEPS: readonly (DayStepDef & { role: RoleKey })[] = ROLES.flatMap(
  (r) => (r.day ?? []).map((s) => ({ ...s, role: r.id })),
);
