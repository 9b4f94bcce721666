// The reviewed lists the bank's never-rules, labels and flags are checked against (see the bank's
// README). A list grows when a reading of the bank finds a new case; a test reads every pair against it.

import type { WordFlag } from '../../cloudfunctions/game/src/engine/words/bank';

/**
 * Themes no pair may touch, each with the words that name it. A word of the bank may not contain any
 * of them (so 新疆 also keeps out 新疆大盘鸡).
 */
export const EXCLUDED_THEMES: Readonly<Record<string, readonly string[]>> = {
  政治敏感的地区和地方: ['台湾', '新疆', '西藏', '香港', '澳门', '天安门', '布达拉宫', '钓鱼岛', '拉萨'],
  民族和宗教群体: ['民族', '回族', '藏族', '维吾尔', '蒙古族', '汉族', '佛教', '道教', '基督', '伊斯兰', '穆斯林', '教堂', '寺庙', '清真', '喇嘛'],
  有死伤的灾难: ['地震', '海啸', '泥石流', '雪崩', '洪水', '火灾', '空难', '车祸', '战争', '疫情', '瘟疫', '台风', '龙卷风'],
  拿疾病和残疾开玩笑: ['癌', '艾滋', '抑郁', '精神病', '神经病', '残疾', '瞎子', '聋子', '哑巴', '傻子', '智障', '瘸子', '秃头'],
  贬低人的俗语: ['舔狗', '备胎', '渣男', '屌丝', '剩女', '小三', '小鲜肉', '老腊肉', '矮子', '胖子', '绿茶婊'],
  伤人的家庭角色: ['继父', '继母', '养父', '养母', '后妈', '后爸', '干妈', '干爹', '私生', '孤儿', '寡妇', '单亲', '前任', '前妻', '前夫', '离婚'],
  烟草和毒品: ['香烟', '抽烟', '吸烟', '毒品'],
};

/**
 * One contrast written several times (机场/火车站, 候机厅/候车室, 机票/车票): at most one pair of a
 * group may be in the bank, whichever reads best.
 */
export const CONTRAST_GROUPS: Readonly<Record<string, string>> = {
  飞机和火车: '飞机/火车 机场/火车站 候机厅/候车室 机票/车票 机长/列车长',
  手和脚: '手/脚 手指/脚趾 手掌/脚掌 手腕/脚踝 指甲/趾甲 手套/袜子 手心/脚心',
  父亲一方和母亲一方: `
    爷爷/外公 奶奶/外婆 叔叔/舅舅 姑姑/姨妈 姑父/姨父 舅妈/婶婶 表哥/堂哥 表姐/堂姐 表弟/堂弟 表妹/堂妹
    侄子/外甥 侄女/外甥女 孙子/外孙 孙女/外孙女 公公/岳父 婆婆/丈母娘 婆家/娘家
  `,
  年长和年幼的同辈: '哥哥/弟弟 姐姐/妹妹 伯伯/叔叔 大姨/小姨 嫂子/弟媳 姐夫/妹夫 大哥/小弟',
  亲属里的男和女: '爸爸/妈妈 儿子/女儿 哥哥/姐姐 弟弟/妹妹 兄弟/姐妹 女婿/儿媳 爷爷/奶奶 外公/外婆 叔叔/阿姨 母亲节/父亲节',
  婚恋里的男和女: '新郎/新娘 伴郎/伴娘 男朋友/女朋友 老公/老婆',
  恋爱和结婚: '老公/男朋友 老婆/女朋友 情侣/夫妻 恋爱/结婚',
  两代人: '爷爷/爸爸 奶奶/妈妈 长辈/晚辈 爸爸/儿子',
  冬天和夏天: '寒假/暑假 冬至/夏至 冬天/夏天 羽绒服/短袖',
  公交和地铁: '公交车/地铁 地铁站/公交站 公交卡/地铁票',
  快递和外卖: '快递员/外卖员 外卖/快递',
  语音和视频: '视频通话/语音通话 视频会议/电话会议',
};

/**
 * Pairs told apart only by being male or female. Pairs whose words differ only in such characters
 * (爸/妈, 郎/娘, 男/女) are found without a list; these are the rest.
 */
export const GENDER_ONLY = '儿子/女儿 公公/婆婆 王子/公主 国王/王后 和尚/尼姑 伴郎/伴娘';

/** Characters that, swapped one for the other, only change a word's gender. */
export const GENDER_SWAPS: readonly (readonly [string, string])[] = [
  ['男', '女'], ['公', '母'], ['父', '母'], ['爸', '妈'], ['爷', '奶'], ['郎', '娘'], ['兄', '姐'], ['弟', '妹'],
  ['哥', '姐'], ['夫', '妻'], ['叔', '婶'],
];

/**
 * Easy pairs whose words share all but the first character, where the shared character is not the
 * thing itself but a shape or a suffix: two different kinds of thing, as easy asks.
 */
export const SHARED_TAIL_EASY: Readonly<Record<string, string>> = {
  '镜子/梳子': '「子」只是词尾：镜子和梳子是梳妆台上两样不同的东西',
  '面条/薯条': '「条」是形状：一个是面食，一个是炸土豆',
  '雪花/棉花': '「花」是样子：一个从天上落，一个长在地里，都是白的、软的',
  '汗水/雨水': '「水」是共同点：一个从身上出，一个从天上下',
};

/** Opposites (an antonym pair is a contrast everybody hears at once). Word-by-word swaps are below. */
export const ANTONYMS = `
  哭/笑 开学/毕业 刹车/油门 主人/客人 队友/对手 小孩/大人 单身/恋爱 种草/拔草 凡尔赛/低调 萌新/大佬 摸鱼/加班
  雪中送炭/雪上加霜 甲方/乙方 白云/乌云 太阳/月亮 主角/配角 社恐/社牛 躺平/内卷 日出/日落 差评/好评 甩锅/背锅
`;

/** Characters that, swapped one for the other, turn a word into its opposite (南极/北极, 左手/右手). */
export const ANTONYM_SWAPS: readonly (readonly [string, string])[] = [
  ['大', '小'], ['左', '右'], ['南', '北'], ['上', '下'], ['前', '后'], ['早', '晚'], ['好', '差'], ['冬', '夏'],
  ['寒', '暑'], ['单', '双'], ['正', '反'], ['开', '关'], ['出', '落'], ['近', '远'], ['长', '短'], ['高', '低'],
  ['新', '旧'], ['黑', '白'], ['冷', '热'], ['胖', '瘦'], ['甲', '乙'], ['白', '乌'], ['买', '卖'], ['进', '退'],
];

/**
 * The flags, by the words that call for them: a pair with such a word carries the flag, and a pair
 * carries the flag only for such a word (or because its whole pack does). `adult` words are matched
 * inside a word (红酒, 调酒师) except the listed look-alikes; the others are whole words.
 */
export const FLAG_WORDS: Readonly<Record<WordFlag, { inside?: readonly string[]; except?: readonly string[]; words?: readonly string[] }>> = {
  adult: {
    inside: [
      '酒', '威士忌', '白兰地', '香槟', '伏特加', '夜店', '网吧', '赌', '彩票', '麻将', '老虎机', '约会', '恋爱', '情人节',
      '七夕', '男朋友', '女朋友', '表白', '相亲', '情侣', '情话', '暗恋', '初恋', '求婚', '情书', '接吻', '蜜月',
    ],
    except: ['酒店', '酒窝', '喜酒', '满月酒'],
  },
  brand: {
    words: [
      '雪碧', '养乐多', '微信', '支付宝', '微博', '朋友圈', '迪士尼', '环球影城', '乐高', '宜家', '大白兔', '旺仔', '星巴克',
      '肯德基', '华为', '海尔', '顺丰', '滴滴', '麦当劳', '娃哈哈', '农夫山泉', '旺旺', '徐福记', '优衣库', '海澜之家', '迪奥',
      '香奈儿', '特斯拉', '比亚迪', '大众点评', '小红书', '海天', '李锦记', '高德', '哔哩哔哩', '爱奇艺', '可口可乐', '百事可乐',
      '耐克', '阿迪', '小米', '淘宝', '京东', '美团', '饿了么', '抖音', '快手', '瑞幸', '康师傅', '统一', '德芙', '费列罗',
      '奥利奥', '趣多多', '乐事', '品客', '王老吉', '加多宝', '伊利', '蒙牛', '李宁', '安踏', '奔驰', '宝马', '腾讯视频',
      '拼多多', '圆通', '名创优品', '无印良品', '梦龙', '可爱多', '集五福',
    ],
  },
  region: { words: ['糍粑', '蝈蝈', '越剧', '杨枝甘露'] },
  trend: { words: ['颜文字', '土味情话', '壁咚', '彩虹屁'] },
};
