/** zh-TW copy of the brand story (a fixed page: no API data beyond the brands themselves). */
export const BRAND_STORY_TEXT = {
  lead: '從一件好用的器物開始，我們想把更好的生活帶回家。',
  brandsTitle: '我們代理的品牌',
  brandsLead: '每一個品牌，都是我們親自走訪工坊、用過多年之後才決定引進的。',
  brandsMore: '認識所有代理品牌',
} as const;

export const BRAND_STORY_CHAPTERS = [
  {
    id: 'beginning',
    eyebrow: '1998',
    title: '從一只鑄鐵鍋開始',
    body: '創辦人在北歐旅行時，帶回一只用了三代的鑄鐵鍋。它讓我們相信：好的器物不必多，只要耐用、好用，就能陪一個家很久。好生活從代理這只鍋開始，至今仍只引進我們自己每天在用的東西。',
  },
  {
    id: 'choosing',
    eyebrow: '選品',
    title: '用過，才推薦',
    body: '每一件商品進口前，都要在同仁家裡使用至少一個季節：煮飯、打掃、洗滌，確認它適合台灣的氣候與廚房，也確認壞了能修。',
  },
  {
    id: 'service',
    eyebrow: '服務',
    title: '買了之後，我們一直都在',
    body: '我們在全台設有維修服務中心與速修門市，提供保固登錄、維修、深層清潔與到府服務，讓每一件器物都能用得更久。',
  },
] as const;
