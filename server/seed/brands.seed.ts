import type { BrandServiceType } from '../../schemas/brand.schema';
import type { ArticleSeed, CategorySeed } from './seed-types';

/** Invented brands (no real trademarks): what the importer carries. */
export interface BrandSeed {
  key: string;
  name: string;
  nameEn: string;
  country: string;
  logo: string;
  serviceTypes: BrandServiceType[];
  category: string;
  story: ArticleSeed;
}

export const BRAND_CATEGORIES: CategorySeed[] = [
  {
    key: 'kitchen',
    slug: 'kitchen',
    subject: '廚房烹調',
    description: '鑄鐵鍋、土鍋與刀具，讓每天的三餐更從容。',
    image: 'pan-01',
  },
  {
    key: 'cleaning',
    slug: 'cleaning',
    subject: '清潔家電',
    description: '無線吸塵器、蒸氣拖把與空氣清淨機。',
    image: 'purifier-01',
  },
  {
    key: 'tableware',
    slug: 'tableware',
    subject: '餐桌器皿',
    description: '陶瓷與琺瑯餐具，把日常餐桌變成風景。',
    image: 'tableware-04',
  },
  {
    key: 'textiles',
    slug: 'textiles',
    subject: '居家織品',
    description: '有機棉毛巾與亞麻寢具，觸感溫柔。',
    image: 'textiles-04',
  },
];

export const BRANDS: BrandSeed[] = [
  {
    key: 'fjallro',
    name: '菲耶羅',
    nameEn: 'Fjällro',
    country: '瑞典',
    logo: 'logo-01',
    serviceTypes: ['general', 'faq'],
    category: 'kitchen',
    story: {
      subject: 'Fjällro 菲耶羅｜北國森林裡的鑄鐵鍋',
      summary: '誕生於瑞典中部山城的鑄鐵工坊，以砂模一次成形，百年來只做一件事：讓燉煮更好吃。',
      points: [
        '山城的鑄造技藝｜工坊至今仍以砂模手工翻鑄，每一只鍋都經過十二道研磨與上油，鍋壁厚實、導熱均勻。',
        '適合台灣廚房的尺寸｜我們與原廠一同挑選 18 至 24 公分的鍋款，兩到四人的家庭也能輕鬆使用。',
        '保固與保養｜鍋身享十年保固；若琺瑯層在正常使用下剝落，可透過維修服務申請檢測。',
      ],
      date: '2025-03-12',
      image: 'pot-01',
    },
  },
  {
    key: 'kazeno',
    name: '風野',
    nameEn: 'Kazeno',
    country: '日本',
    logo: 'logo-02',
    serviceTypes: ['general', 'fast', 'faq', 'deep'],
    category: 'cleaning',
    story: {
      subject: 'Kazeno 風野｜輕到忘了它在手上的吸塵器',
      summary: '來自日本長野的家電品牌，把馬達做得更小、更安靜，讓打掃成為隨手就能完成的小事。',
      points: [
        '1.2 公斤的手持主機｜主機只有一瓶礦泉水的重量，掛在牆上隨手取用，沙發縫與車內也能輕鬆清潔。',
        '可拆洗的旋風集塵｜集塵盒與濾網都能水洗，搭配深層清潔服務，吸力可長久維持。',
        '速修與深層清潔｜指定型號可預約門市速修，最快約 40 分鐘完成；深層清潔服務適用全系列手持吸塵器。',
      ],
      date: '2025-03-20',
      image: 'vacuum-02',
    },
  },
  {
    key: 'soline',
    name: '索琳工坊',
    nameEn: 'Atelier Soline',
    country: '法國',
    logo: 'logo-03',
    serviceTypes: ['faq'],
    category: 'tableware',
    story: {
      subject: 'Atelier Soline 索琳工坊｜普羅旺斯的陽光釉色',
      summary: '南法小鎮的陶瓷工坊，以當地黏土與礦物釉燒製餐盤，每一件的釉色都略有不同。',
      points: [
        '手拉坯的溫度｜盤緣的細微起伏來自職人的手，讓每天的早餐多了一點手作的溫度。',
        '可進烤箱與洗碗機｜高溫燒製的炻器質地堅硬，耐熱耐刮，日常使用不必小心翼翼。',
      ],
      date: '2025-04-02',
      image: 'tableware-01',
    },
  },
  {
    key: 'tsumugi',
    name: '紡木',
    nameEn: 'Tsumugi',
    country: '日本',
    logo: 'logo-04',
    serviceTypes: ['faq'],
    category: 'textiles',
    story: {
      subject: 'Tsumugi 紡木｜今治職人的有機棉毛巾',
      summary: '以低撚紗慢速織成的毛巾，第一次使用就吸水，洗得越久越柔軟。',
      points: [
        '低撚紗的蓬鬆感｜紗線撚得少，纖維之間保留空氣，觸感蓬鬆、乾得也快。',
        '有機棉與天然染｜使用有機認證棉花，以植物與礦物染料染色，敏感肌也能安心使用。',
      ],
      date: '2025-04-18',
      image: 'textiles-03',
    },
  },
  {
    key: 'vellmar',
    name: '威爾馬',
    nameEn: 'Vellmar',
    country: '德國',
    logo: 'logo-05',
    serviceTypes: ['general', 'faq'],
    category: 'kitchen',
    story: {
      subject: 'Vellmar 威爾馬｜一把刀用上二十年',
      summary: '德國刀鎮的家族刀廠，以一體鍛造的刀身與人體工學刀柄，陪伴家庭廚房一個世代。',
      points: [
        '一體鍛造｜刀身與刀柄由同一塊鋼材鍛造，重心穩定，切菜不易疲勞。',
        '免費磨刀服務｜購買一年內可至維修服務中心免費研磨一次，之後享優惠價格。',
      ],
      date: '2025-05-06',
      image: 'knives-01',
    },
  },
  {
    key: 'klaarhus',
    name: '克拉荷斯',
    nameEn: 'Klaarhus',
    country: '荷蘭',
    logo: 'logo-06',
    serviceTypes: ['general', 'fast', 'faq', 'deep'],
    category: 'cleaning',
    story: {
      subject: 'Klaarhus 克拉荷斯｜用水蒸氣打掃整個家',
      summary: '荷蘭設計的蒸氣拖把與空氣清淨機，不靠清潔劑，也能讓地板與空氣都乾淨。',
      points: [
        '120°C 高溫蒸氣｜只用自來水加熱成蒸氣，廚房油污與浴室皂垢都能輕鬆帶走。',
        '北歐極簡外型｜霧面機身與布質收納袋，收在客廳角落也好看。',
        '服務據點｜全台維修服務中心皆可送修，蒸氣拖把享速修服務。',
      ],
      date: '2025-05-22',
      image: 'mop-01',
    },
  },
  {
    key: 'hoshimura',
    name: '星村',
    nameEn: 'Hoshimura',
    country: '日本',
    logo: 'logo-07',
    serviceTypes: ['general', 'fast', 'faq'],
    category: 'kitchen',
    story: {
      subject: 'Hoshimura 星村｜伊賀土鍋的一鍋好飯',
      summary: '三重縣的土鍋窯元與家電工程師合作，把土鍋炊飯的火候做進電子鍋裡。',
      points: [
        '會呼吸的土鍋內膽｜多孔質的陶土蓄熱慢、散熱也慢，米粒在鍋中均勻受熱，粒粒分明。',
        '三段火候記憶｜白米、糙米與炊飯各有專屬程序，按下按鈕就能煮出鍋巴。',
      ],
      date: '2025-06-10',
      image: 'donabe-01',
    },
  },
  {
    key: 'brisa',
    name: '布里薩',
    nameEn: 'Brisa Casa',
    country: '葡萄牙',
    logo: 'logo-08',
    serviceTypes: ['faq'],
    category: 'tableware',
    story: {
      subject: 'Brisa Casa 布里薩｜里斯本海風裡的琺瑯杯',
      summary: '葡萄牙的琺瑯工廠，手繪杯緣的藍色線條，從露營地到餐桌都適用。',
      points: [
        '輕巧耐摔｜鋼胎琺瑯比陶瓷輕，不怕磕碰，帶去野餐或露營都安心。',
        '手繪線條｜每一條藍邊都由工匠手繪，粗細略有差異，是手作的證明。',
      ],
      date: '2025-07-01',
      image: 'kettle-02',
    },
  },
];

export const FAQ_CATEGORIES: CategorySeed[] = [
  { key: 'warranty', slug: 'warranty', subject: '保固與維修' },
  { key: 'care', slug: 'care', subject: '使用與保養' },
  { key: 'deep-clean', slug: 'deep-clean', subject: '深層清潔' },
];

const faq = (brand: string, category: string, date: string, subject: string, answer: string[]): ArticleSeed => ({
  subject,
  summary: answer[0] ?? '',
  points: answer.slice(1),
  brand,
  categories: [category],
  date,
});

export const FAQS: ArticleSeed[] = [
  faq('kazeno', 'warranty', '2025-08-01', '風野吸塵器的保固期間多久？', [
    '主機享兩年保固，電池享一年保固，自購買日起算。',
    '請保留購買發票，並於購買後 30 天內完成線上保固登錄，即可再延長半年主機保固。',
  ]),
  faq('kazeno', 'care', '2025-08-03', '吸力變弱了，該怎麼自行檢查？', [
    '多數吸力變弱來自濾網堵塞或滾刷纏繞毛髮。',
    '請先清空集塵盒、以清水沖洗濾網並完全陰乾 24 小時，再剪除滾刷上的毛髮。',
    '若仍未改善，可預約門市速修檢測，最快約 40 分鐘完成。',
  ]),
  faq('kazeno', 'deep-clean', '2025-08-05', '深層清潔服務包含哪些項目？', [
    '深層清潔包含主機拆解除塵、風道與馬達周邊清潔、滾刷軸承更換與吸力檢測。',
    '服務適用風野與克拉荷斯指定型號的手持吸塵器，完成後附清潔報告。',
  ]),
  faq('kazeno', 'care', '2025-08-08', '電池可以一直插著充電嗎？', [
    '可以。主機內建充電保護，充飽後會自動停止充電。',
    '若長時間不使用，建議每三個月充放電一次，以維持電池壽命。',
  ]),
  faq('kazeno', 'warranty', '2025-08-12', '送修時需要附上哪些配件？', [
    '請附上主機、電池與充電座；吸頭與延長管無須寄送，除非故障與其相關。',
  ]),
  faq('klaarhus', 'care', '2025-08-15', '蒸氣拖把可以加入清潔劑嗎？', [
    '請勿加入任何清潔劑或香精，以免阻塞蒸氣孔並損壞加熱元件。',
    '若居住地區水質較硬，建議使用過濾水，可減少水垢累積。',
  ]),
  faq('klaarhus', 'deep-clean', '2025-08-18', '蒸氣拖把多久需要除垢一次？', [
    '一般使用約每兩個月除垢一次；若出蒸氣量明顯變小，也代表需要除垢了。',
    '可使用原廠除垢劑，或預約深層清潔服務由技師處理。',
  ]),
  faq('klaarhus', 'warranty', '2025-08-21', '空氣清淨機濾網在保固範圍內嗎？', [
    '濾網屬於耗材，不在保固範圍內；主機與馬達享兩年保固。',
  ]),
  faq('klaarhus', 'care', '2025-08-25', '空氣清淨機的濾網多久更換？', [
    '一般家庭約 6 至 12 個月更換一次，機身指示燈亮起時即可更換。',
  ]),
  faq('hoshimura', 'care', '2025-09-01', '土鍋內膽出現細紋正常嗎？', [
    '土鍋釉面的細紋稱為「貫入」，是陶土與釉藥收縮率不同所形成，不影響使用。',
    '第一次使用前，建議以洗米水煮粥「開鍋」，讓澱粉填補細孔。',
  ]),
  faq('hoshimura', 'warranty', '2025-09-04', '電子炊飯器的內膽摔破了可以單獨購買嗎？', [
    '可以。內膽可單獨購買，請透過聯絡表單告知型號，客服將為您報價。',
  ]),
  faq('hoshimura', 'care', '2025-09-08', '煮出來的飯太硬或太軟怎麼調整？', [
    '請依米種調整水量刻度：新米可減少約 5% 水量，糙米請使用糙米程序。',
  ]),
  faq('fjallro', 'care', '2025-09-12', '鑄鐵鍋生鏽了怎麼辦？', [
    '以鋼刷刷除鏽斑後洗淨擦乾，開小火烘乾，再薄薄抹上一層食用油加熱養鍋即可。',
  ]),
  faq('fjallro', 'warranty', '2025-09-15', '琺瑯鍋的保固範圍為何？', [
    '鍋身享十年保固；正常使用下的琺瑯剝落可申請檢測，人為撞擊或空燒造成的損傷不在保固範圍。',
  ]),
  faq('vellmar', 'care', '2025-09-19', '刀具可以放進洗碗機嗎？', [
    '不建議。洗碗機的高溫與強鹼清潔劑會使刀刃變鈍、刀柄老化，請以手洗並立即擦乾。',
  ]),
  faq('vellmar', 'warranty', '2025-09-23', '免費磨刀服務如何申請？', [
    '購買一年內，攜帶刀具與購買證明至任一維修服務中心，即可免費研磨一次。',
  ]),
];
