/**
 * The demo pictures that ship with the project (public/demo/*.svg and their WebP copies, drawn by
 * scripts/make-demo-images.mjs from this list). Every card and square shows its subject — a pot, a
 * vacuum, a kitchen, people at a cooking class, a store front — in the home banners' illustration
 * style (scripts/demo-things.mjs); a subject has several variants (another colour, another thing
 * beside it) so a list of twelve cards never shows one picture twice. Each picture carries its
 * Traditional-Chinese text alternative; the seed stores a picture's link with its width and height.
 * Staff replace them with real photographs through the console.
 */

export type Subject =
  | 'pot'
  | 'donabe'
  | 'pan'
  | 'kettle'
  | 'knives'
  | 'vacuum'
  | 'mop'
  | 'purifier'
  | 'fan'
  | 'coffee'
  | 'kitchen'
  | 'living'
  | 'tea'
  | 'dish'
  | 'jars'
  | 'tableware'
  | 'textiles'
  | 'class'
  | 'workshop'
  | 'gift'
  | 'magazine'
  | 'store';

export interface DemoImage {
  name: string;
  width: number;
  height: number;
  /** what the picture shows, as its text alternative */
  alt: string;
  /** a drawn subject (demo-things.mjs) and which of its variants */
  scene?: { subject: Subject; variant: number };
  /** the pictures that are not scenes: a brand's wordmark, an author's portrait */
  motif?: 'mark' | 'portrait';
}

const CARD = [1200, 800] as const;
const SQUARE = [800, 800] as const;

/** `prefix-1`, `prefix-2`…: one picture per variant of `subject`, each with its alt text. */
function series(
  prefix: string,
  subject: Subject,
  [width, height]: readonly [number, number],
  variants: (string | [number, string])[],
): DemoImage[] {
  return variants.map((v, i) => {
    const [variant, alt] = typeof v === 'string' ? [i, v] : v;
    return { name: `${prefix}-${String(i + 1).padStart(2, '0')}`, width, height, alt, scene: { subject, variant } };
  });
}

const banner = (name: string, width: number, height: number, alt: string): DemoImage => ({ name, width, height, alt });

export const DEMO_IMAGES: readonly DemoImage[] = [
  ...series('pot', 'pot', CARD, [
    '赤陶色琺瑯鑄鐵鍋放在木墊板上，旁邊一只插著小花的花瓶',
    '深綠色琺瑯鑄鐵鍋冒著熱氣，旁邊一疊亞麻布',
    '霧藍色琺瑯鑄鐵鍋放在木墊板上，旁邊一杯熱茶',
    '芥末黃琺瑯鑄鐵鍋冒著熱氣，旁邊兩顆檸檬',
    '鼠尾草綠琺瑯鑄鐵鍋，旁邊一支擱在小碟上的木匙',
  ]),
  ...series('donabe', 'donabe', CARD, [
    '褐釉伊賀土鍋冒著熱氣，旁邊一碗白飯與筷子',
    '黑釉土鍋冒著熱氣，旁邊一碗白飯與筷子',
    '米白釉土鍋冒著熱氣，旁邊一碗白飯與筷子',
  ]),
  ...series('pan', 'pan', CARD, [
    '鑄鐵平底鍋裡煎著兩顆荷包蛋',
    '鑄鐵平底鍋裡煎著一片魚排與檸檬，冒著熱氣',
    '鑄鐵平底鍋裡炒著彩色時蔬',
  ]),
  ...series('kettle', 'kettle', CARD, ['霧藍色琺瑯壺與兩只琺瑯杯', '芥末黃琺瑯壺與兩只琺瑯杯']),
  ...series('knives', 'knives', CARD, [
    '砧板上的主廚刀、小刀與麵包刀，旁邊兩顆番茄',
    '砧板上的三把刀，旁邊一塊磨刀石',
    '砧板上的三把刀，旁邊一條麵包',
  ]),
  ...series('vacuum', 'vacuum', CARD, [
    '深綠色無線吸塵器立在木地板的地毯上，旁邊一盆植物',
    '霧藍色無線吸塵器立在木地板的地毯上，旁邊一盆植物',
    '芥末黃無線吸塵器立在木地板的地毯上，旁邊一盆植物',
    '鼠尾草綠無線吸塵器立在木地板的地毯上，旁邊一盆植物',
    '米白色無線吸塵器立在木地板的地毯上，旁邊一盆植物',
  ]),
  ...series('mop', 'mop', CARD, ['霧藍色蒸氣拖把在地板上冒出蒸氣', '芥末黃蒸氣拖把在地板上冒出蒸氣']),
  ...series('purifier', 'purifier', CARD, [
    '白色空氣清淨機立在客廳角落，旁邊一盆植物與小桌',
    '淺綠色空氣清淨機立在客廳角落，旁邊一盆植物與小桌',
  ]),
  ...series('fan', 'fan', CARD, ['鼠尾草綠的立扇與一盆植物', '米白色的立扇與一盆植物']),
  ...series('coffee', 'coffee', CARD, [
    '深綠色咖啡機正在沖煮一杯咖啡，旁邊一罐咖啡豆',
    '霧藍色咖啡機正在沖煮一杯咖啡，旁邊一罐咖啡豆',
  ]),
  ...series('kitchen', 'kitchen', CARD, [
    '鼠尾草綠櫥櫃的廚房：窗前的爐上燉著一鍋湯，牆上掛著廚具',
    '米白櫥櫃的廚房：窗前的爐上燉著一鍋湯，牆上掛著廚具',
    '赤陶色櫥櫃的廚房：窗前的爐上燉著一鍋湯，牆上掛著廚具',
    '深綠櫥櫃的廚房：窗前的爐上燉著一鍋湯，牆上掛著廚具',
  ]),
  ...series('living', 'living', CARD, [
    '霧藍色沙發的客廳，旁邊一盞落地燈與一盆植物',
    '芥末黃沙發的客廳，旁邊一盞落地燈與一盆植物',
    '鼠尾草綠沙發的客廳，旁邊一盞落地燈與一盆植物',
  ]),
  ...series('tea', 'tea', CARD, [
    '鼠尾草綠茶壺與兩只茶杯',
    '一瓶冷泡茶與兩杯冰茶，旁邊一盤水蜜桃',
    '赤陶色茶壺與兩只茶杯',
    '一瓶冷泡烏龍茶與兩杯冰茶，旁邊一盤水果',
  ]),
  ...series('meal', 'dish', CARD, [
    [0, '一鍋剛炊好的土鍋飯'],
    [3, '一碗熱騰騰的湯'],
    [11, '一盤燉煮的家常菜'],
  ]),
  ...series('jars', 'jars', CARD, ['三罐果醬與油漬保存食，旁邊幾顆無花果', '三罐番茄、柑橘與栗子的保存食']),
  ...series('tableware', 'tableware', CARD, [
    '疊起的赤陶色餐盤、兩只碗與插著花枝的花瓶',
    '疊起的深綠色餐盤、兩只碗與插著花枝的花瓶',
    '疊起的霧藍色餐盤、兩只碗與插著花枝的花瓶',
    '疊起的芥末黃餐盤、兩只碗與插著花枝的花瓶',
  ]),
  ...series('textiles', 'textiles', CARD, [
    '木凳上疊放的毛巾與亞麻布，一條毛巾掛在橫桿上',
    '木凳上疊放的彩色毛巾，一條毛巾掛在橫桿上',
    '木凳上疊放的浴巾與餐巾，一條毛巾掛在橫桿上',
    '木凳上疊放的床單與毛巾，一條毛巾掛在橫桿上',
  ]),
  ...series('class', 'class', CARD, [
    '料理教室：戴廚師帽的老師與兩位學員在流理台前煮一鍋菜',
    '三個人圍著桌上的花器與茶杯聊天',
    '料理教室：老師在流理台前示範，兩位學員圍在兩旁',
    '三個人在桌前分享花藝與器皿',
  ]),
  ...series('workshop', 'workshop', CARD, [
    '維修技師在工作台前修理一台吸塵器',
    '陶藝師在工作台前，拉坯機上一只陶瓶',
    '工匠在工作台前檢查一只鑄鐵鍋',
    '織布工作台上一段正在織的布',
    [4, '維修技師在工作台前拆開一台吸塵器保養'],
  ]),
  ...series('gift', 'gift', CARD, [
    '包裝好的禮物盒與紙提袋',
    '以緞帶綁好的禮盒與一只紙提袋',
    '三只大小不同的禮盒與紙提袋',
    '繫著白緞帶的芥末黃禮盒與紙提袋',
    '繫著白緞帶的鼠尾草綠禮盒，旁邊一只米白小禮盒與紙提袋',
  ]),
  ...series('magazine', 'magazine', CARD, [
    '一本封面是鑄鐵鍋的雜誌立在桌上，旁邊一杯茶',
    '一本封面是茶壺的雜誌立在桌上，旁邊一杯茶',
    '一本封面是保存食玻璃罐的雜誌立在桌上，旁邊一杯茶',
    '一本封面是餐盤與花瓶的雜誌立在桌上，旁邊一杯茶',
    '一本封面是毛巾的雜誌立在桌上，旁邊一杯茶',
    '一本封面是廚房的刊物立在桌上，旁邊一杯茶',
    '一本封面是燉鍋的刊物立在桌上，旁邊一杯茶',
    '一本封面是茶具的刊物立在桌上，旁邊一杯茶',
  ]),
  ...series('shopfront', 'store', CARD, [
    '好生活門市的店面：條紋遮陽棚、兩面櫥窗與木門',
    '好生活門市的店面：遮陽棚下的櫥窗擺著鍋具',
    [8, '百貨公司裡的好生活專櫃，櫃台後是陳列器物的層架'],
    [12, '維修服務中心的櫃台，技師站在櫃台後'],
  ]),
  ...series('recipe', 'dish', SQUARE, [
    '土鍋裡剛炊好的麻油雞炊飯',
    '一碗金黃的薑汁地瓜湯',
    '盤子上的白菜獅子頭',
    '一碗熱騰騰的蘿蔔排骨湯',
    '一碗芝麻湯圓',
    '一鍋冒著熱氣的羊肉爐',
    '一碗薑黃雞湯麵與筷子',
    '盤子上的春捲與芽菜',
    '盤子上的艾草粿',
    '一碗冬瓜蛤蜊湯',
    '一杯冷泡烏龍茶與蜜桃',
    '盤子上的栗子燒雞',
  ]),
  ...series('store', 'store', SQUARE, [
    '好生活旗艦店的店面：條紋遮陽棚、兩面櫥窗與木門',
    '好生活門市的店面：遮陽棚下的櫥窗擺著鍋具',
    '好生活門市的店面：木門兩旁各有一面櫥窗',
    '好生活門市的店面：條紋遮陽棚與門口的盆栽',
    '好生活門市的店面：櫥窗裡的器物與門口的盆栽',
    '好生活門市的店面：招牌下的遮陽棚與櫥窗',
    '概念店的店面：條紋遮陽棚與兩面櫥窗',
    '好生活門市的店面：櫥窗裡陳列著鍋具與餐盤',
    [8, '百貨公司裡的好生活專櫃，櫃台後是陳列器物的層架'],
    [9, '百貨公司裡的好生活專櫃，店員站在櫃台後'],
    [10, '百貨公司裡的好生活專櫃，層架上擺著鍋具與餐盤'],
    [12, '維修服務中心的櫃台，技師站在櫃台後'],
    [13, '維修服務中心：玻璃門面與服務櫃台'],
    [14, '維修服務中心的服務櫃台與一旁的植物'],
    [15, '維修服務中心的櫃台，牆上的招牌畫著扳手'],
  ]),
  banner('banner-pc-01', 1920, 720, '赤陶色琺瑯鑄鐵鍋在木墊板上冒著熱氣'),
  banner('banner-pc-02', 1920, 720, '料理教室：戴廚師帽的老師與兩位學員在流理台前'),
  banner('banner-pc-03', 1920, 720, '無線吸塵器立在木地板的地毯上，旁邊一盆植物'),
  banner('banner-mobile-01', 750, 1000, '赤陶色琺瑯鑄鐵鍋在木墊板上冒著熱氣'),
  banner('banner-mobile-02', 750, 1000, '料理教室：戴廚師帽的老師與兩位學員在流理台前'),
  banner('banner-mobile-03', 750, 1000, '無線吸塵器立在木地板的地毯上，旁邊一盆植物'),
  ...Array.from({ length: 8 }, (_, i) => ({
    name: `logo-${String(i + 1).padStart(2, '0')}`,
    width: 320,
    height: 160,
    alt: '品牌標誌',
    motif: 'mark' as const,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    name: `avatar-${String(i + 1).padStart(2, '0')}`,
    width: 400,
    height: 400,
    alt: '作者頭像',
    motif: 'portrait' as const,
  })),
];

const byName = new Map(DEMO_IMAGES.map((img) => [img.name, img]));

export const demoImageLink = (name: string) => `/demo/${name}.svg`;

/** The demo picture called `name` (its alt text with it); throws on a name the list lacks. */
export function demoPicture(name: string): DemoImage {
  const img = byName.get(name);
  if (!img) throw new Error(`unknown demo image ${name}`);
  return img;
}

/** The image columns of a row for one demo picture. */
export function demoImage(name: string) {
  const img = demoPicture(name);
  return { imageLink: demoImageLink(name), imageWidth: img.width, imageHeight: img.height };
}
