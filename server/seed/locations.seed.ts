export const LOCATION_CLASSES = [
  { code: 'flagship', name: '直營門市' },
  { code: 'department', name: '百貨專櫃' },
  { code: 'service', name: '維修服務中心' },
  { code: 'zonezone', name: 'ZONEZONE 概念店' },
] as const;

export const LOCATION_CATEGORIES = ['速修服務', '深層清潔', '保固登錄', '料理教室'] as const;

export interface LocationSeed {
  name: string;
  class: (typeof LOCATION_CLASSES)[number]['code'];
  city: string;
  town: string;
  address: string;
  phone: string;
  hours: string[];
  categories: (typeof LOCATION_CATEGORIES)[number][];
  image: string;
}

const WEEK = ['週一至週日 11:00–21:30'];
const SERVICE_HOURS = ['週一至週五 10:00–19:00', '週六 10:00–17:00', '週日及國定假日公休'];

/** 15 stores in 7 cities, 4 types: a page of 10 leaves a second page. */
export const LOCATIONS: LocationSeed[] = [
  {
    name: '好生活 信義旗艦店',
    class: 'flagship',
    city: '臺北市',
    town: '信義區',
    address: '松仁路 58 號 1 樓',
    phone: '02-2720-1188',
    hours: WEEK,
    categories: ['速修服務', '保固登錄', '料理教室'],
    image: 'square-01',
  },
  {
    name: '好生活 大安門市',
    class: 'flagship',
    city: '臺北市',
    town: '大安區',
    address: '敦化南路一段 233 巷 12 號',
    phone: '02-2711-5566',
    hours: WEEK,
    categories: ['保固登錄'],
    image: 'square-02',
  },
  {
    name: '晴光百貨 中山店 5F 專櫃',
    class: 'department',
    city: '臺北市',
    town: '中山區',
    address: '南京西路 12 號 5 樓',
    phone: '02-2581-3322',
    hours: ['週日至週四 11:00–21:30', '週五、週六 11:00–22:00'],
    categories: ['保固登錄'],
    image: 'square-03',
  },
  {
    name: '台北維修服務中心',
    class: 'service',
    city: '臺北市',
    town: '內湖區',
    address: '瑞光路 399 號 2 樓',
    phone: '02-2659-8800',
    hours: SERVICE_HOURS,
    categories: ['速修服務', '深層清潔', '保固登錄'],
    image: 'square-04',
  },
  {
    name: 'ZONEZONE 概念店 赤峰街',
    class: 'zonezone',
    city: '臺北市',
    town: '大同區',
    address: '赤峰街 41 巷 7 號',
    phone: '02-2550-7070',
    hours: ['週二至週日 12:00–20:00', '週一公休'],
    categories: ['料理教室'],
    image: 'square-05',
  },
  {
    name: '好生活 板橋門市',
    class: 'flagship',
    city: '新北市',
    town: '板橋區',
    address: '縣民大道二段 7 號',
    phone: '02-2960-3131',
    hours: WEEK,
    categories: ['速修服務', '保固登錄'],
    image: 'square-06',
  },
  {
    name: '晴光百貨 新店店 3F 專櫃',
    class: 'department',
    city: '新北市',
    town: '新店區',
    address: '中興路三段 70 號 3 樓',
    phone: '02-2910-6262',
    hours: WEEK,
    categories: ['保固登錄'],
    image: 'square-07',
  },
  {
    name: '好生活 桃園藝文門市',
    class: 'flagship',
    city: '桃園市',
    town: '桃園區',
    address: '中正路 1088 號',
    phone: '03-356-2211',
    hours: WEEK,
    categories: ['速修服務', '保固登錄'],
    image: 'square-08',
  },
  {
    name: '桃園維修服務中心',
    class: 'service',
    city: '桃園市',
    town: '中壢區',
    address: '中華路二段 501 號',
    phone: '03-452-9900',
    hours: SERVICE_HOURS,
    categories: ['速修服務', '深層清潔'],
    image: 'square-09',
  },
  {
    name: '晴光百貨 新竹店 B1 專櫃',
    class: 'department',
    city: '新竹市',
    town: '東區',
    address: '民權路 176 號 B1',
    phone: '03-532-1616',
    hours: WEEK,
    categories: ['保固登錄'],
    image: 'square-10',
  },
  {
    name: '好生活 台中勤美門市',
    class: 'flagship',
    city: '臺中市',
    town: '西區',
    address: '公益路 68 號',
    phone: '04-2322-5858',
    hours: WEEK,
    categories: ['速修服務', '保固登錄', '料理教室'],
    image: 'square-11',
  },
  {
    name: '台中維修服務中心',
    class: 'service',
    city: '臺中市',
    town: '南屯區',
    address: '文心路一段 186 號 3 樓',
    phone: '04-2472-6600',
    hours: SERVICE_HOURS,
    categories: ['速修服務', '深層清潔', '保固登錄'],
    image: 'square-12',
  },
  {
    name: '好生活 台南門市',
    class: 'flagship',
    city: '臺南市',
    town: '中西區',
    address: '西門路二段 120 號',
    phone: '06-222-4545',
    hours: WEEK,
    categories: ['速修服務', '保固登錄'],
    image: 'square-01',
  },
  {
    name: '好生活 高雄駁二門市',
    class: 'flagship',
    city: '高雄市',
    town: '鹽埕區',
    address: '大勇路 1 號',
    phone: '07-521-3838',
    hours: WEEK,
    categories: ['保固登錄', '料理教室'],
    image: 'square-02',
  },
  {
    name: '高雄維修服務中心',
    class: 'service',
    city: '高雄市',
    town: '前鎮區',
    address: '中山二路 91 號 5 樓',
    phone: '07-335-7700',
    hours: SERVICE_HOURS,
    categories: ['速修服務', '深層清潔', '保固登錄'],
    image: 'square-03',
  },
];
