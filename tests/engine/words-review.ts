// The pairs a native-speaking host rejected or found weak on reading the earlier bank: none may come
// back. Pairs are written `a/b`; either order counts.

/** Nothing in common: the first description gives the undercover away. */
export const NOTHING_IN_COMMON = `
  野猪/啄木鸟 地毯/晾衣架 打火机/针线 垃圾桶/鞋柜 滑雪场/植物园 蛋糕店/五金店 录音棚/花鸟市场
  音乐厅/儿童乐园 火锅店/洗衣店 宇航员/面包师 裁缝/潜水员 钢琴家/搬运工 考古学家/调酒师 侦探/花艺师
  牙医/建筑工人 锁匠/天文学家 主播/矿工 钓鱼/轮滑 电竞/武术 话剧/皮划艇 皮影戏/铁人三项 动作片/拔河
  歌剧/踢毽子 脱口秀/自行车赛 舞台剧/放风筝 石头/树叶 银河/蒲公英 泥土/云朵 海啸/晚霞 锁骨/脚后跟
  肚脐/头顶 指纹/鼻涕 胳膊/嘴唇 肺/皮肤 校车/奖学金 地球仪/计算器
`;

/** The same thing under two names. */
export const SAME_THING_PAIRS = `
  馄饨/云吞 充电宝/移动电源 药店/药房 早读/晨读 黄蜂/马蜂 大海/大洋 厨房/伙房 字典/词典
  宾馆/旅馆 码头/港口 纯净水/蒸馏水 清洁工/环卫工
`;

/** One is a kind of the other, or too obscure to describe. */
export const KIND_OR_OBSCURE = `
  蘑菇/香菇 哈密瓜/甜瓜 乌龙茶/铁观音 普洱茶/黑茶 葡萄酒/香槟 保温杯/水杯 马拉松/长跑 排球/沙滩排球
  羊驼/骆马 鸵鸟/鸸鹋
`;

/** Idioms with the same meaning. */
export const SAME_MEANING_IDIOMS = `
  兴高采烈/欢天喜地 垂头丧气/无精打采 目不转睛/聚精会神 独一无二/举世无双 恍然大悟/茅塞顿开
  口若悬河/滔滔不绝 一模一样/如出一辙 异口同声/不约而同 井井有条/有条不紊 斤斤计较/锱铢必较
  大惊小怪/少见多怪 七上八下/忐忑不安 五颜六色/五彩缤纷 四面八方/五湖四海 千钧一发/迫在眉睫
  废寝忘食/夜以继日 一鸣惊人/一举成名 手忙脚乱/焦头烂额 人山人海/摩肩接踵 天长地久/海枯石烂
  井底之蛙/坐井观天 精益求精/一丝不苟
`;

/** Weak: near-synonyms, an idiom with its own meaning, a telling length, arbitrary drinks, regional words. */
export const WEAK = `
  樱桃/车厘子 粉丝/粉条 冰淇淋/雪糕 苏打水/气泡水 影楼/照相馆 海边/沙滩 森林/丛林 主持人/播音员 心跳/脉搏
  画蛇添足/多此一举 掩耳盗铃/自欺欺人 酸奶/乳酸菌饮料 可乐/橘子汽水 北极/热带雨林 班长/学习委员
  白酒/酸梅汤 西瓜汁/威士忌 麻花/馓子 米汤/豆汁
`;

/**
 * The third reading (the bank's never-rules): pairs taken out. The pairs moved to the 品牌 pack are
 * not here: they stay, in the pack.
 */
/** Sensitive: a political place, a religious group, a disaster, illness or looks as a joke, a hurtful role. */
export const SENSITIVE_3 = `
  台湾/海南 新疆/西藏 香港/澳门 天安门/布达拉宫 寺庙/教堂 火山/地震 雪崩/泥石流 台风/龙卷风 秃头/白发 舔狗/备胎
  小鲜肉/老腊肉 干妈/后妈 继父/养父
`;

/** The same thing under two names, slang included. */
export const SAME_THING_3 = '汤圆/元宵 腊八粥/八宝粥 吃瓜/围观 种草/安利 摸鱼/划水 真香/打脸 锦鲤/欧皇 剁手/败家';

/** One is a kind of the other. */
export const INSIDE_3 = `
  游乐园/水上乐园 河流/小溪 双胞胎/龙凤胎 眼镜/墨镜 围巾/丝巾 梅花/腊梅 沙漠/戈壁 真人秀/选秀 侦探片/悬疑剧 婚纱/礼服
  保姆/月嫂 程序员/工程师 老师/教授 大学/大专
`;

/** A word a child or a grandparent at the table would not know. */
export const OBSCURE_3 = '蝙蝠/飞鼠 美式咖啡/意式浓缩 拿铁/摩卡 清酒/梅子酒 瑜伽/普拉提 手游/端游';

/** One contrast written again: the pair kept of each group is the one still in the bank. */
export const CONTRAST_3 = `
  机场/火车站 候车室/候机厅 机票/车票 手/脚 手掌/脚掌 手腕/脚踝 指甲/趾甲 袜子/手套 叔叔/舅舅 姑姑/姨妈
  侄子/外甥 孙子/外孙 公公/岳父 婆婆/丈母娘 侄女/外甥女 奶奶/外婆 舅妈/婶婶 姑父/姨父 表哥/堂哥 表妹/堂妹
  儿子/女儿 哥哥/姐姐 兄弟/姐妹 女婿/儿媳 姐姐/妹妹 伯伯/叔叔 大姨/小姨 嫂子/弟媳 姐夫/妹夫 伴郎/伴娘
  母亲节/父亲节 老公/男朋友 长辈/晚辈 冬至/夏至 地铁站/公交站 公交卡/地铁票 外卖/快递
`;

/** Weak for another reason: people paired for their ethnic group; a trademark's own event. */
export const WEAK_3 = '迪丽热巴/古力娜扎 集五福/抢红包';

/** Pairs that stay, at the level the reading gave them. */
export const RELABELLED: readonly [string, 'easy' | 'normal' | 'hard'][] = [
  ['螃蟹/龙虾', 'normal'], ['摄影师/摄像师', 'hard'],
];

export function pairsOf(list: string): { first: string; second: string }[] {
  return list.split(/\s+/).filter(Boolean).map((token) => {
    const [first, second] = token.split('/');
    return { first, second };
  });
}
