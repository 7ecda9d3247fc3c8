import type { HomeBlockKey } from '../../schemas/home.schema';
import type { BlockPage } from '../../schemas/page-block.schema';
import { CARE_TOPIC_SUBJECT } from '../../schemas/subscribe.schema';

export const HOME_BANNERS: { device: 'pc' | 'mobile'; subject: string; image: string; link: string }[] = [
  { device: 'pc', subject: '冬日餐桌：一只鍋的溫度', image: 'banner-pc-01', link: '/hence' },
  { device: 'pc', subject: '冬季料理教室開放報名', image: 'banner-pc-02', link: '/events' },
  { device: 'pc', subject: '深層清潔，讓吸塵器再用五年', image: 'banner-pc-03', link: '/services/cleaning' },
  { device: 'mobile', subject: '冬日餐桌：一只鍋的溫度', image: 'banner-mobile-01', link: '/hence' },
  { device: 'mobile', subject: '冬季料理教室開放報名', image: 'banner-mobile-02', link: '/events' },
  { device: 'mobile', subject: '深層清潔，讓吸塵器再用五年', image: 'banner-mobile-03', link: '/services/cleaning' },
];

export interface BlockSeed {
  subject: string;
  subtitle?: string;
  content: string;
  image?: string;
  link?: string;
  linkText?: string;
  items?: { title: string; text: string; image?: string }[];
}

export const HOME_BLOCKS: Record<HomeBlockKey, BlockSeed> = {
  first_block: {
    subject: '好好生活，從一件好用的器物開始',
    subtitle: 'Since 1998',
    content:
      '好生活代理來自歐洲與日本的居家品牌：鑄鐵鍋、土鍋、陶瓷餐具、有機棉織品，以及輕巧好用的清潔家電。\n\n我們相信，好用的器物能讓每天多一點餘裕。',
    image: 'living-02',
    link: '/brand-story',
    linkText: '品牌故事',
  },
  event_block: {
    subject: '活動與課程',
    subtitle: 'Events',
    content: '料理教室、清潔保養講座與讀者聚會，線上線下都能參加。',
    link: '/events',
    linkText: '查看全部活動',
  },
  ecolife_block: {
    subject: '讓器物用得更久',
    subtitle: 'Eco Life',
    content: '維修、深層清潔與包裝減塑：我們用自己的方式，減少每一件器物對環境的負擔。',
    image: 'workshop-01',
    link: '/sustainability',
    linkText: '永續發展',
  },
  services_block: {
    subject: '售後服務',
    subtitle: 'Services',
    content: '線上登錄保固、申請維修與到府服務；速修最快約 40 分鐘完成，深層清潔適用指定品牌手持吸塵器。',
    link: '/services',
    linkText: '前往售後服務',
    items: [
      { title: '保固登錄', text: '掃描發票 QR Code，一分鐘完成登錄。' },
      { title: '維修服務', text: '線上申請，專人到府收件。' },
      { title: '速修服務', text: '門市預約，最快約 40 分鐘完成。' },
      { title: '深層清潔', text: '適用指定型號手持吸塵器。' },
    ],
  },
  footer_block: {
    subject: '訂閱 HENCE 生活誌',
    content: '每月一封信，收到新品、節氣食譜與活動消息。',
    link: '/contact',
    linkText: '聯絡我們',
  },
};

const block = (subject: string, content: string, extra: Partial<BlockSeed> = {}): BlockSeed => ({
  subject,
  content,
  ...extra,
});

/** SPEC §2 page-block sub-routes: sustainability, talent development, zonezone. */
export const PAGE_BLOCKS: Record<BlockPage, Record<string, BlockSeed>> = {
  sustainability: {
    banner: block('永續發展', '讓好的器物用得更久，是我們對環境最實在的承諾。', {
      subtitle: 'Sustainability',
      image: 'banner-pc-03',
    }),
    section1: block('我們的承諾', '從選品、包裝、運輸到售後，我們在每一個環節尋找減少浪費的方法。', {
      image: 'kitchen-02',
    }),
    section2: block('2030 目標', '三個方向，七項承諾。', {
      items: [
        { title: '包裝零塑膠', text: '2030 年前，出貨包裝全面不使用塑膠。' },
        { title: '維修優先', text: '每一件可修的產品，都優先修好。' },
        { title: '減碳 30%', text: '以 2023 年為基準，營運排放減少 30%。' },
      ],
    }),
    section3: block('減塑包裝', '蜂巢紙取代氣泡布，紙膠帶取代塑膠膠帶。', { image: 'gift-03' }),
    section4: block('產品循環', '維修、深層清潔與零件回收，延長產品的使用年限。', {
      image: 'vacuum-04',
      link: '/services',
      linkText: '售後服務',
    }),
    section5: block('職人培育', '與技職學校合作，每年培訓二十位維修技師。', { image: 'workshop-02' }),
    section6: block('社區參與', '帶著鍋具與食材，走進偏鄉小學分享節氣料理。', { image: 'class-01' }),
    section7: block('供應鏈管理', '每年實地走訪品牌工廠，確認製程與勞動條件。', { image: 'pot-04' }),
    section8: block('資訊揭露', '每年發布永續報告書，公開我們的進度與不足。'),
    section9: block('一起行動', '把舊毛巾帶到門市回收箱，或預約深層清潔，讓吸塵器再用五年。', {
      link: '/locations',
      linkText: '查詢門市',
    }),
    side: block('永續報告書', '下載歷年永續報告書。', { link: '/sustainability', linkText: '查看報告書' }),
    lists: block('永續行動', '最新的永續行動與成果。'),
  },
  'talent-development': {
    section1: block('人才發展', '好的服務來自好的人。我們投資每一位夥伴的成長。', {
      subtitle: 'Talent Development',
      image: 'banner-pc-02',
    }),
    section2: block('培訓體系', '從新人訓練到品牌原廠認證，完整的學習路徑。', {
      items: [
        { title: '新人訓練', text: '三個月的商品、服務與門市實務課程。' },
        { title: '原廠認證', text: '維修技師可取得品牌原廠的維修認證。' },
        { title: '海外研習', text: '每年選派夥伴前往歐洲與日本的品牌工廠研習。' },
      ],
    }),
    section3: block('職涯發展', '門市、維修、商品企劃與編輯，多元的職涯路徑。', { image: 'shopfront-01' }),
    section4: block(
      '夥伴心聲',
      '「在這裡，我學會把一台機器修好，也學會把一位客人的問題聽完。」── 台中維修服務中心技師',
      { image: 'avatar-03' },
    ),
    section5: block('加入我們', '歡迎對居家生活有熱情的你，與我們一起工作。', {
      link: '/contact',
      linkText: '聯絡我們',
    }),
  },
  zonezone: {
    breadcrumb: block('ZONEZONE 概念店', '首頁 / ZONEZONE 概念店'),
    section1: block('ZONEZONE 概念店', '赤峰街老屋裡的生活實驗室：選物、料理教室與季節展覽。', {
      subtitle: 'Concept Store',
      image: 'banner-pc-01',
    }),
    section2: block('一樓：選物', '全品牌的器物與當季新品，都能實際拿在手上試用。', { image: 'shopfront-02' }),
    section3: block('二樓：料理教室', '每週末開設料理課程，也是 HENCE 讀者聚會的場地。', { image: 'class-03' }),
    section4: block('季節展覽', '每季與一位職人合作，展出器物與創作。', {
      items: [
        { title: '冬：伊賀土鍋展', text: '展出七代窯元的土鍋作品。' },
        { title: '春：今治毛巾展', text: '低撚紗毛巾的織造過程。' },
      ],
    }),
    section5: block('老屋故事', '這棟建於 1960 年代的老屋，保留了原本的磨石子地板與木窗框。', { image: 'living-03' }),
    section6: block('交通資訊', '捷運中山站 5 號出口步行約 5 分鐘。', { link: '/locations', linkText: '查看門市資訊' }),
  },
};

/** In the order of SPEC class ids 1..6 (schemas/contact.schema.ts says which fields each asks for). */
export const CONTACT_CLASSES: { name: string; mailTo: string }[] = [
  { name: '商品諮詢', mailTo: 'product@haolife.example' },
  { name: '維修與保固', mailTo: 'service@haolife.example' },
  { name: '活動報名', mailTo: 'events@haolife.example' },
  { name: '會員服務', mailTo: 'members@haolife.example' },
  { name: '企業合作', mailTo: 'business@haolife.example' },
  { name: '其他', mailTo: 'hello@haolife.example' },
];

/** SPEC §7 /option/channels: where products are bought. */
export const CHANNELS = [
  '好生活官方網站',
  '百貨專櫃',
  '直營門市',
  '量販店',
  '電商平台',
  '電視購物',
  '其他通路',
] as const;

export const SUBSCRIBE_TOPICS: { subject: string; description: string }[] = [
  { subject: '新品上市', description: '各品牌新品與限定色的第一手消息。' },
  { subject: 'HENCE 生活誌精選', description: '每月精選文章與節氣食譜。' },
  { subject: '活動與課程', description: '料理教室、講座與讀者聚會的報名通知。' },
  { subject: CARE_TOPIC_SUBJECT, description: '依您登錄的產品，定期寄送保養提醒。' },
];
