import type { ArticleSeed, CategorySeed } from './seed-types';

/** Sustainability main topics with sub-topics (articleEcolife): `/sustainability/{mainId}/{subId}`. */
export const ECOLIFE_CATEGORIES: CategorySeed[] = [
  {
    key: 'environment',
    slug: 'environment',
    subject: '環境永續',
    description: '從包裝、運輸到產品回收，減少每一件器物對環境的負擔。',
    image: 'living-03',
    children: [
      { key: 'packaging', slug: 'packaging', subject: '減塑包裝', description: '以紙材與可回收材料取代塑膠包材。' },
      { key: 'circular', slug: 'circular', subject: '產品循環', description: '維修、清潔與回收，讓器物用得更久。' },
    ],
  },
  {
    key: 'society',
    slug: 'society',
    subject: '社會共好',
    description: '與職人、社區和夥伴一起成長。',
    image: 'class-04',
    children: [
      { key: 'craft', slug: 'craft', subject: '職人培育', description: '支持維修技師與工藝職人的養成。' },
      { key: 'community', slug: 'community', subject: '社區參與', description: '走進社區，分享生活的好方法。' },
    ],
  },
  {
    key: 'governance',
    slug: 'governance',
    subject: '誠信治理',
    description: '透明的供應鏈與資訊揭露。',
    image: 'magazine-05',
    children: [
      { key: 'supply', slug: 'supply', subject: '供應鏈管理', description: '與品牌原廠共同檢視製程與勞動條件。' },
      { key: 'disclosure', slug: 'disclosure', subject: '資訊揭露', description: '每年發布永續報告書。' },
    ],
  },
];

const eco = (
  date: string,
  category: string,
  image: string,
  subject: string,
  summary: string,
  points: string[],
): ArticleSeed => ({
  subject,
  summary,
  points,
  categories: [category],
  date,
  image,
});

export const ECOLIFE_ARTICLES: ArticleSeed[] = [
  eco(
    '2026-10-25',
    'packaging',
    'gift-01',
    '出貨包裝全面改用紙材',
    '自今年起，網路訂單的緩衝材全面改為再生紙，一年減少約三公噸塑膠。',
    ['改變了什麼｜氣泡布改為蜂巢紙，膠帶改為紙膠帶。', '下一步｜與品牌原廠討論減少商品本身的塑膠包材。'],
  ),
  eco('2026-09-18', 'circular', 'workshop-01', '維修，是最好的永續', '一台修好的吸塵器，比一台新的吸塵器更環保。', [
    '延長使用年限｜維修服務讓產品平均多使用三年。',
    '零件回收｜更換下來的電池交由合格廠商回收。',
  ]),
  eco('2026-08-20', 'circular', 'vacuum-03', '深層清潔讓吸塵器再用五年', '定期深層清潔能維持馬達效率，減少提早汰換。', [
    '清潔報告｜每次服務都附上檢測數據，讓您了解機器狀態。',
  ]),
  eco('2026-07-16', 'craft', 'workshop-05', '維修技師培訓計畫', '與技職學校合作，每年培訓二十位家電維修技師。', [
    '實習制度｜學生於維修服務中心實習六個月。',
    '原廠認證｜完成培訓可取得品牌原廠維修認證。',
  ]),
  eco('2026-06-12', 'community', 'class-03', '社區料理教室走進偏鄉', '帶著鍋具與食材，到偏鄉小學分享節氣料理。', [
    '一年十二場｜走訪花東與中南部的十二所小學。',
  ]),
  eco('2026-05-08', 'supply', 'workshop-03', '與原廠共同檢視供應鏈', '每年實地走訪品牌工廠，確認製程與勞動條件。', [
    '檢視項目｜工時、安全衛生與原料來源。',
  ]),
  eco(
    '2026-04-10',
    'disclosure',
    'magazine-06',
    '2025 永續報告書發布',
    '第三本永續報告書完整揭露溫室氣體排放與減量目標。',
    ['重點摘要｜範疇一與範疇二排放較前一年減少 12%。'],
  ),
  eco('2026-03-05', 'packaging', 'gift-02', '門市購物袋改為可重複使用', '門市不再提供一次性購物袋，改以帆布袋租借。', [
    '租借方式｜憑會員卡免費借用，下次購物時歸還。',
  ]),
  eco('2026-02-02', 'community', 'textiles-02', '舊衣回收與織品再生', '與紡木合作回收舊毛巾，再生為清潔用抹布。', [
    '回收地點｜全台直營門市設有回收箱。',
  ]),
];

export const REPORTS: ArticleSeed[] = [
  {
    subject: '2025 年永續報告書',
    summary: '涵蓋 2025 年度環境、社會與治理績效，以及 2030 減碳目標。',
    points: ['報告範疇｜台灣總公司、直營門市與維修服務中心。'],
    date: '2026-04-10',
    image: 'magazine-06',
  },
  {
    subject: '2024 年永續報告書',
    summary: '首次揭露範疇三排放，並設定包裝減塑目標。',
    points: ['報告範疇｜台灣總公司與直營門市。'],
    date: '2025-04-15',
    image: 'magazine-07',
  },
  {
    subject: '2023 年永續報告書',
    summary: '第一本永續報告書，建立永續治理架構。',
    points: ['報告範疇｜台灣總公司。'],
    date: '2024-04-20',
    image: 'magazine-08',
  },
];
