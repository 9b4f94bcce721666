import type { CategorySource } from '../source';
import { ANIMAL } from './animal';
import { ANIME_GAME } from './anime-game';
import { BODY } from './body';
import { BRAND } from './brand';
import { CELEBRITY } from './celebrity';
import { CHILDHOOD } from './childhood';
import { CLASSICS } from './classics';
import { COUPLE } from './couple';
import { DIGITAL } from './digital';
import { DRINK } from './drink';
import { FAMILY } from './family';
import { FASHION } from './fashion';
import { FESTIVAL } from './festival';
import { FILM_SPORT } from './film-sport';
import { FOOD } from './food';
import { GEOGRAPHY } from './geography';
import { IDIOM } from './idiom';
import { INTERNET } from './internet';
import { JOB } from './job';
import { NATURE } from './nature';
import { OBJECT } from './object';
import { OFFICE } from './office';
import { PLACE } from './place';
import { SCHOOL } from './school';
import { SCREEN } from './screen';
import { SONG } from './song';
import { TRANSPORT } from './transport';

/** Every category in catalog order: the original ones, the newer ones, idioms, then the packs. */
export const CATEGORY_SOURCES: readonly CategorySource[] = [
  FOOD, DRINK, ANIMAL, OBJECT, PLACE, JOB, FILM_SPORT, NATURE, BODY, SCHOOL,
  TRANSPORT, FASHION, FESTIVAL, DIGITAL, FAMILY, GEOGRAPHY, CLASSICS,
  IDIOM,
  CELEBRITY, INTERNET, BRAND, ANIME_GAME, CHILDHOOD, SCREEN, SONG, OFFICE, COUPLE,
];
