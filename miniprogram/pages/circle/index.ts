// The 圈子 page: the season table of one game kind, each board's camp win rates, the recent games;
// open a linked room, share the table as a picture, export the season as CSV, choose how seasons turn
// or start a new one by hand, leave the 圈子 (keeping or deleting one's records).
import type { CircleParams, CircleResult, GameId, SeasonMode } from '../../../typings/api';
import { call } from '../../services/api';
import type { DataEvent, ValueEvent } from '../../services/events';
import { shareCsv } from '../../services/export-csv';
import { canvasPicture } from '../../services/share-image/phone';
import { CIRCLE_WIDTH, circleTableHeight, drawCircleTable } from '../../services/share-image/circle';
import { forgetCircle, rememberCircle } from '../../services/storage';
import { pageState } from '../../services/room-page';
import { confirm, toast } from '../../services/ui';
import { boardLines, kindChips, recentLines, seasonSummary, tableLines } from './model';
import { LOADING, onShown, readCircle } from './status';

/** The answer on screen (the share picture draws it), and the season and game kind asked for (absent: the server's choice). */
const own = pageState((): { result: CircleResult | null; wanted: Pick<CircleParams, 'season' | 'kind'> } => ({ result: null, wanted: {} }));

/** The two ways to leave, as the sheet offers them. */
interface LeaveWay { name: string; subname: string; color?: string; deleteRecords: boolean }
const LEAVE_WAYS: LeaveWay[] = [
  {
    name: '退出，保留我的战绩',
    subname: '过去的对局里仍是你的名字，仍计入圈子的统计；以后再加入，战绩和积分照旧',
    deleteRecords: false,
  },
  {
    name: '退出并删除我的战绩',
    subname: '过去的对局里你的名字换成「已退出的玩家」，你的战绩和积分不再保留',
    color: '#ee0a24',
    deleteRecords: true,
  },
];

Component({
  data: {
    ...LOADING,
    circleId: '',
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
    leaving: false,
    leaveWays: LEAVE_WAYS,
  },
  methods: {
    onLoad(query: Record<string, string | undefined>) {
      this.setData({ circleId: query.circleId ?? '' });
      void this.load();
    },
    /** Reads the season and game kind asked for last. */
    load() {
      const { circleId } = this.data;
      return readCircle(this, circleId, (options) => call('circle', { circleId, ...own(this).wanted }, options), (result) => this.shown(result));
    },
    onRetry() {
      this.setData(LOADING);
      void this.load();
    },
    /** What the page shows of an answer. */
    shown(result: CircleResult) {
      rememberCircle({ circleId: result.circleId, name: result.name });
      own(this).result = result;
      wx.setNavigationBarTitle({ title: result.name });
      return {
        name: result.name,
        code: result.code,
        season: result.season,
        seasons: result.seasons,
        seasonMode: result.seasonMode,
        seasonModes: result.seasonModes,
        summary: seasonSummary(result),
        kinds: kindChips(result),
        rows: tableLines(result.table, result.me),
        boards: boardLines(result.boards),
        recent: recentLines(result.recent),
        roles: result.roles.slice(0, 5).map((r) => `${r.roleName} ${r.games}`).join(' · '),
      };
    },
    /** Reads again with `wanted` changed (a season or kind chosen, or the current season after it turned). */
    reload(wanted: Pick<CircleParams, 'season' | 'kind'>) {
      own(this).wanted = wanted;
      return this.load();
    },
    onKind(e: DataEvent<{ kind: GameId }>) {
      void this.reload({ season: this.data.season, kind: e.currentTarget.dataset.kind });
    },
    onSeason(e: DataEvent<{ season: string }>) {
      void this.reload({ ...own(this).wanted, season: e.currentTarget.dataset.season });
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
    onExport() {
      const { circleId, name, season } = this.data;
      return onShown(this, circleId, async () => {
        const { csv } = await call('circleExport', { circleId, season });
        await shareCsv(`${name}-${season}.csv`, csv);
      });
    },
    /** How seasons turn from now on, as the server offers and describes the ways. */
    async onSeasonMode(e: DataEvent<{ mode: SeasonMode }>) {
      const chosen = this.data.seasonModes.find((m) => m.mode === e.currentTarget.dataset.mode);
      if (chosen === undefined || chosen.mode === this.data.seasonMode) return;
      const { mode, name, description } = chosen;
      if (!await confirm(`改为${name}换季`, description, '改')) return;
      await this.changeSeason(() => call('setSeasonMode', { circleId: this.data.circleId, mode }));
    },
    async onNewSeason() {
      if (!await confirm('开始新赛季', '本赛季的积分榜会保留，可以随时查看；新的对局计入新赛季。', '开始')) return;
      await this.changeSeason(() => call('newSeason', { circleId: this.data.circleId }));
    },
    /** Turns the season, then shows the current one (of the game kind chosen, if any). */
    changeSeason(turn: () => Promise<unknown>) {
      return onShown(this, this.data.circleId, async () => {
        await turn();
        await this.reload({ kind: own(this).wanted.kind });
      });
    },
    onLeave() {
      this.setData({ leaving: true });
    },
    onLeaveClose() {
      this.setData({ leaving: false });
    },
    /** Leaves as chosen in the sheet; deleting one's records cannot be undone, so it asks first. */
    async onLeaveWay(e: ValueEvent<LeaveWay>) {
      const { deleteRecords } = e.detail;
      this.setData({ leaving: false });
      if (deleteRecords && !await confirm('删除我的战绩', '删除后不能恢复。以后再加入这个圈子，就是一位新成员。', '删除并退出')) return;
      const { circleId } = this.data;
      await onShown(this, circleId, async () => {
        await call('leaveCircle', { circleId, deleteRecords });
        forgetCircle(circleId);
        wx.navigateBack();
      });
    },
  },
});
