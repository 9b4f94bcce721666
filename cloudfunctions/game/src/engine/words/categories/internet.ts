import type { CategorySource } from '../source';

/** An optional pack: catchwords date fast, so a group switches it on. */
export const INTERNET: CategorySource = {
  id: 'internet',
  name: '网络流行语',
  draw: 'pack',
  pairs: {
    easy: `
      吃瓜/点赞 学霸/吃货 躺平/内卷 戏精/杠精
    `,
    normal: `
      内卷/加班 凡尔赛/炫富 吃瓜/围观 种草/安利 舔狗/备胎 杠精/键盘侠 佛系/咸鱼
      直男/暖男 学霸/卷王 画大饼/打鸡血 剁手/败家 网红店/打卡点 小鲜肉/老腊肉
    `,
    hard: `
      躺平/摆烂 打工人/干饭人 社恐/社牛 官宣/实锤 种草/拔草 真香/打脸 高冷/傲娇
      锦鲤/欧皇 干饭人/吃货 摸鱼/划水 甩锅/背锅
    `,
  },
};
