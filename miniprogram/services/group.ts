// 圈子 from a WeChat group. Opened from a group (a share card tapped in a group chat), the
// mini-program can ask WeChat for the group's cloudID; sent as `wx.cloud.CloudID(...)` the platform
// hands the 圈子 function the group's openGId, which makes that group's 圈子 (the first time) or
// joins it. Only on CloudBase: the local server has no WeChat.
import type { JoinCircleResult } from '../../typings/api';
import { call, transport } from './api';

/** The cloudID of the group this launch came from, or null (not from a group, or not on CloudBase). */
export function groupCloudId(): Promise<string | null> {
  if (transport() !== 'cloud') return Promise.resolve(null);
  return new Promise((resolve) => {
    const viaTicket = () => {
      const { shareTicket } = wx.getEnterOptionsSync();
      if (!shareTicket) return resolve(null);
      wx.getShareInfo({ shareTicket, success: (res) => resolve(res.cloudID ?? null), fail: () => resolve(null) });
    };
    if (typeof wx.getGroupEnterInfo !== 'function') return viaTicket();
    wx.getGroupEnterInfo({ success: (res) => (res.cloudID ? resolve(res.cloudID) : viaTicket()), fail: viaTicket });
  });
}

/** Joins (or first makes) the 圈子 of the group behind `cloudID`. */
export function joinGroupCircle(cloudID: string, nickname: string): Promise<JoinCircleResult> {
  return call('joinCircle', { groupCloudId: wx.cloud.CloudID(cloudID), ...(nickname && { nickname }) });
}

/** This page's shares carry the group's ticket, so that a card opened in a group can make it a 圈子. */
export function shareWithTicket(): void {
  wx.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage'] });
}
