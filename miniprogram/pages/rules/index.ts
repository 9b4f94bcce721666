// The rules of the games, one at a time (?game= picks the first one shown), read from the catalog.
import type { GameInfo, GuideSection } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import type { DataEvent } from '../../services/events';
import { partedPayloads } from '../../services/payloads';
import { pageState } from '../../services/room-page';
import { gameRules, type GameRules } from './model';

interface Data {
  state: 'loading' | 'ready' | 'error';
  errorText: string;
  games: { id: string; name: string }[];
  current: string;
  rules: GameRules | null;
  common: GuideSection[];
}

const initial: Data = { state: 'loading', errorText: '', games: [], current: '', rules: null, common: [] };

/** The game asked for (?game=), and the catalog's games, kept off the view (only the game shown goes to setData). */
const own = pageState((): { wanted?: string; games: GameInfo[] } => ({ games: [] }));

/** A game's rules in parts: a werewolf's are more than one payload should carry. */
function showRules(page: WechatMiniprogram.Component.TrivialInstance, game: GameInfo): void {
  const [first, ...rest] = partedPayloads('rules', gameRules(game), 'sections');
  page.setData({ current: game.id, ...first });
  for (const part of rest) page.setData(part);
}

Component({
  data: initial,
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      own(this).wanted = query.game;
      this.load();
    },

    async load() {
      try {
        const { games, guide } = await call('catalog', {}, { quiet: true });
        const game = games.find((g) => g.id === own(this).wanted) ?? games[0];
        if (!game) throw new Error('empty catalog');
        own(this).games = games;
        this.setData({ state: 'ready', games: games.map((g) => ({ id: g.id, name: g.name })), common: guide ?? [] });
        showRules(this, game);
      } catch (error) {
        this.setData({ state: 'error', errorText: isCallError(error) ? error.message : '读取规则失败，请稍后再试' });
      }
    },

    onRetry() {
      this.setData({ state: 'loading' });
      this.load();
    },

    /** A title of the index: to its section. */
    onJump(e: DataEvent<{ index: number }>) {
      wx.pageScrollTo({ selector: `#section-${Number(e.currentTarget.dataset.index)}`, duration: 200 });
    },

    onPick(e: DataEvent<{ id: string }>) {
      const game = own(this).games.find((g) => g.id === e.currentTarget.dataset.id);
      if (!game || game.id === this.data.current) return;
      own(this).wanted = game.id;
      showRules(this, game);
    },
  },
});
