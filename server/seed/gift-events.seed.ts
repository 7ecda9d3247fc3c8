import { asc, sql } from 'drizzle-orm';
import { GIFT_BRAND_SECTION } from '../../schemas/gift-event.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { channels } from '../db/tables/channel.table';
import { giftChoices } from '../db/tables/gift-choice.table';
import { giftEvents } from '../db/tables/gift-event.table';
import { giftEventChannels } from '../db/tables/gift-event-channel.table';
import { giftMenus } from '../db/tables/gift-menu.table';
import { demoImage } from './images.seed';

export const GIFT_MENUS = ['吸塵器', '廚房家電', '生活雜貨'] as const;

interface GiftEventSeed {
  subject: string;
  summary: string;
  body: string;
  menu: (typeof GIFT_MENUS)[number];
  /** purchase window and last claim day, in days from the seeding day */
  from: number;
  to: number;
  applyTo: number;
  minAmount: number;
  /** indexes into the seeded channels (pages.seed.ts CHANNELS) */
  channels: number[];
  isTop?: boolean;
  /** its picture (images.seed.ts): the gifts, wrapped */
  image: string;
  gifts: { name: string; description: string; stock: number }[];
}

/** Demo gift events: open ones, one ended, one whose gifts are all given away, one to come. */
export const GIFT_EVENTS: GiftEventSeed[] = [
  {
    subject: 'HS 無線吸塵器購機禮',
    image: 'gift-04',
    summary: '活動期間購買 HS 無線吸塵器，登錄發票即可挑選一項好禮。',
    body: '活動期間於指定通路購買 HS 無線吸塵器，單張發票滿 NT$3,000，即可上傳發票與商品照片申請贈品。\n\n每張發票限申請一次，贈品數量有限，送完為止。審核通過後 14 個工作天內寄出。',
    menu: '吸塵器',
    from: -30,
    to: 30,
    applyTo: 45,
    minAmount: 3000,
    channels: [0, 1, 2, 4],
    isTop: true,
    gifts: [
      { name: 'HEPA 替換濾網組', description: '原廠濾網兩入，適用全系列無線吸塵器。', stock: 50 },
      { name: '壁掛收納架', description: '免鑽孔設計，吸塵器與配件一次收好。', stock: 30 },
    ],
  },
  {
    subject: '廚房家電滿額贈',
    image: 'gift-05',
    summary: '購買指定廚房家電滿 NT$5,000，送琺瑯保鮮盒三件組。',
    body: '活動期間於好生活官方網站或直營門市購買指定廚房家電，單張發票滿 NT$5,000 即可申請。\n\n贈品以宅配寄送，僅限臺灣本島與離島地址。',
    menu: '廚房家電',
    from: -10,
    to: 20,
    applyTo: 30,
    minAmount: 5000,
    channels: [0, 2],
    gifts: [{ name: '琺瑯保鮮盒三件組', description: '可直火、可烤箱的琺瑯保鮮盒。', stock: 100 }],
  },
  {
    subject: '週年慶吸塵器加碼禮',
    image: 'gift-03',
    summary: '週年慶購買吸塵器即贈清潔刷具組（已送完）。',
    body: '週年慶期間購買吸塵器即可申請清潔刷具組。\n\n本活動贈品已全數送出，感謝大家熱情參與。',
    menu: '吸塵器',
    from: -20,
    to: 10,
    applyTo: 20,
    minAmount: 0,
    channels: [0, 1, 2, 3, 4],
    gifts: [{ name: '清潔刷具組', description: '縫隙刷、除塵刷與延長管。', stock: 0 }],
  },
  {
    subject: '夏日生活雜貨購物禮',
    image: 'gift-02',
    summary: '夏季購買生活雜貨滿額送環保購物袋（活動已結束）。',
    body: '夏季活動期間購買生活雜貨滿 NT$1,500 即可申請環保購物袋。\n\n本活動已結束。',
    menu: '生活雜貨',
    from: -150,
    to: -90,
    applyTo: -80,
    minAmount: 1500,
    channels: [0, 1, 2],
    gifts: [{ name: '環保購物袋', description: '可折疊收納的帆布購物袋。', stock: 12 }],
  },
  {
    subject: '新春廚房煥新禮',
    image: 'gift-01',
    summary: '新春期間購買廚房家電，送木質砧板（即將開始）。',
    body: '新春期間購買指定廚房家電滿 NT$2,000，即可申請木質砧板。',
    menu: '廚房家電',
    from: 20,
    to: 60,
    applyTo: 75,
    minAmount: 2000,
    channels: [0, 2, 4],
    gifts: [{ name: '木質砧板', description: '原木一體成形砧板。', stock: 40 }],
  },
];

const dayFrom = (now: Date, days: number) => taipeiToday(now.getTime() + days * 86_400_000);

/** Seeds the gift events once (when there are none), dated around `now`. */
export async function seedGiftEvents(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(giftEvents);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const channelIds = (
      await tx.select({ id: channels.id }).from(channels).orderBy(asc(channels.sort), asc(channels.id))
    ).map((c) => c.id);
    const menus = await tx
      .insert(giftMenus)
      .values(GIFT_MENUS.map((name, i) => ({ brandSection: GIFT_BRAND_SECTION, name, sort: i + 1 })))
      .returning({ id: giftMenus.id, name: giftMenus.name });
    for (const seed of GIFT_EVENTS) {
      const [event] = await tx
        .insert(giftEvents)
        .values({
          brandSection: GIFT_BRAND_SECTION,
          menuId: menus.find((m) => m.name === seed.menu)?.id ?? null,
          subject: seed.subject,
          summary: seed.summary,
          body: seed.body,
          startedOn: dayFrom(now, seed.from),
          endedOn: dayFrom(now, seed.to),
          applyEndedOn: dayFrom(now, seed.applyTo),
          minAmount: seed.minAmount,
          isTop: seed.isTop ?? false,
          ...demoImage(seed.image),
        })
        .returning({ id: giftEvents.id });
      if (!event) throw new Error('gift event was not stored');
      const eligible = seed.channels.map((i) => channelIds[i]).filter((id): id is number => id !== undefined);
      if (eligible.length) {
        await tx.insert(giftEventChannels).values(eligible.map((channelId) => ({ giftEventId: event.id, channelId })));
      }
      await tx.insert(giftChoices).values(seed.gifts.map((g, i) => ({ giftEventId: event.id, ...g, sort: i + 1 })));
    }
  });
  return true;
}
