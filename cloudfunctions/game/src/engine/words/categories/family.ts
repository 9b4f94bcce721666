import type { CategorySource } from '../source';

export const FAMILY: CategorySource = {
  id: 'family',
  name: '亲属称谓',
  pairs: {
    easy: `
      爸爸/妈妈 爷爷/爸爸 新郎/新娘 邻居/室友 老师/家长 小孩/大人 寿星/新娘
    `,
    normal: `
      哥哥/弟弟 闺蜜/发小 亲家/邻居 师傅/徒弟 同学/同事 亲戚/朋友 婆婆/妈妈 房东/租客 主人/客人 队友/对手
      战友/队友 偶像/粉丝 独生子/双胞胎 全家福/结婚照 户口本/结婚证 保姆/家教 伴郎/司仪 姐妹/闺蜜 老伴/老友
    `,
    hard: `
      爷爷/外公 网友/笔友 师兄/学长 双胞胎/三胞胎
    `,
  },
};
