// The 圈子 page: the season table of one game kind, each board's camp win rates, the recent games;
// open a linked room, share the table as a picture, export the season as CSV, choose how seasons turn
// or start a new one by hand.
import type { CircleResult, GameId, SeasonMode } from '../../../typings/api';
import { call, isCallError } from '../../services/api';
import type { DataEvent } from '../../services/events';
import { shareCsv } from '../../services/export-csv';
import { canvasPicture } from '../../services/share-image/phone';
import { CIRCLE_WIDTH, circleTableHeight, drawCircleTable } from '../../services/share-image/circle';
import { forgetCircle, rememberCircle } from '../../services/storage';
import { pageState } from '../../services/room-page';
import { confirm, toast } from '../../services/ui';
import { boardLines, kindChips, minutes, recentLines, tableLines } from './model';

/** The answer on screen (the share picture draws it). */
const own = pageState((): { result: CircleResult | null } => ({ result: null }));

Component({
  data: {
    circleId: '',
    loaded: false,
    error: '',
    name: '',
    code: '',
    season: '',
    seasons: [] as string[],
    seasonMode: 'month' as SeasonMode,
    seasonModes: [] as CircleResult['seasonModes'],
    summary: '',
    kinds: [] as ReturnType<typeof kindChips>,
    rows: [] as ReturnType<typeof tableLines>,
    boards: [] as ReturnType<typeof boardLines>,
    recent: [] as ReturnType<typeof recentLines>,
    roles: '',
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      this.setData({ circleId: query.circleId ?? '' });
      void this.load();
    },
    async load(params: { season?: string; kind?: GameId } = {}) {
      try {
        const result = await call('circle', { circleId: this.data.circleId, ...params }, { quiet: ['NOT_A_MEMBER', 'CIRCLE_NOT_FOUND'] });
        this.show(result);
      } catch (error) {
        if (isCallError(error)) this.setData({ error: error.message });
      }
    },
    show(result: CircleResult) {
      rememberCircle({ circleId: result.circleId, name: result.name });
      own(this).result = result;
      this.setData({
        loaded: true,
        error: '',
        name: result.name,
        code: result.code,
        season: result.season,
        seasons: result.seasons,
        seasonMode: result.seasonMode,
        seasonModes: result.seasonModes,
        summary: `本赛季 ${result.games} 局 · 平均 ${minutes(result.averageSec)}`,
        kinds: kindChips(result),
        rows: tableLines(result.table, result.me),
        boards: boardLines(result.boards),
        recent: recentLines(result.recent),
        roles: result.roles.slice(0, 5).map((r) => `${r.roleName} ${r.games}`).join(' · '),
      });
      wx.setNavigationBarTitle({ title: result.name });
    },
    onKind(e: DataEvent<{ kind: GameId }>) {
      void this.load({ season: this.data.season, kind: e.currentTarget.dataset.kind });
    },
    onSeason(e: DataEvent<{ season: string }>) {
      void this.load({ season: e.currentTarget.dataset.season });
    },
    onGame(e: DataEvent<{ game: string }>) {
      wx.navigateTo({ url: `/pages/circle-game/index?circleId=${this.data.circleId}&gameId=${e.currentTarget.dataset.game}` });
    },
    onMember(e: DataEvent<{ member: string }>) {
      wx.navigateTo({ url: `/pages/circle-player/index?circleId=${this.data.circleId}&memberId=${e.currentTarget.dataset.member}&season=${this.data.season}` });
    },
    onNewRoom() {
      wx.navigateTo({ url: `/pages/create/index?circleId=${this.data.circleId}` });
    },
    onCopyCode() {
      wx.setClipboardData({ data: this.data.code, success: () => toast(`邀请码 ${this.data.code} 已复制`) });
    },
    async onShareImage() {
      const { result } = own(this);
      if (!result) return;
      try {
        const filePath = await canvasPicture(this, '#share-canvas', CIRCLE_WIDTH, circleTableHeight(result), (ctx) => drawCircleTable(ctx, result));
        wx.previewImage({ urls: [filePath], showmenu: true });
      } catch {
        toast('生成图片失败，请稍后再试');
      }
    },
    async onExport() {
      const { csv } = await call('circleExport', { circleId: this.data.circleId, season: this.data.season });
      await shareCsv(`${this.data.name}-${this.data.season}.csv`, csv);
    },
    /** How seasons turn from now on, as the server offers and describes the ways. */
    async onSeasonMode(e: DataEvent<{ mode: SeasonMode }>) {
      const chosen = this.data.seasonModes.find((m) => m.mode === e.currentTarget.dataset.mode);
      if (chosen === undefined || chosen.mode === this.data.seasonMode) return;
      const { mode, name, description } = chosen;
      if (!await confirm(`改为${name}换季`, description, '改')) return;
      await call('setSeasonMode', { circleId: this.data.circleId, mode });
      await this.load();
    },
    async onNewSeason() {
      if (!await confirm('开始新赛季', '本赛季的积分榜会保留，可以随时查看；新的对局计入新赛季。', '开始')) return;
      await call('newSeason', { circleId: this.data.circleId });
      await this.load();
    },
    async onLeave() {
      if (!await confirm('退出圈子', '退出后不再看到这个圈子。你过去的对局仍计入圈子的统计。', '退出')) return;
      await call('leaveCircle', { circleId: this.data.circleId });
      forgetCircle(this.data.circleId);
      wx.navigateBack();
    },
  },
});
