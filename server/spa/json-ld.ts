import type { Crumb } from '../../schemas/breadcrumbs';
import { SITE_NAME } from '../../schemas/route-manifest';

/**
 * schema.org structured data for content pages (written into the page as JSON-LD by seo.ts).
 * URLs are absolute: crawlers do not resolve relative ones in structured data.
 */

const absolute = (link: string | null | undefined, origin: string) =>
  link ? new URL(link, origin).toString() : undefined;

const publisher = (origin: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
});

/** The breadcrumb the page draws (schemas/breadcrumbs.ts), as a BreadcrumbList. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: new URL(c.href, origin).toString(),
    })),
  };
}

/** The home page: who publishes the site, and the site with its search. */
export function siteJsonLd(origin: string): Record<string, unknown>[] {
  return [
    { '@context': 'https://schema.org', ...publisher(origin), '@id': `${origin}/#organization` },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: SITE_NAME,
      url: `${origin}/`,
      inLanguage: 'zh-Hant-TW',
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function articleJsonLd(a: {
  type: 'Article' | 'NewsArticle' | 'BlogPosting';
  headline: string;
  description: string;
  image: string | null;
  publishedAt: Date;
  updatedAt: Date;
  author: string | null;
  canonical: string;
  origin: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': a.type,
    headline: a.headline,
    description: a.description,
    ...(a.image ? { image: [absolute(a.image, a.origin)] } : {}),
    datePublished: a.publishedAt.toISOString(),
    dateModified: a.updatedAt.toISOString(),
    author: a.author ? { '@type': 'Person', name: a.author } : { '@type': 'Organization', name: SITE_NAME },
    publisher: publisher(a.origin),
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.canonical },
    inLanguage: 'zh-Hant-TW',
  };
}

export function recipeJsonLd(r: {
  name: string;
  description: string;
  image: string | null;
  publishedAt: Date;
  updatedAt: Date;
  author: string | null;
  cookMinutes: number;
  servings: number;
  ingredients: { name: string; amount: string }[];
  /** the steps the page shows (the body's numbered list) */
  steps: string[];
  category: string | null;
  origin: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.name,
    description: r.description,
    ...(r.image ? { image: [absolute(r.image, r.origin)] } : {}),
    datePublished: r.publishedAt.toISOString(),
    dateModified: r.updatedAt.toISOString(),
    author: r.author ? { '@type': 'Person', name: r.author } : { '@type': 'Organization', name: SITE_NAME },
    cookTime: `PT${r.cookMinutes}M`,
    // the recipes have one time, the cooking's: nothing is prepared apart from it
    totalTime: `PT${r.cookMinutes}M`,
    recipeInstructions: r.steps.map((text) => ({ '@type': 'HowToStep', text })),
    recipeYield: `${r.servings} 人份`,
    recipeIngredient: r.ingredients.map((i) => `${i.name} ${i.amount}`),
    ...(r.category ? { recipeCategory: r.category } : {}),
    inLanguage: 'zh-Hant-TW',
  };
}

export function eventJsonLd(e: {
  name: string;
  description: string;
  image: string | null;
  startedAt: Date;
  endedAt: Date;
  online: boolean;
  placeName: string;
  placeAddress: string;
  free: boolean;
  open: boolean;
  /** the lowest ticket price (0 when free) and when sign-up opened (the event's publication) */
  lowestPrice: number;
  salesFrom: Date;
  canonical: string;
  origin: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    description: e.description,
    ...(e.image ? { image: [absolute(e.image, e.origin)] } : {}),
    startDate: e.startedAt.toISOString(),
    endDate: e.endedAt.toISOString(),
    eventAttendanceMode: e.online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: e.online
      ? { '@type': 'VirtualLocation', url: e.canonical }
      : { '@type': 'Place', name: e.placeName, address: e.placeAddress },
    organizer: publisher(e.origin),
    ...(e.free ? { isAccessibleForFree: true } : {}),
    offers: {
      '@type': 'Offer',
      url: e.canonical,
      availability: e.open ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      price: e.free ? 0 : e.lowestPrice,
      priceCurrency: 'TWD',
      validFrom: e.salesFrom.toISOString(),
    },
  };
}

export function storeJsonLd(s: {
  name: string;
  address: { street: string; town: string; city: string; zipcode: string };
  geo: { latitude: number; longitude: number } | null;
  hours: readonly string[];
  phone: string;
  image: string | null;
  canonical: string;
  origin: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: s.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address.street,
      addressLocality: s.address.town,
      addressRegion: s.address.city,
      postalCode: s.address.zipcode,
      addressCountry: 'TW',
    },
    ...(s.geo ? { geo: { '@type': 'GeoCoordinates', ...s.geo } } : {}),
    openingHoursSpecification: openingHours(s.hours),
    telephone: s.phone,
    ...(s.image ? { image: absolute(s.image, s.origin) } : {}),
    url: s.canonical,
  };
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_OF: Record<string, number> = { 一: 0, 二: 1, 三: 2, 四: 3, 五: 4, 六: 5, 日: 6, 天: 6 };

/**
 * The store's hours as the page writes them (`週一至週五 10:00–19:00`, `週六 10:00–17:00`,
 * `週日及國定假日公休`) as openingHoursSpecification: a line of days and a time range is one
 * entry; a closed day is left out, as schema.org reads a day without hours.
 */
export function openingHours(lines: readonly string[]): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    const m = /^週([一二三四五六日天])(?:至週([一二三四五六日天]))?\s*(\d{1,2}:\d{2})\s*[–~-]\s*(\d{1,2}:\d{2})/.exec(
      line,
    );
    if (!m) return [];
    const from = DAY_OF[m[1] ?? ''] ?? 0;
    const to = DAY_OF[m[2] ?? m[1] ?? ''] ?? from;
    const pad = (t: string) => t.padStart(5, '0');
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS.slice(from, to + 1).map((d) => `https://schema.org/${d}`),
        opens: pad(m[3] ?? ''),
        closes: pad(m[4] ?? ''),
      },
    ];
  });
}
