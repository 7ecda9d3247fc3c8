import type { EventCard } from '../../schemas/event.schema';

/** zh-TW words for the event fields of SPEC §4 (cost plan, format, status). */
export const EVENT_TEXT = {
  status: { open: '報名中', closed: '已截止' } satisfies Record<EventCard['status'], string>,
  format: { online: '線上活動', offline: '實體活動' } satisfies Record<EventCard['format'], string>,
  costPlan: { free: '免費', paid: '付費' } satisfies Record<EventCard['cost_plan'], string>,
  when: '時間',
  where: '地點',
} as const;
