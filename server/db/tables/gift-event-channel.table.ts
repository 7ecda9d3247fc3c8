import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { channels } from './channel.table';
import { giftEvents } from './gift-event.table';

/** The channels a gift event accepts purchases from. */
export const giftEventChannels = pgTable(
  'gift_event_channels',
  {
    giftEventId: integer('gift_event_id')
      .notNull()
      .references(() => giftEvents.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.giftEventId, t.channelId] }),
    index('gift_event_channels_channel_idx').on(t.channelId),
  ],
);
