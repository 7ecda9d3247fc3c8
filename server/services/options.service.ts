import { asc, sql } from 'drizzle-orm';
import type { BrandOption, BrandServiceType } from '../../schemas/brand.schema';
import type { City } from '../../schemas/option.schema';
import type { PageQuery } from '../../schemas/page-query.schema';
import { allCities } from '../../schemas/tw-address';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { channels } from '../db/tables/channel.table';
import { contactClasses } from '../db/tables/contact-class.table';
import { subscribeTopics } from '../db/tables/subscribe-topic.table';
import { type PageOf, pageMeta, pageWindow, paginate } from '../domain/pagination';

/** `/api/option/address`: cities with their towns, paged like every option list (SPEC §7). */
export function listCities(query: PageQuery): PageOf<City> {
  const cities = allCities();
  const { limit, offset } = pageWindow(query);
  return { data: cities.slice(offset, offset + limit), meta: pageMeta(cities.length, query) };
}

/** `/api/option/brands?type=`: the brands a service form offers (`all`: every brand). */
export async function listBrandOptions(
  db: Db,
  input: { type: 'all' | BrandServiceType; query: PageQuery },
): Promise<PageOf<BrandOption>> {
  const where = input.type === 'all' ? undefined : sql`${input.type} = any(${brands.serviceTypes})`;
  const page = await paginate(input.query, {
    count: () => db.$count(brands, where),
    rows: ({ limit, offset }) =>
      db.select().from(brands).where(where).orderBy(asc(brands.sort), asc(brands.id)).limit(limit).offset(offset),
  });
  return {
    meta: page.meta,
    data: page.data.map((b) => ({
      id: b.id,
      name: b.name,
      name_en: b.nameEn,
      country: b.country,
      logo: toImage(b.logoLink, b.logoWidth, b.logoHeight, b.name),
      service_types: b.serviceTypes as BrandServiceType[],
    })),
  };
}

export async function listContactClasses(db: Db, query: PageQuery) {
  return paginate(query, {
    count: () => db.$count(contactClasses),
    rows: ({ limit, offset }) =>
      db
        .select({ id: contactClasses.id, name: contactClasses.name })
        .from(contactClasses)
        .orderBy(asc(contactClasses.sort), asc(contactClasses.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function listSubscribeTopics(db: Db, query: PageQuery) {
  return paginate(query, {
    count: () => db.$count(subscribeTopics),
    rows: ({ limit, offset }) =>
      db
        .select({ id: subscribeTopics.id, subject: subscribeTopics.subject, description: subscribeTopics.description })
        .from(subscribeTopics)
        .orderBy(asc(subscribeTopics.sort), asc(subscribeTopics.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function listChannels(db: Db, query: PageQuery) {
  return paginate(query, {
    count: () => db.$count(channels),
    rows: ({ limit, offset }) =>
      db
        .select({ id: channels.id, name: channels.name })
        .from(channels)
        .orderBy(asc(channels.sort), asc(channels.id))
        .limit(limit)
        .offset(offset),
  });
}
