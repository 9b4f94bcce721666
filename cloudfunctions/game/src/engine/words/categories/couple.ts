import type { CategoryPairs } from '../source';

/** An optional pack: dating and romance, for a party of grown-ups. */
export const COUPLE: CategoryPairs = {
  easy: `
    情书/日记 钻戒/奖杯 求婚/面试 情侣装/校服 暗恋/追星 看电影/吃火锅 见家长/家长会 情敌/对手 表白/道歉
    牵手/击掌
  `,
  normal: `
    表白/求婚 约会/相亲 玫瑰/巧克力 吵架/冷战 狗粮/喜糖 约会/聚会 牵手/拥抱 撒娇/吃醋 吃醋/生气 单身/恋爱
    蜜月/旅游 纪念日/生日 月老/丘比特 婚纱照/全家福 同居/合租 土味情话/彩虹屁#trend 心动/脸红 礼物/惊喜
    摩天轮/旋转木马 秀恩爱/晒娃
  `,
  hard: `
    初恋/暗恋 订婚/结婚 网恋/异地恋 情侣/夫妻 相亲/联谊 情话/誓言 红娘/月老 钻戒/对戒
    壁咚/公主抱#trend 情侣头像/情侣装 闹别扭/冷战
  `,
};
