// Small helpers around WeChat's own dialogs and Vant's toast.
import Toast from '../miniprogram_npm/@vant/weapp/toast/toast';

/** Asks with WeChat's modal; answers true on 确定 (or `confirmText`). */
export function confirm(title: string, content: string, confirmText = '确定'): Promise<boolean> {
  return new Promise((resolve) => {
    wx.showModal({
      title,
      content,
      confirmText,
      cancelText: '取消',
      success: (res) => resolve(res.confirm),
      fail: () => resolve(false),
    });
  });
}

/** A short message in the page's <van-toast id="van-toast" />; nothing when no page holds one. */
export function toast(message: string): void {
  try {
    Toast(message);
  } catch {
    // no current page to show it on
  }
}
