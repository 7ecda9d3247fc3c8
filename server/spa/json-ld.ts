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
  author: string | null;
  cookMinutes: number;
  servings: number;
  ingredients: { name: string; amount: string }[];
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
    author: r.author ? { '@type': 'Person', name: r.author } : { '@type': 'Organization', name: SITE_NAME },
    cookTime: `PT${r.cookMinutes}M`,
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
      ...(e.free ? { price: 0, priceCurrency: 'TWD' } : {}),
    },
  };
}

export function storeJsonLd(s: {
  name: string;
  address: string;
  phone: string;
  image: string | null;
  canonical: string;
  origin: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: s.name,
    address: { '@type': 'PostalAddress', streetAddress: s.address, addressCountry: 'TW' },
    telephone: s.phone,
    ...(s.image ? { image: absolute(s.image, s.origin) } : {}),
    url: s.canonical,
  };
}
