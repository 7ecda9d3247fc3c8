export const EVENT_CATEGORIES: { type: 'theme' | 'unit'; subject: string }[] = [
  { type: 'theme', subject: '料理課程' },
  { type: 'theme', subject: '清潔保養' },
  { type: 'theme', subject: '生活美學' },
  { type: 'unit', subject: '好生活' },
  { type: 'unit', subject: 'HENCE 生活誌' },
  { type: 'unit', subject: '品牌聯名' },
];

export interface EventSeed {
  subject: string;
  summary: string;
  points: string[];
  /** days from the seeding day (negative: past events) and the start hour, Taiwan time */
  day: number;
  hour: number;
  hours: number;
  placeName: string;
  placeAddress: string;
  costPlan: 'free' | 'paid';
  format: 'online' | 'offline';
  status: 'open' | 'closed';
  isTop?: boolean;
  categories: string[];
  image: string;
}

/**
 * Open events lie ahead of the day the database is seeded and closed ones behind it, so the
 * demo never shows an open sign-up for a past date.
 */
export const EVENTS: EventSeed[] = [
  {
    subject: '冬季土鍋炊飯教室',
    summary: '跟著星村品牌講師，用土鍋煮出一鍋有鍋巴的炊飯。',
    points: ['課程內容｜土鍋開鍋、炊飯火候與兩道季節配菜。', '費用說明｜含食材與講義，完成品可帶回。'],
    day: 20,
    hour: 14,
    hours: 3,
    placeName: '好生活 信義旗艦店',
    placeAddress: '臺北市信義區松仁路 58 號 1 樓',
    costPlan: 'paid',
    format: 'offline',
    status: 'open',
    isTop: true,
    categories: ['料理課程', '品牌聯名'],
    image: 'class-01',
  },
  {
    subject: '手持吸塵器保養講座（線上）',
    summary: '在家就能學會濾網清洗、滾刷整理與電池保養。',
    points: ['直播方式｜報名後以電子郵件寄送直播連結。', '現場問答｜講師將回答報名時預先提出的問題。'],
    day: 12,
    hour: 20,
    hours: 1,
    placeName: '線上直播',
    placeAddress: '',
    costPlan: 'free',
    format: 'online',
    status: 'open',
    isTop: true,
    categories: ['清潔保養', '好生活'],
    image: 'vacuum-05',
  },
  {
    subject: '鑄鐵鍋燉煮入門',
    summary: '一只鑄鐵鍋完成紅酒燉牛肉與法式燉菜。',
    points: ['適合對象｜第一次使用鑄鐵鍋的朋友。'],
    day: 34,
    hour: 14,
    hours: 3,
    placeName: '好生活 台中勤美門市',
    placeAddress: '臺中市西區公益路 68 號',
    costPlan: 'paid',
    format: 'offline',
    status: 'open',
    categories: ['料理課程', '品牌聯名'],
    image: 'pot-04',
  },
  {
    subject: 'HENCE 讀者聚會：冬天的餐桌',
    summary: '與編輯部一起聊聊冬天的餐桌與器物。',
    points: ['活動流程｜編輯分享、器物交流與季節茶點。'],
    day: 27,
    hour: 15,
    hours: 2,
    placeName: 'ZONEZONE 概念店 赤峰街',
    placeAddress: '臺北市大同區赤峰街 41 巷 7 號',
    costPlan: 'free',
    format: 'offline',
    status: 'open',
    categories: ['生活美學', 'HENCE 生活誌'],
    image: 'class-02',
  },
  {
    subject: '餐桌花藝與器皿搭配',
    summary: '以索琳工坊的陶盤為主角，學習季節餐桌佈置。',
    points: ['課程內容｜花材挑選、器皿配色與桌面構圖。'],
    day: 41,
    hour: 14,
    hours: 2,
    placeName: '好生活 高雄駁二門市',
    placeAddress: '高雄市鹽埕區大勇路 1 號',
    costPlan: 'paid',
    format: 'offline',
    status: 'open',
    categories: ['生活美學', '品牌聯名'],
    image: 'class-04',
  },
  {
    subject: '年末大掃除線上工作坊',
    summary: '居家整理師帶你排出四週的大掃除計畫。',
    points: ['附贈資料｜大掃除檢核表電子檔。'],
    day: 8,
    hour: 20,
    hours: 1,
    placeName: '線上直播',
    placeAddress: '',
    costPlan: 'paid',
    format: 'online',
    status: 'open',
    categories: ['清潔保養', 'HENCE 生活誌'],
    image: 'kitchen-03',
  },
  {
    subject: '秋季保存食教室',
    summary: '無花果果醬與油漬番茄，把秋天留在瓶子裡。',
    points: ['活動回顧｜感謝二十位會員參與。'],
    day: -30,
    hour: 14,
    hours: 3,
    placeName: '好生活 大安門市',
    placeAddress: '臺北市大安區敦化南路一段 233 巷 12 號',
    costPlan: 'paid',
    format: 'offline',
    status: 'closed',
    categories: ['料理課程', 'HENCE 生活誌'],
    image: 'jars-02',
  },
  {
    subject: '蒸氣拖把除垢示範（線上）',
    summary: '技師示範蒸氣拖把的除垢步驟與常見問題。',
    points: ['活動回顧｜直播錄影已寄送給報名會員。'],
    day: -45,
    hour: 20,
    hours: 1,
    placeName: '線上直播',
    placeAddress: '',
    costPlan: 'free',
    format: 'online',
    status: 'closed',
    categories: ['清潔保養', '品牌聯名'],
    image: 'mop-01',
  },
  {
    subject: '夏日冷泡茶品飲會',
    summary: '以不同器皿品飲冷泡茶，感受口感的差異。',
    points: ['活動回顧｜本場次已額滿並順利舉行。'],
    day: -110,
    hour: 15,
    hours: 2,
    placeName: 'ZONEZONE 概念店 赤峰街',
    placeAddress: '臺北市大同區赤峰街 41 巷 7 號',
    costPlan: 'free',
    format: 'offline',
    status: 'closed',
    categories: ['生活美學', 'HENCE 生活誌'],
    image: 'tea-04',
  },
  {
    subject: '刀具保養與磨刀體驗',
    summary: '威爾馬技師現場示範磨刀，學員可帶自家菜刀。',
    points: ['活動回顧｜共研磨了四十三把刀。'],
    day: -70,
    hour: 14,
    hours: 2,
    placeName: '台中維修服務中心',
    placeAddress: '臺中市南屯區文心路一段 186 號 3 樓',
    costPlan: 'free',
    format: 'offline',
    status: 'closed',
    categories: ['清潔保養', '品牌聯名'],
    image: 'knives-02',
  },
];
