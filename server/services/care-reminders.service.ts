import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CARE_TOPIC_SUBJECT } from '../../schemas/subscribe.schema';
import { addDays, addMonths, taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';
import { productModels } from '../db/tables/product-model.table';
import { subscribeTopics } from '../db/tables/subscribe-topic.table';
import { subscriptions } from '../db/tables/subscription.table';
import { warranties } from '../db/tables/warranty.table';
import { queueMail } from '../mail/mail-outbox';
import { careReminderKey, careReminderRef } from '../mail/mail-refs';

/**
 * a due date missed (the job did not run that day) is still mailed this many days after; an
 * older one is not: a reminder weeks late, or one for an interval staff just set, helps nobody
 */
export const CARE_CATCH_UP_DAYS = 7;

/**
 * The latest care due date of a purchase on `today` or before: the purchase date plus a whole
 * number (at least one) of `interval` months. Null before the first.
 */
export function lastCareDue(purchased: string, interval: number, today: string): string | null {
  let due: string | null = null;
  for (let k = 1; ; k++) {
    const next = addMonths(purchased, k * interval);
    if (next > today) return due;
    due = next;
  }
}

/**
 * 保養提醒: each product registered (a warranty) of a model with a care interval, whose member's
 * address is subscribed to the topic, is reminded when a multiple of the interval has passed
 * since the invoice date. Each (warranty, due date) once: the outbox key says so, whatever the
 * number of runs or servers. Run daily by the `care-reminders` job; answers how many were queued.
 */
export async function queueDueCareReminders(db: Db, now = new Date()): Promise<number> {
  const today = taipeiToday(now);
  const registered = await db
    .select({
      id: warranties.id,
      invoiceDate: warranties.invoiceDate,
      interval: productModels.careIntervalMonths,
    })
    .from(warranties)
    .innerJoin(productModels, eq(productModels.id, warranties.modelId))
    .innerJoin(members, eq(members.id, warranties.memberId))
    .innerJoin(subscriptions, sql`lower(${subscriptions.email}) = lower(${members.email})`)
    .innerJoin(
      subscribeTopics,
      and(eq(subscribeTopics.id, subscriptions.topicId), eq(subscribeTopics.subject, CARE_TOPIC_SUBJECT)),
    )
    .where(isNotNull(productModels.careIntervalMonths));
  let queued = 0;
  for (const { id, invoiceDate, interval } of registered) {
    const due = interval ? lastCareDue(invoiceDate, interval, today) : null;
    if (!due || addDays(due, CARE_CATCH_UP_DAYS) <= today) continue;
    // one transaction each: the mail and its job together; a key taken before queues nothing
    if (await db.transaction((tx) => queueMail(tx, careReminderKey(id, due), careReminderRef(id, due)))) queued += 1;
  }
  return queued;
}
