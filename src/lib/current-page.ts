import { useMatches } from 'react-router-dom';
import { type RouteEntry, routeById } from '../../schemas/route-manifest';
import type { PageData } from './page-loader.types';

export interface CurrentPage {
  entry: RouteEntry;
  /** the manifest's param names, validated by the guard */
  params: Record<string, string>;
}

/** The manifest entry of the page on screen, from the leaf route's loader data. */
export function useCurrentPage(): CurrentPage | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.loaderData as PageData | undefined;
  const entry = leaf ? routeById(leaf.entryId) : undefined;
  return entry && leaf ? { entry, params: leaf.params } : null;
}

/** A page's params by their manifest names, also for prefixed segments (`giftid-:giftId`). */
export function useRouteParams(): Record<string, string> {
  return useCurrentPage()?.params ?? {};
}
