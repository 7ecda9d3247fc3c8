import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router-dom';
import { GIFT_EVENT_NOT_FOUND } from '../../../schemas/gift-event.schema';
import { giftEventQueries } from '../../api/gift-events.queries';
import { ApiRequestError } from '../../lib/api-request-error';
import type { NotFoundData } from '../../lib/page-loader.types';

/**
 * The loader of a gift event's pages: the event warmed in the cache, or the 404 screen with
 * 找不到頁面 when the API says it does not exist (another failure is left for the page to show).
 */
export async function loadGiftEvent(queryClient: QueryClient, id: number) {
  try {
    return await queryClient.ensureQueryData(giftEventQueries.detail(id));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw data<NotFoundData>({ message: GIFT_EVENT_NOT_FOUND }, { status: 404 });
    }
    return undefined;
  }
}
