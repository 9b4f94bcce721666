// Home: create a room as the judge, join one by its number, go back to a recent room, open or make
// a 圈子 (by name, or join one by its invite code), read the rules.
import { gameName, roomNoProblem } from '../../services/labels';
import type { DataEvent, ValueEvent } from '../../services/events';
import { call, isCallError } from '../../services/api';
import { myCircles, recentRooms, rememberCircle, saveNickname, savedNickname, type RecentRoom } from '../../services/storage';

interface RecentItem { roomNo: string; label: string; url: string }

function recentItem(room: RecentRoom): RecentItem {
  const who = room.role === 'judge' ? '我是法官' : room.role === 'host' ? '我是主持' : room.seat ? `我是 ${room.seat} 号玩家` : '我是玩家';
  const page = room.role === 'judge' ? 'judge' : room.role === 'host' ? 'host' : 'card';
  return { roomNo: room.roomNo, label: `${gameName(room.game)} · ${who}`, url: `/pages/${page}/index?roomNo=${room.roomNo}` };
}

Component({
  data: {
    roomNo: '',
    roomError: '',
    nickname: '',
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
    onJoin() {
      const problem = roomNoProblem(this.data.roomNo);
      if (problem) {
        this.setData({ roomError: problem });
        return;
      }
      wx.navigateTo({ url: `/pages/card/index?roomNo=${this.data.roomNo}` });
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
