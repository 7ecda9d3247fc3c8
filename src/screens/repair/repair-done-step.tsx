import { RepairReceiptSchema } from '../../../schemas/repair.schema';
import { GatewayHandoff } from '../../components/payment/gateway-handoff';
import { FlowDone } from '../service-flow/flow-done';
import { fastRepairCalendar } from './fast-repair-reminder';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

/** The last page: received (with a fast repair's reminder), or a deep cleaning's way to pay. */
export function RepairDoneStep({ context, state, options }: RepairStepProps) {
  const receipt = RepairReceiptSchema.safeParse(context.result);
  const data = receipt.success ? receipt.data : null;
  const ticket = options.tickets.find((t) => t.id === context.data.ticket?.deep_ticket_id);
  if (state === 'paying' && data?.checkout) {
    // the member goes on to the gateway (a form post, sent at once); it returns to /member/service
    return (
      <FlowDone lead={T.payLead(ticket ? T.price(ticket.price) : '')} id={data.id}>
        <GatewayHandoff checkout={data.checkout} label={T.pay} />
      </FlowDone>
    );
  }
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
