import type { CategorySource } from '../source';
import { ANIMAL } from './animal';
import { BODY } from './body';
import { DRINK } from './drink';
import { FILM_SPORT } from './film-sport';
import { FOOD } from './food';
import { IDIOM } from './idiom';
import { JOB } from './job';
import { NATURE } from './nature';
import { OBJECT } from './object';
import { PLACE } from './place';
import { SCHOOL } from './school';

/** Every category in catalog order: the original ones, the newer ones, idioms, then the packs. */
export const CATEGORY_SOURCES: readonly CategorySource[] = [
  FOOD, DRINK, ANIMAL, OBJECT, PLACE, JOB, FILM_SPORT, NATURE, BODY, SCHOOL,
  IDIOM,
];
