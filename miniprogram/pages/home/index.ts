// Home: create a room as the judge, join one by its number, go back to a recent room, read the rules.
import { gameName, roomNoProblem } from '../../services/labels';
import type { DataEvent, ValueEvent } from '../../services/events';
import { recentRooms, saveNickname, savedNickname, type RecentRoom } from '../../services/storage';

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
  },
  methods: {
    onLoad() {
      this.setData({ nickname: savedNickname(), recent: recentRooms().map(recentItem) });
    },
    onShow() {
      this.setData({ recent: recentRooms().map(recentItem) });
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
