// Lints over word pairs: the mechanical half of reading the bank as a host would.

export interface LintPair { first: string; second: string }

const length = (word: string) => [...word].length;
const key = (p: LintPair) => `${p.first}/${p.second}`;

/**
 * Good pairs whose words differ by two characters: the longer word is what everybody calls the
 * thing, so its length gives nothing away that the description would not.
 */
export const LENGTH_ALLOWED: Record<string, string> = {
  '天桥/地下通道': '过马路的两种走法；地下通道没有更短的通行叫法',
};

/** Words that name the same thing: a pair of two of them cannot be told apart. */
export const SAME_THING: readonly (readonly string[])[] = [
  ['馄饨', '云吞', '抄手'], ['充电宝', '移动电源'], ['药店', '药房'], ['早读', '晨读'], ['黄蜂', '马蜂'],
  ['大海', '大洋'], ['厨房', '伙房'], ['字典', '词典'], ['宾馆', '旅馆'], ['码头', '港口'],
  ['纯净水', '蒸馏水'], ['清洁工', '环卫工'], ['樱桃', '车厘子'], ['粉丝', '粉条'], ['冰淇淋', '雪糕'],
  ['苏打水', '气泡水'], ['影楼', '照相馆'], ['海边', '沙滩'], ['森林', '丛林'], ['主持人', '播音员'],
  ['心跳', '脉搏'], ['外婆', '姥姥'], ['外公', '姥爷'], ['敬老院', '养老院'], ['后妈', '继母'],
  ['墨镜', '太阳镜'], ['土豆', '马铃薯'], ['番茄', '西红柿'], ['画蛇添足', '多此一举'], ['掩耳盗铃', '自欺欺人'],
  ['汤圆', '元宵'], ['腊八粥', '八宝粥'], ['吃瓜', '围观'], ['种草', '安利'], ['摸鱼', '划水'], ['背锅侠', '替罪羊'],
  ['小人书', '连环画'], ['卷笔刀', '转笔刀'], ['打卡', '签到'], ['红娘', '媒人'], ['表白', '告白'], ['悠悠球', '溜溜球'],
  ['盒饭', '便当'], ['弹珠', '玻璃球'], ['真香', '打脸'], ['锦鲤', '欧皇'], ['剁手', '败家'],
];

/** A general word and kinds of it: a pair of a thing and its own kind has no second thing to find. */
export const KINDS: Readonly<Record<string, readonly string[]>> = {
  蘑菇: ['香菇', '金针菇'], 甜瓜: ['哈密瓜'], 乌龙茶: ['铁观音'], 黑茶: ['普洱茶'], 葡萄酒: ['香槟', '红酒'],
  水杯: ['保温杯'], 长跑: ['马拉松'], 排球: ['沙滩排球'], 红薯: ['紫薯'], 综艺: ['真人秀'],
  汽车: ['面包车', '小轿车', '出租车'], 游乐园: ['水上乐园'], 河流: ['小溪', '长江', '黄河'], 双胞胎: ['龙凤胎'],
  眼镜: ['墨镜'], 围巾: ['丝巾'], 梅花: ['腊梅'], 糖果: ['棒棒糖', '口香糖'], 鞋子: ['拖鞋', '凉鞋'], 沙漠: ['戈壁'],
  真人秀: ['选秀'], 悬疑剧: ['侦探片'], 礼服: ['婚纱'], 保姆: ['月嫂'], 工程师: ['程序员'], 老师: ['教授'], 大学: ['大专'],
  例会: ['早会'],
};

/** One word is written inside the other (排球/沙滩排球): the longer one names the shorter. */
export function wordInside(pairs: readonly LintPair[]): string[] {
  return pairs.filter((p) => p.first.includes(p.second) || p.second.includes(p.first)).map(key);
}

/** Lengths differ by more than one character (酸奶/乳酸菌饮料), unless allowed above. */
export function lengthGap(pairs: readonly LintPair[]): string[] {
  return pairs.filter((p) => Math.abs(length(p.first) - length(p.second)) > 1 && !(key(p) in LENGTH_ALLOWED)).map(key);
}

/** A word in more than two pairs: the table meets it again and again. */
export function overused(pairs: readonly LintPair[]): string[] {
  const count = new Map<string, number>();
  for (const p of pairs) for (const w of [p.first, p.second]) count.set(w, (count.get(w) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 2).map(([w, n]) => `${w} ×${n}`);
}

const sameThingAs = (word: string) => SAME_THING.find((group) => group.includes(word))?.[0] ?? word;

/** Two words that name the same thing (馄饨/云吞). */
export function sameThing(pairs: readonly LintPair[]): string[] {
  return pairs.filter((p) => p.first !== p.second && sameThingAs(p.first) === sameThingAs(p.second)).map(key);
}

/** A pair that is another pair with a word swapped for its synonym (冰淇淋/冰棍 next to 雪糕/冰棍). */
export function repeatedIdea(pairs: readonly LintPair[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const p of pairs) {
    const idea = [sameThingAs(p.first), sameThingAs(p.second)].sort().join('/');
    const earlier = seen.get(idea);
    if (earlier !== undefined) out.push(`${earlier} = ${key(p)}`);
    else seen.set(idea, key(p));
  }
  return out;
}

/** A thing paired with a kind of itself (蘑菇/香菇). */
export function kindOf(pairs: readonly LintPair[]): string[] {
  const isKind = (general: string, specific: string) => KINDS[general]?.includes(specific) ?? false;
  return pairs.filter((p) => isKind(p.first, p.second) || isKind(p.second, p.first)).map(key);
}

export const LINTS = { wordInside, lengthGap, overused, sameThing, repeatedIdea, kindOf };
