import type { CategorySource } from '../source';

/** An optional pack: song titles, from nursery songs to this year's hits. */
export const SONG: CategorySource = {
  id: 'song',
  name: '歌曲',
  draw: 'pack',
  pairs: {
    easy: `
      小苹果/菊花台 稻香/茉莉花 双截棍/好汉歌
    `,
    normal: `
      生日快乐/新年好 成都/江南 童话/小幸运 孤勇者/少年 起风了/平凡之路 真的爱你/鲁冰花 倔强/孤勇者
      小燕子/两只老虎 难忘今宵/好日子 常回家看看/难忘今宵 学猫叫/小苹果 卡路里/学猫叫 茉莉花/好汉歌
      套马杆/荷塘月色 江南/青花瓷 找朋友/拔萝卜 卖报歌/拔萝卜 蓝精灵/葫芦娃 铃儿响叮当/生日快乐 大鱼/起风了
      送别/朋友 小星星/小燕子
    `,
    hard: `
      后来/十年 海阔天空/光辉岁月 同桌的你/栀子花开 隐形的翅膀/最初的梦想 两只老虎/小兔子乖乖 新年好/恭喜发财
      甜蜜蜜/小城故事 青花瓷/菊花台 七里香/晴天 荷塘月色/月亮之上 演员/丑八怪 十年/浮夸 那些年/小幸运
      听妈妈的话/真的爱你 沧海一声笑/男儿当自强
    `,
  },
};
