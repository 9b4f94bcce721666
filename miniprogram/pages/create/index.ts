// Create a room: the game, the player count within its range, a preset, role counts checked live
// (the sum, the required roles), rule options (common ones shown, the rest under 高级规则), and for
// 谁是卧底 the judge's own two words or a random pair by category and difficulty.
import type { GameInfo, GameId } from '../../../typings/api';
import Toast from '../../miniprogram_npm/@vant/weapp/toast/toast';
import { call, isCallError } from '../../services/api';
import { changes } from '../../services/diff';
import type { DataValueEvent, ValueEvent } from '../../services/events';
import { narrationOn, rememberRoom, saveNarration } from '../../services/storage';
import {
  createParams, customRoles, formData, newForm, ruleInput, withPlayers, withPreset,
  type Form, type FormData,
} from './model';

/** `circleId`: opened from a 圈子 page, the room is linked to it (its ended games are recorded there). */
interface Private { games: GameInfo[]; form: Form | null; busy: boolean; circleId?: string }

const privates = new WeakMap<object, Private>();

function own(page: object): Private {
  let p = privates.get(page);
  if (!p) {
    p = { games: [], form: null, busy: false };
    privates.set(page, p);
  }
  return p;
}

/**
 * A game's whole form in two setData calls, each well under WeChat's comfortable size: first all but
 * the 高级规则 rows (a werewolf catalog's are most of it, and they sit in a closed panel), then those.
 */
function showForm(page: WechatMiniprogram.Component.TrivialInstance, data: FormData & Record<string, unknown>): void {
  const { advanced, ...first } = data;
  page.setData(first);
  page.setData({ advanced });
}

function gameOf(p: Private): GameInfo | undefined {
  return p.form ? p.games.find((g) => g.id === p.form?.game) : undefined;
}

const initial: FormData & {
  state: 'loading' | 'ready' | 'error';
  errorText: string;
  games: { id: GameId; name: string }[];
  advancedOpen: string[];
  narrationOn: boolean;
} = {
  state: 'loading',
  errorText: '',
  games: [],
  advancedOpen: [],
  game: 'killer',
  canAuto: false,
  host: 'judge',
  autoOptions: [],
  narrationOn: true,
  players: 0,
  minPlayers: 0,
  maxPlayers: 0,
  presets: [],
  preset: '',
  presetText: '',
  rolesShown: false,
  rolesCustom: false,
  roles: [],
  rolesText: '',
  common: [],
  advanced: [],
  wordOptions: [],
  wordBankText: '',
  hasWords: false,
  wordMax: 0,
  words: 'bank',
  civilian: '',
  undercover: '',
  presetNote: '',
  problem: '',
};

Component({
  data: initial,
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      if (query.circleId) own(this).circleId = query.circleId;
      this.load(query.game);
    },

    async load(wanted?: string) {
      const p = own(this);
      try {
        const { games } = await call('catalog', {}, { quiet: true });
        p.games = games;
        const game = games.find((g) => g.id === wanted) ?? games[0];
        if (!game) throw new Error('empty catalog');
        p.form = newForm(game);
        showForm(this, {
          ...formData(game, p.form),
          narrationOn: narrationOn(),
          state: 'ready',
          games: games.map((g) => ({ id: g.id, name: g.name })),
        });
      } catch (error) {
        this.setData({ state: 'error', errorText: isCallError(error) ? error.message : '读取游戏列表失败，请稍后再试' });
      }
    },

    /** One setData with what the form change altered. */
    update(change: (game: GameInfo, form: Form) => Form) {
      const p = own(this);
      const game = gameOf(p);
      if (!game || !p.form) return;
      p.form = change(game, p.form);
      const payload = changes(this.data, formData(game, p.form));
      if (Object.keys(payload).length > 0) this.setData(payload);
    },

    onGame(e: ValueEvent<string>) {
      const p = own(this);
      const game = p.games.find((g) => g.id === e.detail);
      if (!game || game.id === p.form?.game) return;
      p.form = { ...newForm(game), host: p.form?.host ?? 'judge' };
      showForm(this, { ...formData(game, p.form), advancedOpen: [] });
    },

    onPlayers(e: ValueEvent<number>) {
      const players = Number(e.detail);
      if (Number.isInteger(players)) this.update((game, form) => (players === form.players ? form : withPlayers(game, form, players)));
    },

    onPreset(e: ValueEvent<string>) {
      this.update((_game, form) => withPreset(form, String(e.detail)));
    },

    onRole(e: DataValueEvent<number, { id: string }>) {
      const id = e.currentTarget.dataset.id;
      const count = Number(e.detail);
      if (!id || !Number.isInteger(count) || count < 0) return;
      this.update((game, form) => {
        const roles = form.roles ?? customRoles(game, form);
        return roles[id] === count && form.roles ? form : { ...form, roles: { ...roles, [id]: count } };
      });
    },

    onCustomRoles() {
      this.update((game, form) => ({ ...form, roles: customRoles(game, form) }));
    },

    onResetRoles() {
      this.update((_game, form) => ({ ...form, roles: null }));
    },

    onOption(e: DataValueEvent<unknown, { id: string }>) {
      const id = e.currentTarget.dataset.id;
      this.update((game, form) => {
        const option = game.options.find((o) => o.id === id);
        const value = option ? ruleInput(option, e.detail) : null;
        return option && value !== null ? { ...form, rules: { ...form.rules, [option.id]: value } } : form;
      });
    },

    onHost(e: ValueEvent<string>) {
      const host = e.detail === 'auto' ? 'auto' : 'judge';
      this.update((_game, form) => ({ ...form, host }));
    },

    /** Whether the host phone reads the lines aloud: a setting of this phone, kept for the host page. */
    onNarration(e: ValueEvent<boolean>) {
      const on = e.detail === true;
      saveNarration(on);
      this.setData({ narrationOn: on });
    },

    onWordsMode(e: ValueEvent<string>) {
      const words = e.detail === 'own' ? 'own' : 'bank';
      this.update((_game, form) => ({ ...form, words }));
    },

    onCivilian(e: ValueEvent<string>) {
      this.update((_game, form) => ({ ...form, civilian: String(e.detail) }));
    },

    onUndercover(e: ValueEvent<string>) {
      this.update((_game, form) => ({ ...form, undercover: String(e.detail) }));
    },

    onCollapse(e: ValueEvent<string[]>) {
      this.setData({ advancedOpen: Array.isArray(e.detail) ? e.detail : [] });
    },

    async onCreate() {
      const p = own(this);
      const game = gameOf(p);
      if (!game || !p.form || p.busy) return;
      if (this.data.problem) {
        Toast(this.data.problem);
        return;
      }
      p.busy = true;
      try {
        const params = { ...createParams(game, p.form), ...(p.circleId && { circleId: p.circleId }) };
        const { roomNo } = await call('createRoom', params, { loading: '正在创建房间…' });
        const page = params.host === 'auto' ? 'host' : 'judge';
        rememberRoom({ roomNo, game: game.id, gameName: game.name, role: params.host === 'auto' ? 'host' : 'judge' });
        wx.redirectTo({ url: `/pages/${page}/index?roomNo=${roomNo}` });
      } catch (error) {
        if (!isCallError(error)) throw error;
        // the server's message is already on screen
      } finally {
        p.busy = false;
      }
    },

    /** The rules of the game being set up. */
    onRules() {
      wx.navigateTo({ url: `/pages/rules/index?game=${this.data.game}` });
    },

    onRetry() {
      this.setData({ state: 'loading' });
      this.load();
    },
  },
});
