import { queryOptions } from '@tanstack/react-query';
import type { InsightFlow } from '../../schemas/flow-insight.schema';
import { FlowInsightResponse } from '../../schemas/flow-insight-answer.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

export interface FlowInsightFilters {
  flow: InsightFlow;
  from: string;
  to: string;
}

/** Flow insight's figures (`/api/staff/flow_insight`, admin or editor), under the console's key. */
export const staffFlowInsightQueries = {
  all: () => [...staffQueries.all(), 'flow-insight'] as const,
  range: (filters: FlowInsightFilters) =>
    queryOptions({
      queryKey: [...staffFlowInsightQueries.all(), filters],
      queryFn: ({ signal }) =>
        api.get(staffEndpoints.staffFlowInsight(), FlowInsightResponse, { query: { ...filters }, signal }),
    }),
};
