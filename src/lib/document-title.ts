import type { RouteEntry } from '../../schemas/route-manifest';
import { SITE_NAME } from '../../schemas/route-manifest';
import { ERROR_TEXT } from './ui-text';

// Same shapes as the server's <title> (server/spa/page-seo.service.ts), so a full page load and
// an in-app navigation to the same page show the same tab title.
export const HOME_DOCUMENT_TITLE = `${SITE_NAME}｜進口居家生活選品`;

export function documentTitle(entry: Pick<RouteEntry, 'id' | 'title'>, override?: string): string {
  if (override) return `${override}｜${SITE_NAME}`;
  return entry.id === 'home' ? HOME_DOCUMENT_TITLE : `${entry.title}｜${SITE_NAME}`;
}

export function errorDocumentTitle(status: number): string {
  return `${status === 404 ? ERROR_TEXT.notFoundHeading : ERROR_TEXT.errorHeading}｜${SITE_NAME}`;
}
