import type { ArticleSeed, CategorySeed } from './seed-types';

export interface AuthorSeed {
  key: string;
  name: string;
  title: string;
  bio: string;
  avatar: string;
}

export const AUTHORS: AuthorSeed[] = [
  {
    key: 'lin',
    name: '林予安',
    title: 'HENCE 生活誌總編輯',
    bio: '喜歡在週末的市場裡找當季食材，相信好用的器物能讓生活慢下來。',
    avatar: 'avatar-01',
  },
  {
    key: 'chen',
    name: '陳思妤',
    title: '料理作家',
    bio: '專注節氣料理與土鍋炊飯，著有多本家常料理書。',
    avatar: 'avatar-02',
  },
  {
    key: 'wang',
    name: '王柏翰',
    title: '居家整理師',
    bio: '協助上百個家庭重新整理收納動線，擅長小坪數空間。',
    avatar: 'avatar-03',
  },
  {
    key: 'huang',
    name: '黃以琳',
    title: '器物採訪編輯',
    bio: '走訪歐洲與日本的工坊，記錄職人與他們的手藝。',
    avatar: 'avatar-04',
  },
];

/** HENCE categories (articleProject): `/hence/{id}`. */
export const HENCE_CATEGORIES: CategorySeed[] = [
  { key: 'ideas', slug: 'ideas', subject: '生活提案', description: '讓每天多一點餘裕的小提案。', image: 'living-03' },
  {
    key: 'makers',
    slug: 'makers',
    subject: '職人故事',
    description: '走進工坊，認識器物背後的人。',
    image: 'donabe-03',
  },
  {
    key: 'topics',
    slug: 'topics',
    subject: '專題企劃',
    description: '編輯部每季策劃的深度專題。',
    image: 'magazine-06',
  },
  { key: 'guides', slug: 'guides', subject: '選物指南', description: '挑選器物的實用指南。', image: 'knives-03' },
];

const hence = (
  date: string,
  category: string,
  author: string,
  image: string,
  subject: string,
  summary: string,
  points: string[],
): ArticleSeed => ({
  subject,
  summary,
  points,
  categories: [category],
  author,
  date,
  image,
});

export const HENCE_ARTICLES: ArticleSeed[] = [
  hence(
    '2026-11-15',
    'topics',
    'lin',
    'pot-02',
    '冬日餐桌專題：一只鍋的溫度',
    '天冷的時候，最想圍著一只冒著熱氣的鍋。我們走訪四個家庭，聽他們聊冬天的餐桌。',
    [
      '一家四口的土鍋晚餐｜週日晚上，一鍋炊飯配上味噌湯，是孩子最期待的時刻。',
      '獨居者的鑄鐵鍋｜一個人也要好好吃飯，一只小鍋就能燉出兩天份的湯。',
      '編輯後記｜器物不必多，只要常用、好用，就會慢慢長出生活的樣子。',
    ],
  ),
  hence(
    '2026-11-08',
    'makers',
    'huang',
    'workshop-02',
    '走進伊賀的土鍋窯元',
    '三重縣伊賀的土鍋窯元已傳承七代，陶土來自四百萬年前的湖底。',
    [
      '湖底的陶土｜伊賀土含有大量有機物，燒製後形成細密氣孔，蓄熱性極佳。',
      '七代傳承｜現任窯主說，土鍋是「會呼吸的鍋」，越用越有味道。',
    ],
  ),
  hence(
    '2026-10-30',
    'ideas',
    'wang',
    'living-01',
    '十分鐘的晨間整理習慣',
    '每天早上十分鐘，讓家保持在隨時可以招待朋友的狀態。',
    ['桌面歸零｜早餐後把桌面清空，只留下一只花器。', '隨手吸塵｜手持吸塵器掛在玄關，出門前掃一下。'],
  ),
  hence(
    '2026-10-22',
    'guides',
    'lin',
    'pot-03',
    '第一只鑄鐵鍋怎麼選',
    '尺寸、重量與琺瑯內層，三個問題幫你找到第一只鑄鐵鍋。',
    [
      '尺寸｜兩人家庭選 20 公分圓鍋最萬用。',
      '重量｜拿起來試試，雙手端鍋是否吃力。',
      '內層｜黑琺瑯耐高溫、白琺瑯易觀察焦化。',
    ],
  ),
  hence(
    '2026-10-12',
    'makers',
    'huang',
    'tableware-01',
    '普羅旺斯的釉色研究室',
    '索琳工坊的釉藥師每年調配上百種試片，只為找到最接近陽光的顏色。',
    ['礦物釉｜以當地礦石研磨成粉，調配出溫潤的釉色。', '每窯不同｜窯內位置與天候都會影響釉色，每一件都是獨一無二。'],
  ),
  hence(
    '2026-09-28',
    'ideas',
    'chen',
    'jars-01',
    '秋天的保存食：果醬與油漬',
    '把季節留在瓶子裡，秋天的水果與蔬菜都能做成保存食。',
    ['無花果果醬｜糖量為果肉的四成，小火熬煮至濃稠。', '油漬番茄｜低溫烘乾後浸入橄欖油，可保存兩週。'],
  ),
  hence(
    '2026-09-14',
    'topics',
    'lin',
    'vacuum-01',
    '專題：把打掃變成生活節奏',
    '打掃不是負擔，而是讓家保持呼吸的節奏。',
    [
      '每日、每週、每季｜把清潔工作依頻率分類，就不會一次累積。',
      '工具就位｜工具收在使用的地方，拿取越方便越容易維持。',
    ],
  ),
  hence(
    '2026-08-30',
    'guides',
    'wang',
    'kitchen-01',
    '小坪數的收納選物',
    '十坪的家也能收得整齊，關鍵是選對收納器物。',
    ['壁掛收納｜善用牆面，讓地板保持淨空。', '同色系容器｜視覺整齊，空間看起來更大。'],
  ),
  hence(
    '2026-08-16',
    'makers',
    'huang',
    'textiles-01',
    '今治毛巾的低撚紗工藝',
    '紡木的織布廠只在清晨開機，因為那是一天之中濕度最穩定的時候。',
    ['慢速織造｜低撚紗容易斷，織機只能以一般速度的一半運轉。', '軟水清洗｜今治的軟水讓毛巾不必使用柔軟劑。'],
  ),
  hence(
    '2026-07-30',
    'ideas',
    'chen',
    'tea-02',
    '夏日冷泡茶的器皿',
    '玻璃壺、陶杯與一把好茶葉，冷泡茶是夏天最簡單的儀式。',
    ['茶葉比例｜一公升冷水配十公克茶葉，冷藏八小時。', '器皿選擇｜厚底玻璃杯不易凝結水珠。'],
  ),
  hence(
    '2026-07-12',
    'guides',
    'lin',
    'knives-01',
    '刀具入門：三把刀就夠用',
    '主廚刀、小刀與麵包刀，家庭廚房的三把基本刀具。',
    ['主廚刀｜切菜、切肉都適用的萬用刀。', '麵包刀｜鋸齒刀刃切吐司不掉屑。'],
  ),
  hence(
    '2026-06-25',
    'topics',
    'huang',
    'workshop-03',
    '專題：歐洲工坊巡禮',
    '從瑞典到葡萄牙，編輯部走訪五間工坊，記錄器物的源頭。',
    ['瑞典鑄鐵｜山城的砂模鑄造。', '葡萄牙琺瑯｜里斯本的手繪藍邊。', '法國陶瓷｜普羅旺斯的礦物釉。'],
  ),
];

/** Editors' picks of the hence hub, by article subject. */
export const HENCE_FEATURES: { kind: 'banner' | 'must_read' | 'lifestyle'; subject: string; image?: string }[] = [
  { kind: 'banner', subject: '冬日餐桌專題：一只鍋的溫度', image: 'banner-pc-01' },
  { kind: 'banner', subject: '走進伊賀的土鍋窯元', image: 'banner-pc-02' },
  { kind: 'banner', subject: '專題：歐洲工坊巡禮', image: 'banner-pc-03' },
  { kind: 'must_read', subject: '第一只鑄鐵鍋怎麼選' },
  { kind: 'must_read', subject: '十分鐘的晨間整理習慣' },
  { kind: 'must_read', subject: '今治毛巾的低撚紗工藝' },
  { kind: 'must_read', subject: '刀具入門：三把刀就夠用' },
  { kind: 'lifestyle', subject: '秋天的保存食：果醬與油漬' },
  { kind: 'lifestyle', subject: '夏日冷泡茶的器皿' },
  { kind: 'lifestyle', subject: '小坪數的收納選物' },
];

/** Magazine issues (articleMagazine): `/hence/magazine`. */
export const MAGAZINES: ArticleSeed[] = [
  {
    subject: 'HENCE 第 12 期｜冬．圍爐',
    summary: '冬季號以「圍爐」為題，收錄土鍋料理、冬季保養與四個家庭的餐桌故事。',
    points: ['本期內容｜冬日餐桌專題、伊賀土鍋窯元採訪、節氣食譜：立冬與冬至。'],
    date: '2026-11-01',
    image: 'magazine-01',
  },
  {
    subject: 'HENCE 第 11 期｜秋．保存',
    summary: '秋季號談保存：保存食、保存器物，也保存生活裡的好習慣。',
    points: ['本期內容｜秋天的保存食、普羅旺斯釉色研究室、小坪數收納選物。'],
    date: '2026-08-01',
    image: 'magazine-02',
  },
  {
    subject: 'HENCE 第 10 期｜夏．清涼',
    summary: '夏季號收錄冷泡茶、夏日寢具與梅雨季的防霉清潔。',
    points: ['本期內容｜夏日冷泡茶的器皿、今治毛巾工藝、梅雨季清潔。'],
    date: '2026-05-01',
    image: 'magazine-03',
  },
  {
    subject: 'HENCE 第 9 期｜春．整理',
    summary: '春季號從整理開始，讓家在新的季節重新呼吸。',
    points: ['本期內容｜晨間整理習慣、春季大掃除、歐洲工坊巡禮。'],
    date: '2026-02-01',
    image: 'magazine-04',
  },
  {
    subject: 'HENCE 第 8 期｜冬．燉煮',
    summary: '去年冬季號，一只鑄鐵鍋的燉煮提案。',
    points: ['本期內容｜鑄鐵鍋燉煮、瑞典鑄造工坊、冬季節氣食譜。'],
    date: '2025-11-01',
    image: 'magazine-05',
  },
];
