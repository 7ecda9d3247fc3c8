import { z } from 'zod';
import { BRAND_SERVICE_TYPES } from './brand.schema';
import { pageQuery } from './page-query.schema';

/** The query string of the brand options (SPEC §7), checked by the server. */
export const OptionBrandsQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 500 }).extend({
  type: z
    .enum(['all', ...BRAND_SERVICE_TYPES], { error: '品牌類型只能是 all、general、fast、faq 或 deep。' })
    .default('all'),
});
