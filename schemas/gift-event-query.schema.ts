import type { z } from 'zod';
import { idValue } from './id-param.schema';
import { pageQuery } from './page-query.schema';

/** `GET /api/gift_events`: the brand section's events, by channel or by menu (SPEC §2 filters). */
export const GiftEventsQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  channel_id: idValue('通路編號').optional(),
  menu_id: idValue('選單編號').optional(),
});
export type GiftEventsQuery = z.infer<typeof GiftEventsQuery>;
