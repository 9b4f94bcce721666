// Home: create a room as the judge, join one by its number, watch one (the big screen), take over a
// seat with a substitute's code, go back to a recent room, open or make a 圈子 (by name, or join one
// by its invite code), read the rules.
import { roomNoProblem } from '../../services/labels';
import type { DataEvent, ValueEvent } from '../../services/events';
import { call, isCallError } from '../../services/api';
import { myCircles, recentRooms, rememberCircle, saveNickname, savedNickname, type RecentRoom } from '../../services/storage';
import { screenUrl, watchRoom } from '../../services/watch';

interface RecentItem { roomNo: string; label: string; url: string }

const RECENT_ROLES: Record<RecentRoom['role'], { who: string; page: string }> = {
  judge: { who: '我是法官', page: 'judge' },
  host: { who: '我是主持', page: 'host' },
  player: { who: '我是玩家', page: 'card' },
  watcher: { who: '我在观战', page: 'host' },
};

function recentItem(room: RecentRoom): RecentItem {
  const { who, page } = RECENT_ROLES[room.role];
  const me = room.role === 'player' && room.seat ? `我是 ${room.seat} 号玩家` : who;
  const label = room.gameName ? `${room.gameName} · ${me}` : me;
  const url = room.role === 'watcher' ? screenUrl(room.roomNo) : `/pages/${page}/index?roomNo=${room.roomNo}`;
  return { roomNo: room.roomNo, label, url };
}

Component({
  data: {
    roomNo: '',
    roomError: '',
    nickname: '',
    /** A substitute's code (换人码) to take over a seat mid-game. */
    code: '',
    codeError: '',
    recent: [] as RecentItem[],
    circles: [] as { circleId: string; name: string }[],
    circleText: '',
    circleError: '',
  },
  methods: {
    onLoad() {
      this.setData({ nickname: savedNickname(), recent: recentRooms().map(recentItem), circles: myCircles() });
    },
    onShow() {
      this.setData({ recent: recentRooms().map(recentItem), circles: myCircles() });
    },
    onCircleInput(e: ValueEvent<string>) {
      this.setData({ circleText: String(e.detail).slice(0, 16), circleError: '' });
    },
    /** 建圈子 (the text is its name) or 加入 (the text is an invite code); the nickname is the one above. */
    async onCircle(e: DataEvent<{ how: 'create' | 'join' }>) {
      const text = this.data.circleText.trim();
      const nickname = this.data.nickname.trim();
      if (!nickname) {
        this.setData({ circleError: '请先在上面填写昵称：圈子里用它称呼你' });
        return;
      }
      if (!text) {
        this.setData({ circleError: e.currentTarget.dataset.how === 'create' ? '请给新圈子起个名字' : '请输入朋友给你的 6 位邀请码' });
        return;
      }
      try {
        const { circleId, name } = e.currentTarget.dataset.how === 'create'
          ? { ...await call('createCircle', { name: text, nickname }), name: text }
          : await call('joinCircle', { code: text, nickname }, { quiet: ['CIRCLE_NOT_FOUND', 'BAD_REQUEST'] });
        rememberCircle({ circleId, name });
        this.setData({ circleText: '' });
        wx.navigateTo({ url: `/pages/circle/index?circleId=${circleId}` });
      } catch (error) {
        if (isCallError(error)) this.setData({ circleError: error.message });
      }
    },
    onOpenCircle(e: DataEvent<{ id: string }>) {
      wx.navigateTo({ url: `/pages/circle/index?circleId=${e.currentTarget.dataset.id}` });
    },
    onRoomInput(e: ValueEvent<string>) {
      const roomNo = String(e.detail).replace(/\D/g, '').slice(0, 6);
      this.setData({ roomNo, roomError: '' });
    },
    onNickname(e: ValueEvent<string>) {
      const nickname = String(e.detail).slice(0, 12);
      this.setData({ nickname });
      saveNickname(nickname);
    },
    /** The room number typed, or '' after saying what is wrong with it. */
    typedRoomNo(): string {
      const problem = roomNoProblem(this.data.roomNo);
      if (problem) this.setData({ roomError: problem });
      return problem ? '' : this.data.roomNo;
    },
    onJoin() {
      const roomNo = this.typedRoomNo();
      if (roomNo) wx.navigateTo({ url: `/pages/card/index?roomNo=${roomNo}` });
    },
    /** 观战: this phone watches the room on the big screen. */
    async onWatch() {
      const roomNo = this.typedRoomNo();
      if (!roomNo) return;
      try {
        await watchRoom(roomNo, { quiet: true });
      } catch (error) {
        if (isCallError(error)) this.setData({ roomError: error.message });
        return;
      }
      wx.navigateTo({ url: screenUrl(roomNo) });
    },
    onCodeInput(e: ValueEvent<string>) {
      this.setData({ code: String(e.detail).replace(/\D/g, '').slice(0, 6), codeError: '' });
    },
    /** 接替座位: the code takes over the seat it was made for; then the card page shows that seat. */
    async onTakeSeat() {
      const roomNo = this.typedRoomNo();
      if (!roomNo) return;
      const { code } = this.data;
      if (!code) {
        this.setData({ codeError: '请输入法官（主持人）给你的 6 位换人码' });
        return;
      }
      const nickname = this.data.nickname.trim();
      try {
        await call('joinRoom', nickname ? { roomNo, code, nickname } : { roomNo, code }, { loading: '正在接替座位…', quiet: true });
      } catch (error) {
        if (isCallError(error)) this.setData(error.code === 'ROOM_NOT_FOUND' ? { roomError: error.message } : { codeError: error.message });
        return;
      }
      this.setData({ code: '' });
      wx.navigateTo({ url: `/pages/card/index?roomNo=${roomNo}` });
    },
    onCreate() {
      wx.navigateTo({ url: '/pages/create/index' });
    },
    onRecent(e: DataEvent<{ url: string }>) {
      const { url } = e.currentTarget.dataset;
      if (url) wx.navigateTo({ url });
    },
    onRules() {
      wx.navigateTo({ url: '/pages/rules/index' });
    },
  },
});
