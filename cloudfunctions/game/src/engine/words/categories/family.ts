import type { CategorySource } from '../source';

export const FAMILY: CategorySource = {
  id: 'family',
  name: '亲属称谓',
  pairs: {
    easy: `
      爸爸/妈妈 儿子/女儿 爷爷/爸爸 新郎/新娘 邻居/室友 哥哥/姐姐
    `,
    normal: `
      叔叔/舅舅 姑姑/姨妈 哥哥/弟弟 姐姐/妹妹 侄子/外甥 孙子/外孙 女婿/儿媳
      公公/岳父 婆婆/丈母娘 老公/男朋友 闺蜜/发小 干妈/后妈 亲家/邻居 侄女/外甥女 师傅/徒弟 同学/同事 亲戚/朋友
    `,
    hard: `
      爷爷/外公 奶奶/外婆 伯伯/叔叔 舅妈/婶婶 姑父/姨父 表哥/堂哥 表妹/堂妹
      双胞胎/龙凤胎 大姨/小姨 嫂子/弟媳 姐夫/妹夫 继父/养父
    `,
  },
};
