import type { CategoryPairs } from '../source';

/** An optional pack: brands make good pairs (可乐/雪碧), but a trademark stays out of the default bank. */
export const BRAND: CategoryPairs = {
  easy: `
    乐高/宜家 大白兔/旺仔 星巴克/肯德基 华为/海尔 顺丰/滴滴 麦当劳/迪士尼
  `,
  normal: `
    可乐/雪碧 酸奶/养乐多 微信/支付宝 微博/朋友圈 迪士尼/环球影城 娃哈哈/农夫山泉 旺旺/徐福记 优衣库/海澜之家
    迪奥/香奈儿 特斯拉/比亚迪 大众点评/小红书 小红书/微博 海天/李锦记 旺仔/娃哈哈 滴滴/高德 哔哩哔哩/爱奇艺
  `,
  hard: `
    肯德基/麦当劳 可口可乐/百事可乐 耐克/阿迪 华为/小米 淘宝/京东 美团/饿了么 抖音/快手 星巴克/瑞幸
    康师傅/统一 德芙/费列罗 奥利奥/趣多多 乐事/品客 王老吉/加多宝 伊利/蒙牛 李宁/安踏 奔驰/宝马
    爱奇艺/腾讯视频 淘宝/拼多多 顺丰/圆通 名创优品/无印良品 梦龙/可爱多
  `,
};
