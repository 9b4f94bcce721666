import type { CategorySource } from '../source';

/** An optional pack: cartoon heroes and games, well known to a table that plays them. */
export const ANIME_GAME: CategorySource = {
  id: 'anime-game',
  name: '动漫游戏',
  draw: 'pack',
  pairs: {
    easy: `
      皮卡丘/海绵宝宝 机器猫/米老鼠 大富翁/狼人杀 葫芦娃/七仙女 扫雷/斗地主 小黄人/皮卡丘
    `,
    normal: `
      蜡笔小新/樱桃小丸子 喜羊羊/灰太狼 光头强/灰太狼 小猪佩奇/喜羊羊 奥特曼/变形金刚 路飞/鸣人 超级玛丽/魂斗罗
      俄罗斯方块/超级玛丽 英雄联盟/王者荣耀 植物大战僵尸/愤怒的小鸟 钢铁侠/蜘蛛侠 超人/奥特曼 米老鼠/唐老鸭
      七龙珠/灌篮高手 愤怒的小鸟/水果忍者 剧本杀/密室逃脱 大富翁/飞行棋 贪吃蛇/扫雷 派大星/海绵宝宝
      狼人杀/谁是卧底 黑猫警长/大耳朵图图 三国杀/斗地主 大头儿子/小头爸爸
    `,
    hard: `
      熊大/熊二 王者荣耀/和平精英 我的世界/迷你世界 蜘蛛侠/蝙蝠侠 汤姆/杰瑞 艾莎/安娜 佩奇/乔治
      樱木花道/流川枫 宝可梦/数码宝贝 飞行棋/跳棋 舒克/贝塔 拳皇/街霸 消消乐/连连看
    `,
  },
};
