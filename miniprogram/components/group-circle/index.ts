// One tap from a group chat to its 圈子: shown only when the mini-program was opened from a WeChat
// group on CloudBase; joins (or first makes) the group's 圈子 under the saved nickname and opens it.
import { groupCloudId, joinGroupCircle } from '../../services/group';
import { rememberCircle, savedNickname } from '../../services/storage';
import { isCallError } from '../../services/api';

Component({
  data: { cloudID: '' },
  lifetimes: {
    async attached() {
      const cloudID = await groupCloudId();
      if (cloudID) this.setData({ cloudID });
    },
  },
  methods: {
    async onJoin() {
      try {
        const { circleId, name } = await joinGroupCircle(this.data.cloudID, savedNickname());
        rememberCircle({ circleId, name });
        wx.navigateTo({ url: `/pages/circle/index?circleId=${circleId}` });
      } catch (error) {
        // The call has shown its message.
        if (!isCallError(error)) throw error;
      }
    },
  },
});
