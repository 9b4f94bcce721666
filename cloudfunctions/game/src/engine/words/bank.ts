/**
 * Built-in word bank for 谁是卧底 (undercover), rules.md §C.5.
 *
 * The pairs below were written for this project and are its own work, released
 * under the project's licence (MIT). The bank is kept server-side only, inside the
 * `game` cloud function: it must never be bundled into the mini-program, so that a
 * player cannot read the pairs out of the client package.
 *
 * Source format: per category, per difficulty, a whitespace-separated list of
 * `first/second` pairs. Difficulty says how hard the undercover is to spot:
 * `easy` = the two words differ a lot, `hard` = they are very close.
 * A pair's id is its two words joined by `-`; ids are stored in rooms to avoid
 * drawing the same pair twice, so never rename a pair that has shipped — add new
 * pairs instead (moving a pair between categories or difficulties keeps its id).
 */

export type WordDifficulty = 'easy' | 'normal' | 'hard';

export const WORD_DIFFICULTIES: readonly WordDifficulty[] = Object.freeze(['easy', 'normal', 'hard'] as const);

export interface WordCategory {
  readonly id: string;
  readonly name: string;
}

export interface WordPair {
  readonly id: string;
  readonly first: string;
  readonly second: string;
  readonly category: string;
  readonly difficulty: WordDifficulty;
}

interface CategorySource {
  readonly id: string;
  readonly name: string;
  readonly pairs: Readonly<Record<WordDifficulty, string>>;
}

const SOURCE: readonly CategorySource[] = [
  {
    id: 'food',
    name: '食物',
    pairs: {
      easy: `
        苹果/香蕉 西瓜/草莓 米饭/面包 鸡蛋/豆腐 土豆/番茄 饼干/蛋糕 火锅/烧烤
        汉堡/披萨 葡萄/橙子 黄瓜/茄子 巧克力/棉花糖 薯条/爆米花 玉米/南瓜
      `,
      normal: `
        饺子/包子 面条/米线 馒头/花卷 油条/煎饼 月饼/粽子 香肠/火腿 牛排/猪排
        海带/紫菜 橘子/柚子 桃子/李子 芒果/菠萝 榴莲/菠萝蜜 白菜/生菜 辣椒/花椒
        大蒜/洋葱 冰淇淋/雪糕 寿司/饭团 烤鸭/烧鸡 炒饭/盖浇饭 蛋挞/泡芙 春卷/锅贴
        花生/瓜子 酱油/醋 白糖/食盐 鱼丸/虾滑 鱿鱼/章鱼 三明治/热狗 果冻/布丁
      `,
      hard: `
        汤圆/元宵 馄饨/云吞 荔枝/桂圆 柠檬/青柠 樱桃/车厘子 凉皮/凉面 粉丝/粉条
        烧卖/小笼包 红薯/紫薯 蘑菇/香菇 鸭脖/鸡爪 牛肉干/猪肉脯 年糕/糍粑
        油饼/烧饼 哈密瓜/甜瓜 蛋饼/手抓饼 蜂蜜/糖浆 麻花/馓子
      `,
    },
  },
  {
    id: 'drink',
    name: '饮品',
    pairs: {
      easy: `
        白酒/酸梅汤 热可可/冰红茶 汽水/米酒 柠檬水/黄酒 椰汁/黑咖啡 西瓜汁/威士忌
        甘蔗汁/茉莉花茶 玉米汁/生啤
      `,
      normal: `
        牛奶/豆浆 可乐/橘子汽水 啤酒/红酒 绿茶/红茶 咖啡/巧克力奶 橙汁/苹果汁 奶茶/奶昔
        酸奶/乳酸菌饮料 白开水/矿泉水 椰奶/杏仁露 米汤/豆汁 凉茶/大麦茶 葡萄酒/香槟
        冰沙/刨冰 鸡尾酒/果酒 蜂蜜水/柠檬茶 姜茶/红糖水 豆奶/核桃露 清酒/梅子酒
      `,
      hard: `
        拿铁/卡布奇诺 美式咖啡/意式浓缩 乌龙茶/铁观音 普洱茶/黑茶 菊花茶/金银花茶
        纯净水/蒸馏水 珍珠奶茶/椰果奶茶 苏打水/气泡水 绿豆汤/红豆汤
      `,
    },
  },
  {
    id: 'animal',
    name: '动物',
    pairs: {
      easy: `
        野猪/啄木鸟 大象/长颈鹿 猴子/松鼠 公鸡/鸭子 蜗牛/乌龟 孔雀/鹦鹉 蚂蚁/蜜蜂
        骆驼/斑马 企鹅/北极熊 螳螂/壁虎
      `,
      normal: `
        熊猫/考拉 鲸鱼/鲨鱼 狮子/老虎 马/驴 羊/鹿 狗/狼 猫头鹰/老鹰 麻雀/燕子
        蝴蝶/蜻蜓 蚊子/苍蝇 刺猬/豪猪 袋鼠/羚羊 海豚/海狮 河马/犀牛 鸽子/喜鹊
        金鱼/锦鲤 蟋蟀/蝈蝈 豚鼠/兔子 蛇/蚯蚓 天鹅/白鹭 火烈鸟/丹顶鹤
      `,
      hard: `
        鳄鱼/蜥蜴 猎豹/花豹 乌鸦/八哥 青蛙/蟾蜍 蝙蝠/飞鼠 海豹/海象 螃蟹/龙虾
        羊驼/骆马 狐狸/豺 水母/海葵 黄蜂/马蜂 老鼠/仓鼠 鸵鸟/鸸鹋 绵羊/山羊
      `,
    },
  },
  {
    id: 'object',
    name: '日常用品',
    pairs: {
      easy: `
        花瓶/相框 菜刀/汤锅 吹风机/熨斗 地毯/晾衣架 打火机/针线 订书机/螺丝刀
        体重秤/温度计 垃圾桶/鞋柜 蜡烛/扇子
      `,
      normal: `
        牙刷/牙膏 雨伞/雨衣 被子/毯子 筷子/勺子 碗/盘子 钥匙/门卡 手机/平板
        遥控器/游戏手柄 剪刀/指甲刀 袜子/手套 帽子/围巾 口罩/面膜 电风扇/空调
        洗衣机/烘干机 微波炉/烤箱 电饭煲/高压锅 牙签/棉签 胶水/胶带 拖把/扫帚
        窗帘/门帘 衣架/挂钩 香水/花露水 插座/插头 耳机/音箱 充电器/数据线
        沙发/躺椅 门铃/门锁 水壶/热水瓶 放大镜/望远镜 存钱罐/保险箱
      `,
      hard: `
        毛巾/浴巾 枕头/抱枕 眼镜/墨镜 冰箱/冰柜 肥皂/洗手液 洗发水/沐浴露
        手电筒/头灯 保温杯/水杯 充电宝/移动电源 被套/床单 拖鞋/凉鞋 闹钟/挂钟
        钱包/卡包 背包/挎包
      `,
    },
  },
  {
    id: 'place',
    name: '地点',
    pairs: {
      easy: `
        海岛/草原 滑雪场/植物园 蛋糕店/五金店 牧场/渔港 录音棚/花鸟市场 音乐厅/儿童乐园
        火锅店/洗衣店 幼儿园/敬老院
      `,
      normal: `
        公园/广场 电影院/剧院 机场/火车站 地铁站/公交站 银行/邮局 餐厅/食堂
        酒店/民宿 博物馆/美术馆 游乐园/水上乐园 卧室/客厅 阳台/天台 健身房/游泳馆
        商场/步行街 停车场/加油站 理发店/美容院 网吧/游戏厅 咖啡馆/茶馆 农场/果园
        洗手间/浴室 宿舍/公寓 桥/隧道 警察局/消防站 城堡/宫殿 帐篷/小木屋 地下室/阁楼
        电梯/楼梯 书店/报刊亭 海洋馆/动物园 天文台/气象站 天桥/地下通道 菜园/鱼塘
      `,
      hard: `
        医院/诊所 超市/便利店 图书馆/阅览室 码头/港口 体育馆/体育场 古镇/老街
        海边/沙滩 厨房/伙房 宾馆/旅馆 花园/花店 山洞/地道 药店/药房 影楼/照相馆
      `,
    },
  },
  {
    id: 'job',
    name: '职业',
    pairs: {
      easy: `
        宇航员/面包师 裁缝/潜水员 钢琴家/搬运工 考古学家/调酒师 侦探/花艺师
        牙医/建筑工人 锁匠/天文学家 主播/矿工
      `,
      normal: `
        警察/保安 医生/护士 老师/教授 司机/飞行员 演员/歌手 作家/记者 律师/法官
        消防员/救生员 农民/渔民 画家/设计师 程序员/工程师 理发师/化妆师 服务员/收银员
        导游/空乘 主持人/播音员 木匠/铁匠 摄影师/摄像师 魔术师/小丑 运动员/教练
        裁判/评委 科学家/发明家 船长/机长 兽医/饲养员 厨师/营养师
        保洁员/园丁 舞蹈家/杂技演员
      `,
      hard: `
        快递员/外卖员 会计/出纳 保姆/月嫂 清洁工/环卫工 药剂师/化验员 口译/笔译
        老板/店长 门卫/宿管 编辑/校对 保育员/幼师 邮递员/送报员
      `,
    },
  },
  {
    id: 'film-sport',
    name: '影视体育',
    pairs: {
      easy: `
        钓鱼/轮滑 电竞/武术 话剧/皮划艇 皮影戏/铁人三项 动作片/拔河 歌剧/踢毽子
        脱口秀/自行车赛 舞台剧/放风筝
      `,
      normal: `
        足球/篮球 羽毛球/网球 武侠片/仙侠剧 动画片/纪录片 喜剧片/恐怖片 跑步/游泳
        滑雪/滑冰 拳击/摔跤 围棋/象棋 相声/小品 京剧/越剧 魔术/杂技 演唱会/音乐节
        举重/健身 瑜伽/普拉提 台球/保龄球 冲浪/潜水 赛车/赛马 蹦极/跳伞 攀岩/登山
        橄榄球/棒球 金牌/奖杯 综艺/真人秀 电视剧/网剧 科幻片/魔幻片 弹幕/字幕
        乒乓球/壁球 太极拳/广场舞
      `,
      hard: `
        跳高/跳远 射箭/射击 柔道/跆拳道 冰球/曲棍球 击剑/剑道 侦探片/悬疑剧
        预告片/花絮 排球/沙滩排球 花样滑冰/花样游泳 跳棋/五子棋 跳水/蹦床
        马拉松/长跑 主角/配角 导演/编剧
      `,
    },
  },
  {
    id: 'idiom',
    name: '成语',
    pairs: {
      easy: `
        雪中送炭/雪上加霜 一帆风顺/一波三折 喜出望外/大失所望 未雨绸缪/亡羊补牢
        对答如流/哑口无言 有始有终/虎头蛇尾 孤陋寡闻/博览群书 三心二意/专心致志
      `,
      normal: `
        画蛇添足/多此一举 刻舟求剑/守株待兔 半途而废/功亏一篑 狐假虎威/仗势欺人
        对牛弹琴/白费唇舌 滥竽充数/鱼目混珠 掩耳盗铃/自欺欺人 杯弓蛇影/草木皆兵
        胸有成竹/稳操胜券 九牛一毛/沧海一粟 千钧一发/迫在眉睫 鹤立鸡群/出类拔萃
        卧薪尝胆/闻鸡起舞 凿壁偷光/囊萤映雪 画龙点睛/锦上添花 指鹿为马/颠倒黑白
        一鸣惊人/一举成名 手忙脚乱/焦头烂额 兴高采烈/欢天喜地 垂头丧气/无精打采
        狼吞虎咽/风卷残云 目不转睛/聚精会神 天长地久/海枯石烂 独一无二/举世无双
        纸上谈兵/夸夸其谈 班门弄斧/自不量力 杞人忧天/庸人自扰 拔苗助长/急于求成
        恍然大悟/茅塞顿开 废寝忘食/夜以继日 人山人海/摩肩接踵 口若悬河/滔滔不绝
      `,
      hard: `
        一石二鸟/一箭双雕 井底之蛙/坐井观天 望梅止渴/画饼充饥 百发百中/弹无虚发
        七上八下/忐忑不安 五颜六色/五彩缤纷 四面八方/五湖四海 一模一样/如出一辙
        异口同声/不约而同 马到成功/旗开得胜 破釜沉舟/背水一战 井井有条/有条不紊
        坐立不安/如坐针毡 斤斤计较/锱铢必较 大惊小怪/少见多怪 精益求精/一丝不苟
      `,
    },
  },
  {
    id: 'nature',
    name: '自然',
    pairs: {
      easy: `
        春天/冬天 石头/树叶 银河/蒲公英 泥土/云朵 温泉/冰山 北极/热带雨林 海啸/晚霞
      `,
      normal: `
        太阳/月亮 下雨/下雪 彩虹/极光 闪电/雷声 台风/龙卷风 白云/乌云 瀑布/喷泉
        山峰/丘陵 沙漠/戈壁 冰川/雪山 火山/地震 日出/日落 露水/霜 冰雹/雪花
        荷花/睡莲 松树/柏树 柳树/杨树 向日葵/菊花 仙人掌/芦荟 小草/苔藓 钻石/水晶
        黄金/白银 地球/月球 岛屿/半岛 珊瑚/海草 夏天/秋天 雪崩/泥石流
      `,
      hard: `
        玫瑰/月季 河流/小溪 大海/大洋 湖泊/池塘 流星/彗星 雾/霾 枫叶/银杏叶
        森林/丛林 桃花/樱花 星星/星座 海浪/潮水 梅花/腊梅
      `,
    },
  },
  {
    id: 'body',
    name: '身体',
    pairs: {
      easy: `
        锁骨/脚后跟 肚脐/头顶 指纹/鼻涕 打呼噜/伸懒腰 胳膊/嘴唇 肺/皮肤
      `,
      normal: `
        眉毛/胡子 眼睛/耳朵 手指/脚趾 牙齿/舌头 肩膀/后背 肚子/腰 鼻子/嘴巴
        脸颊/下巴 酒窝/雀斑 喷嚏/哈欠 咳嗽/打嗝 手掌/脚掌 手腕/脚踝 骨头/肌肉
        血液/汗水 眼泪/口水 皱纹/疤痕 脖子/喉咙 额头/后脑勺 拳头/巴掌 感冒/发烧
        失眠/做梦 胎记/痣 虎牙/门牙
      `,
      hard: `
        睫毛/眼皮 大腿/小腿 胃/肠 心跳/脉搏 近视/远视 左手/右手 痘痘/蚊子包
        膝盖/手肘 头皮/头发 指甲/趾甲 耳垂/鼻尖
      `,
    },
  },
  {
    id: 'school',
    name: '校园',
    pairs: {
      easy: `
        校车/奖学金 广播站/小卖部 军训/春游 升旗仪式/眼保健操 值日生/插班生 地球仪/计算器
      `,
      normal: `
        粉笔/黑板 铅笔/钢笔 橡皮/修正带 作业/试卷 班长/学习委员 校长/班主任
        课桌/讲台 尺子/圆规 数学/物理 语文/英语 历史/地理 音乐课/美术课
        体育课/课间操 寒假/暑假 运动会/开学典礼 毕业照/证件照 教室/实验室 同桌/室友
        笔记本/草稿纸 作文/日记 课本/练习册 奖状/证书 晚自习/补习班 逃课/请假
        家长会/班会 小学/初中 校服/运动服 书包/文具盒
      `,
      hard: `
        期中考试/期末考试 字典/词典 黑板擦/抹布 化学/生物 学费/生活费 举手/起立
        大学/大专 课代表/组长 默写/听写 早读/晨读 月考/周测 毕业/结业
      `,
    },
  },
];

function buildPairs(source: readonly CategorySource[]): readonly WordPair[] {
  const out: WordPair[] = [];
  for (const cat of source) {
    for (const difficulty of WORD_DIFFICULTIES) {
      for (const token of cat.pairs[difficulty].split(/\s+/)) {
        if (token === '') continue;
        const parts = token.split('/');
        if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
          throw new Error(`word bank: malformed pair "${token}" in ${cat.id}/${difficulty}`);
        }
        const [first, second] = parts as [string, string];
        out.push(Object.freeze({ id: `${first}-${second}`, first, second, category: cat.id, difficulty }));
      }
    }
  }
  return Object.freeze(out);
}

export const WORD_CATEGORIES: readonly WordCategory[] = Object.freeze(
  SOURCE.map((c) => Object.freeze({ id: c.id, name: c.name })),
);

export const WORD_PAIRS: readonly WordPair[] = buildPairs(SOURCE);
