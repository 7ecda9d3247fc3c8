import { fastRepairCalendar } from '../../../schemas/fast-repair-calendar';
import { RepairReceiptSchema } from '../../../schemas/repair.schema';
import { GatewayHandoff } from '../../components/payment/gateway-handoff';
import { FlowDone } from '../service-flow/flow-done';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

const receiptOf = (result: unknown) => {
  const receipt = RepairReceiptSchema.safeParse(result);
  return receipt.success ? receipt.data : null;
};

/** The page after a repair or a fast repair: received, with a fast repair's store, time and reminder. */
export function RepairDoneStep({ context, options }: RepairStepProps) {
  const data = receiptOf(context.result);
  const booked = data && data.book_date !== 'N/A' ? data.book_date : null;
  const store = data?.book_store ?? null;
  const bringTo = store ? T.bringTo(store.name, store.full_address, store.phone) : T.doneLeads.fast;
  const calendar =
    booked && store
      ? `data:text/calendar;charset=utf-8,${encodeURIComponent(
          fastRepairCalendar({
            id: data?.id ?? 0,
            when: booked,
            title: `${T.calendarTitle}｜${store.name}`,
            description: bringTo,
            location: `${store.name}, ${store.full_address}`,
          }),
        )}`
      : null;
  return (
    <FlowDone lead={store ? bringTo : T.doneLeads[options.kind]} id={data?.id ?? null}>
      {booked && <p>{T.bookedAt(booked)}</p>}
      {store && <p>{T.bookedStore(store.name, store.full_address)}</p>}
      {calendar && (
        <p>
          <a className="button button--ghost" href={calendar} download="haolife-fast-repair.ics">
            {T.addToCalendar}
          </a>
        </p>
      )}
    </FlowDone>
  );
}

/** The page after a deep cleaning: booked, and handed to the gateway to pay (it returns to /member/service). */
export function RepairPayingStep({ context, options }: RepairStepProps) {
  const data = receiptOf(context.result);
  const plan = options.tickets.find((t) => t.id === context.data.ticket?.deep_ticket_id);
  return (
    <FlowDone lead={T.payLead(plan ? T.price(plan.price) : '')} id={data?.id ?? null}>
      {data?.checkout && <GatewayHandoff checkout={data.checkout} label={T.pay} />}
    </FlowDone>
  );
}
