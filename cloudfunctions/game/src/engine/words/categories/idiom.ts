import type { CategorySource } from '../source';

/** Only idioms that each carry their own story or image: two idioms meaning the same thing cannot be told apart. */
export const IDIOM: CategorySource = {
  id: 'idiom',
  name: '成语',
  draw: 'chosen',
  pairs: {
    easy: `
      雪中送炭/雪上加霜 一帆风顺/一波三折 未雨绸缪/亡羊补牢 夸父逐日/嫦娥奔月
      如鱼得水/如虎添翼 鸡飞狗跳/人仰马翻
    `,
    normal: `
      刻舟求剑/守株待兔 卧薪尝胆/闻鸡起舞 画龙点睛/锦上添花 叶公好龙/掩耳盗铃
      愚公移山/精卫填海 对牛弹琴/鸡同鸭讲 三顾茅庐/负荆请罪 惊弓之鸟/漏网之鱼
      盲人摸象/坐井观天 杯水车薪/螳臂当车 对症下药/量体裁衣 铁杵磨针/水滴石穿
      悬梁刺股/凿壁偷光 打草惊蛇/引蛇出洞 抛砖引玉/投石问路 金蝉脱壳/偷梁换柱
      借刀杀人/隔岸观火 完璧归赵/负荆请罪
    `,
    hard: `
      滥竽充数/鱼目混珠 杯弓蛇影/草木皆兵 九牛一毛/沧海一粟 凿壁偷光/囊萤映雪
      狼吞虎咽/风卷残云 望梅止渴/画饼充饥 破釜沉舟/背水一战 井底之蛙/夜郎自大
      黔驴技穷/江郎才尽 四面楚歌/十面埋伏 画蛇添足/狗尾续貂 螳螂捕蝉/鹬蚌相争
      狐假虎威/狗仗人势 龙飞凤舞/笔走龙蛇 虎口拔牙/火中取栗 朝三暮四/朝秦暮楚
      南辕北辙/缘木求鱼 东施效颦/邯郸学步 围魏救赵/声东击西 海市蜃楼/空中楼阁
    `,
  },
};
