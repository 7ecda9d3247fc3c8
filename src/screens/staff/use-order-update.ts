import { useQueryClient } from '@tanstack/react-query';
import type { StaffOrder } from '../../../schemas/staff-order.schema';
import { staffOrderQueries } from '../../api/staff-orders.queries';

/** The answer of a write replaces the order in the cache; the lists read again when next shown. */
export function useOrderUpdate(orderNumber: string) {
  const queryClient = useQueryClient();
  return async (next: StaffOrder) => {
    queryClient.setQueryData(staffOrderQueries.detail(orderNumber).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: staffOrderQueries.all(), refetchType: 'none' });
  };
}
