import type { CategoryPairs } from '../source';

export const DRINK: CategoryPairs = {
  easy: `
    热可可/冰红茶 可乐/咖啡 牛奶/橙汁 啤酒/汽水#adult 豆浆/椰汁 奶茶/柠檬水 茶/酒#adult
    矿泉水/汽水 酸奶/冰淇淋
  `,
  normal: `
    牛奶/豆浆 啤酒/红酒#adult 绿茶/红茶 咖啡/热可可 橙汁/苹果汁 奶茶/奶昔 椰奶/杏仁露
    凉茶/大麦茶 冰沙/奶昔 鸡尾酒/果酒#adult 蜂蜜水/柠檬茶 姜茶/红糖水 豆奶/核桃露 白酒/黄酒#adult
    椰子水/甘蔗汁 果汁/蔬菜汁 葡萄汁/西瓜汁 杨枝甘露/芒果汁#region
  `,
  hard: `
    龙井/碧螺春 普洱茶/乌龙茶 菊花茶/金银花茶 珍珠奶茶/椰果奶茶 绿豆汤/红豆汤 白开水/矿泉水
    威士忌/白兰地#adult 柠檬茶/柠檬水 花茶/果茶
  `,
};
