import type { CategorySource } from '../source';
import { ANIMAL } from './animal';
import { BODY } from './body';
import { CELEBRITY } from './celebrity';
import { CLASSICS } from './classics';
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
import { PLACE } from './place';
import { SCHOOL } from './school';
import { TRANSPORT } from './transport';

/** Every category in catalog order: the original ones, the newer ones, idioms, then the packs. */
export const CATEGORY_SOURCES: readonly CategorySource[] = [
  FOOD, DRINK, ANIMAL, OBJECT, PLACE, JOB, FILM_SPORT, NATURE, BODY, SCHOOL,
  TRANSPORT, FASHION, FESTIVAL, DIGITAL, FAMILY, GEOGRAPHY, CLASSICS,
  IDIOM,
  CELEBRITY, INTERNET,
];
