import type { ArticleSeed, CategorySeed } from './seed-types';

export const NEWS_CATEGORIES: CategorySeed[] = [
  { key: 'brand', slug: 'brand-news', subject: '品牌公告' },
  { key: 'event', slug: 'event-news', subject: '活動快訊' },
  { key: 'service', slug: 'service-news', subject: '服務公告' },
];

const news = (
  date: string,
  category: string,
  subject: string,
  summary: string,
  points: string[],
  isTop = false,
): ArticleSeed => ({
  subject,
  summary,
  points,
  categories: [category],
  date,
  isTop,
});

/** Each item's picture (images.seed.ts) shows its subject; no two items share one. */
const PICTURES: Record<string, string> = {
  '冬季料理教室開放報名：土鍋炊飯與燉煮': 'class-01',
  年末維修服務時間調整公告: 'workshop-01',
  風野全新手持吸塵器上市: 'vacuum-02',
  'HENCE 生活誌讀者聚會報名開始': 'class-02',
  速修服務新增台南據點: 'shopfront-04',
  '索琳工坊秋季新釉色「栗子棕」登場': 'tableware-01',
  夏日清潔保養講座回顧: 'mop-02',
  線上保固登錄流程更新: 'shopfront-03',
  紡木有機棉浴巾新色上市: 'textiles-03',
  母親節門市體驗活動: 'donabe-02',
  會員條款更新通知: 'gift-01',
  克拉荷斯空氣清淨機獲荷蘭設計獎: 'purifier-02',
  春季生活市集參展資訊: 'shopfront-01',
  農曆春節客服時間公告: 'gift-02',
};

/** 14 items, 2 of them featured: the list of 12 spans three pages of 5. */
const ITEMS: ArticleSeed[] = [
  news(
    '2026-11-12',
    'event',
    '冬季料理教室開放報名：土鍋炊飯與燉煮',
    '十二月起於台北與台中門市舉辦冬季料理教室，名額有限，會員優先報名。',
    [
      '課程內容｜由星村與菲耶羅的品牌講師示範土鍋炊飯、鑄鐵鍋燉煮，每位學員都有專屬爐台。',
      '報名方式｜請至活動報名頁選擇場次，完成付款後即保留名額。',
    ],
    true,
  ),
  news(
    '2026-11-03',
    'service',
    '年末維修服務時間調整公告',
    '因應年末檢修，維修服務中心 12 月 30 日至 1 月 2 日暫停收件，速修服務照常。',
    ['受影響的服務｜一般維修與深層清潔的收件與寄回將順延，線上申請不受影響。'],
    true,
  ),
  news('2026-10-20', 'brand', '風野全新手持吸塵器上市', '重量僅 1.2 公斤的新機上市，集塵盒全水洗，適用深層清潔服務。', [
    '新機特色｜馬達更安靜、續航提升 20%，並附寵物毛髮專用吸頭。',
  ]),
  news(
    '2026-10-02',
    'event',
    'HENCE 生活誌讀者聚會報名開始',
    '邀請讀者來到 ZONEZONE 概念店，與編輯部一起聊聊秋天的餐桌。',
    ['活動地點｜ZONEZONE 概念店二樓，當天提供季節飲品。'],
  ),
  news('2026-09-15', 'service', '速修服務新增台南據點', '台南門市即日起提供速修服務，指定型號最快約 40 分鐘完成。', [
    '服務項目｜風野與克拉荷斯指定型號之滾刷、電池與濾網更換。',
  ]),
  news(
    '2026-08-28',
    'brand',
    '索琳工坊秋季新釉色「栗子棕」登場',
    '以南法秋天的栗子林為靈感，新釉色將於九月起陸續到店。',
    ['到店時間｜九月起於直營門市與百貨專櫃陸續上架。'],
  ),
  news('2026-08-05', 'event', '夏日清潔保養講座回顧', '感謝近百位會員參與，講座重點整理與簡報下載請見本文。', [
    '講座重點｜濾網清洗、電池保養與蒸氣拖把除垢三大主題。',
  ]),
  news('2026-07-10', 'service', '線上保固登錄流程更新', '保固登錄新增發票 QR Code 掃描，免手動輸入發票號碼。', [
    '使用方式｜於保固登錄頁選擇「掃描發票」，對準電子發票左側 QR Code 即可。',
  ]),
  news('2026-06-18', 'brand', '紡木有機棉浴巾新色上市', '新增霧藍與苔綠兩色，延續低撚紗的蓬鬆觸感。', [
    '尺寸｜浴巾 70×140 公分，另有同色系毛巾與方巾。',
  ]),
  news('2026-05-26', 'event', '母親節門市體驗活動', '活動期間至直營門市體驗土鍋炊飯，即可獲得紡木方巾一條。', [
    '活動期間｜五月一日至五月三十一日，贈品數量有限。',
  ]),
  news('2026-04-30', 'service', '會員條款更新通知', '為提供更完善的會員服務，會員條款將於六月一日起更新。', [
    '更新重點｜新增電子發票載具說明與個人資料保存期間。',
  ]),
  news(
    '2026-03-22',
    'brand',
    '克拉荷斯空氣清淨機獲荷蘭設計獎',
    '以簡約的圓柱造型與低噪音設計，獲得荷蘭年度設計獎肯定。',
    ['得獎型號｜適用 10 至 15 坪空間的標準款。'],
  ),
  news('2026-02-14', 'event', '春季生活市集參展資訊', '好生活將於春季生活市集設攤，現場展示全品牌新品。', [
    '攤位位置｜主展區 B12，現場提供會員專屬優惠。',
  ]),
  news('2026-01-08', 'service', '農曆春節客服時間公告', '春節期間客服與線上表單暫停回覆，年後依序處理。', [
    '暫停期間｜除夕至初五，初六起恢復正常服務。',
  ]),
];

export const NEWS: ArticleSeed[] = ITEMS.map((n) => ({ ...n, image: PICTURES[n.subject] }));
