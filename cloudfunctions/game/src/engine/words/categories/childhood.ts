import type { CategorySource } from '../source';

/** An optional pack: toys, snacks and things of an 80后, 90后 or 00后 childhood. */
export const CHILDHOOD: CategorySource = {
  id: 'childhood',
  name: '童年怀旧',
  draw: 'pack',
  pairs: {
    easy: `
      陀螺/风车 纸飞机/竹蜻蜓 万花筒/望远镜 沙包/毽子 橡皮泥/积木
    `,
    normal: `
      跳皮筋/丢沙包 弹珠/拍画片 悠悠球/四驱车 跳房子/丢手绢 翻花绳/跳皮筋 捉迷藏/木头人 辣条/跳跳糖
      跳跳糖/泡泡糖 干脆面/辣条 卷笔刀/橡皮擦 寻呼机/大哥大 磁带/光盘 积木/拼图 滚铁环/呼啦圈 弹弓/水枪
      小人书/漫画书 搪瓷杯/保温杯 缝纫机/收音机 绿皮火车/拖拉机 手写信/明信片 电话亭/报刊亭 大头贴/证件照
      哈哈镜/万花筒 广播体操/眼保健操 过家家/捉迷藏 蜂窝煤/煤油灯 同学录/毕业照 旱冰鞋/滑板车 邮票/贴纸
    `,
    hard: `
      随身听/复读机 录音机/收音机 果丹皮/山楂片 大风车/动画城 糖画/吹糖人 小灵通/大哥大 贺卡/明信片
    `,
  },
};
