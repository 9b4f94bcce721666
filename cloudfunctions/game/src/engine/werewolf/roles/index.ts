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
import type { RoleDef } from '../kit';
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

/** The catalog roles by id (tools and tests; the game reads its own book). */
export function roleOf(id: string): RoleDef {
  const role = ROLES.find((r) => r.id === id);
  if (!role) throw new Error(`unknown werewolf role ${id}`);
  return role;
}

/** Every night step of the catalog roles, with the role that acts in it (tools and tests). */
export const NIGHT_STEPS = ROLES.flatMap((r) => (r.night ?? []).map((s) => ({ ...s, role: r.id })));
