import type { CategoryPairs } from '../source';

/** An optional pack: catchwords date fast, so a group switches it on. */
export const INTERNET: CategoryPairs = {
  easy: `
    吃瓜/点赞 学霸/吃货 躺平/内卷 放鸽子/迟到 饭搭子/同桌 吃土/干饭
  `,
  normal: `
    内卷/加班 凡尔赛/炫富 杠精/键盘侠 佛系/咸鱼 直男/暖男 学霸/卷王 画大饼/打鸡血 网红店/打卡点 社恐/宅男
    种草/拔草 破防/泪目 吐槽/抬杠 盲盒/抽卡 吃土/剁手 摸鱼/加班 显眼包/社牛 追剧/追星 带货/砍价
    凡尔赛/低调 萌新/大佬 社恐/社牛 戏精/杠精 甩锅/背锅 上热搜/刷屏 段子/表情包
  `,
  hard: `
    躺平/摆烂 打工人/干饭人 官宣/实锤 高冷/傲娇 干饭人/吃货 翻车/塌房 云养猫/云旅游 尬聊/冷场 卖萌/撒娇
    入坑/上头
  `,
};
