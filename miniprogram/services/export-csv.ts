// 导出 CSV: the file shared to a chat (wx.shareFileMessage); where that is not available, the text
// copied to the clipboard instead.
import { toast } from './ui';

/** Writes `csv` to a user-data file named `name` and offers it to a chat; falls back to the clipboard. */
export function shareCsv(name: string, csv: string): Promise<void> {
  return new Promise((resolve) => {
    const copy = () => wx.setClipboardData({
      data: csv,
      success: () => { toast('已复制 CSV 到剪贴板，可粘贴到表格'); resolve(); },
      fail: () => { toast('导出失败，请稍后再试'); resolve(); },
    });
    if (typeof wx.shareFileMessage !== 'function') {
      copy();
      return;
    }
    const filePath = `${wx.env.USER_DATA_PATH}/${name}`;
    wx.getFileSystemManager().writeFile({
      filePath, data: csv, encoding: 'utf8',
      success: () => wx.shareFileMessage({
        filePath, fileName: name,
        success: () => resolve(),
        fail: (err: { errMsg: string }) => (/cancel/.test(err.errMsg) ? resolve() : copy()),
      }),
      fail: copy,
    });
  });
}
