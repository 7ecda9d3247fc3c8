import { and, eq, gte, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { addDays, taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { memberMails } from '../db/tables/member-mail.table';
import { repairs } from '../db/tables/repair.table';
import { queueMail } from '../mail/mail-outbox';
import { repairMailRef } from '../mail/mail-refs';

/** the day before a fast repair, its reminder goes out from this hour (Taipei): not in the night */
export const REPAIR_REMINDER_HOUR = 9;

/** The outbox key of a fast repair's reminder: one per repair. */
export const repairReminderKey = (repairId: number) => `repair:${repairId}:reminder`;

/** the instant of a Taipei wall-clock date and `HH:mm` */
const taipeiInstant = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);

/**
 * Fast repairs booked for tomorrow (from REPAIR_REMINDER_HOUR today until their time), still
 * open, reminded once each: the outbox key is the repair's, so a second run, or a second server,
 * finds it taken and queues nothing, as for an event's day-before reminder
 * (order-reminders.service.ts). A repair booked after the hour for the next day is reminded at
 * once. Run by the `reminders` job every minute; answers how many were queued.
 */
export async function queueDueRepairReminders(db: Db, now = new Date()): Promise<number> {
  const today = taipeiToday(now);
  const candidates = await db
    .select({ id: repairs.id, bookDate: repairs.bookDate, bookTime: repairs.bookTime })
    .from(repairs)
    // joined on the reminder's own key: a repair reminded already is not due
    .leftJoin(memberMails, sql`${memberMails.key} = 'repair:' || ${repairs.id} || ':reminder'`)
    .where(
      and(
        eq(repairs.type, 'fast'),
        isNotNull(repairs.bookTime),
        gte(repairs.bookDate, today),
        lte(repairs.bookDate, addDays(today, 1)),
        notInArray(repairs.status, ['cancelled', 'completed']),
        isNull(memberMails.id),
      ),
    );
  const due = candidates.filter(({ bookDate, bookTime }) => {
    if (!bookDate || !bookTime) return false;
    const opens = taipeiInstant(addDays(bookDate, -1), `${String(REPAIR_REMINDER_HOUR).padStart(2, '0')}:00`);
    return now.getTime() >= opens && now.getTime() < taipeiInstant(bookDate, bookTime);
  });
  let queued = 0;
  for (const { id } of due) {
    // one transaction each: the mail and its job together; a key taken meanwhile queues nothing
    if (await db.transaction((tx) => queueMail(tx, repairReminderKey(id), repairMailRef(id, 'reminder')))) queued += 1;
  }
  return queued;
}
