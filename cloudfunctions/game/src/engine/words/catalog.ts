/**
 * The categories of the 谁是卧底 word bank, in catalog order: the original ones, the newer ones,
 * idioms, then the packs. The create page lists them; each one's pairs are in categories/<id>.ts,
 * read only when a game first needs them (see README.md).
 */
import type { CategoryEntry, WordDraw } from './source';

export interface WordCategory {
  readonly id: string;
  readonly name: string;
  readonly draw: WordDraw;
}

export const CATEGORY_ENTRIES: readonly CategoryEntry[] = [
  { id: 'food', name: '食物' },
  { id: 'drink', name: '饮品' },
  { id: 'animal', name: '动物' },
  { id: 'object', name: '日常用品' },
  { id: 'place', name: '地点' },
  { id: 'job', name: '职业' },
  { id: 'film-sport', name: '影视体育' },
  { id: 'nature', name: '自然' },
  { id: 'body', name: '身体' },
  { id: 'school', name: '校园' },
  { id: 'transport', name: '交通出行' },
  { id: 'fashion', name: '服饰美妆' },
  { id: 'festival', name: '节日民俗' },
  { id: 'digital', name: '数码与网络生活' },
  { id: 'family', name: '亲属称谓' },
  { id: 'geography', name: '地理名胜' },
  { id: 'classics', name: '名著与神话人物' },
  { id: 'idiom', name: '成语', draw: 'chosen' },
  { id: 'celebrity', name: '明星', draw: 'pack' },
  { id: 'internet', name: '网络流行语', draw: 'pack', flags: ['trend'] },
  { id: 'brand', name: '品牌', draw: 'pack', flags: ['brand'] },
  { id: 'anime-game', name: '动漫游戏', draw: 'pack' },
  { id: 'childhood', name: '童年怀旧', draw: 'pack' },
  { id: 'screen', name: '影视剧', draw: 'pack' },
  { id: 'song', name: '歌曲', draw: 'pack' },
  { id: 'office', name: '职场', draw: 'pack' },
  { id: 'couple', name: '情侣', draw: 'pack', flags: ['adult'] },
];

export const WORD_CATEGORIES: readonly WordCategory[] = Object.freeze(
  CATEGORY_ENTRIES.map((c) => Object.freeze({ id: c.id, name: c.name, draw: c.draw ?? 'main' })),
);

/** The categories a judge can pick under 词库类别 (every one but the packs). */
export const CHOOSABLE_CATEGORIES: readonly WordCategory[] = Object.freeze(WORD_CATEGORIES.filter((c) => c.draw !== 'pack'));

/** The optional packs, switched on by 扩展词包. */
export const WORD_PACKS: readonly WordCategory[] = Object.freeze(WORD_CATEGORIES.filter((c) => c.draw === 'pack'));
