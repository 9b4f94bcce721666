import type { CategoryPairs } from '../source';
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

/** Every category's pairs as written, by category id (the catalog, catalog.ts, lists the categories). */
export const CATEGORY_PAIRS: Readonly<Record<string, CategoryPairs>> = {
  food: FOOD,
  drink: DRINK,
  animal: ANIMAL,
  object: OBJECT,
  place: PLACE,
  job: JOB,
  'film-sport': FILM_SPORT,
  nature: NATURE,
  body: BODY,
  school: SCHOOL,
  transport: TRANSPORT,
  fashion: FASHION,
  festival: FESTIVAL,
  digital: DIGITAL,
  family: FAMILY,
  geography: GEOGRAPHY,
  classics: CLASSICS,
  idiom: IDIOM,
  celebrity: CELEBRITY,
  internet: INTERNET,
  brand: BRAND,
  'anime-game': ANIME_GAME,
  childhood: CHILDHOOD,
  screen: SCREEN,
  song: SONG,
  office: OFFICE,
  couple: COUPLE,
};
