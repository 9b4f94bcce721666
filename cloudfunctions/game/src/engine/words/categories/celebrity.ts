import type { CategoryPairs } from '../source';

/** An optional pack: who is famous changes from year to year, so a group switches it on. */
export const CELEBRITY: CategoryPairs = {
  easy: `
    姚明/刘翔 周杰伦/成龙 姚明/郎平 郭德纲/周星驰 谷爱凌/苏炳添
  `,
  normal: `
    成龙/李连杰 赵本山/冯巩 周星驰/吴孟达 沈腾/贾玲 吴京/甄子丹 马云/马化腾 雷军/董明珠 乔丹/科比
    邓紫棋/张韶涵 刘德华/周润发 孙俪/赵丽颖 张艺谋/陈凯歌 蔡明/潘长江 撒贝宁/何炅 李宇春/张靓颖 杨利伟/王亚平
    袁隆平/屠呦呦 刘亦菲/高圆圆 孙燕姿/蔡依林 葛优/陈道明 全红婵/郭晶晶
  `,
  hard: `
    周杰伦/林俊杰 刘德华/张学友 郭德纲/岳云鹏 王菲/那英 巩俐/章子怡 杨幂/赵丽颖 黄渤/徐峥
    易烊千玺/王俊凯 梅西/内马尔 刘翔/苏炳添 周润发/梁朝伟 马龙/樊振东 林丹/李宗伟 倪萍/董卿 郭富城/黎明
  `,
};
