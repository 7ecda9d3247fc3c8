import type { Publishable } from '../services/publication.service';
import { articleKind } from '../services/staff-articles.service';
import { homeBannerKind } from '../services/staff-home-banners.service';
import { locationKind } from '../services/staff-locations.service';
import { recipeKind } from '../services/staff-recipes.service';

/**
 * Every kind of content staff publish, for the publication sweep (publication-sweeper.ts): a kind
 * added to the console is added here, or its scheduled records would never go live.
 */
export const PUBLISHABLE_KINDS: readonly Publishable<unknown>[] = [
  articleKind as Publishable<unknown>,
  locationKind as Publishable<unknown>,
  homeBannerKind as Publishable<unknown>,
  recipeKind as Publishable<unknown>,
];
