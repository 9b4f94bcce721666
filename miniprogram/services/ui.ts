// Small helpers around WeChat's own dialogs.

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
