import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { staffRefundMachine } from '../../../machines/staff-refund.machine';
import {
  REFUND_METHOD_NAMES,
  REFUND_METHODS,
  REFUND_REASON_MAX,
  type StaffOrder,
} from '../../../schemas/staff-order.schema';
import { refundMade, STAFF_REFUND_STEPS } from '../../../schemas/staff-refund.schema';
import { refundStaffOrder } from '../../api/staff-orders.mutations';
import { TaskConfirm } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame, type FlowPageProps } from '../../components/flow/flow-frame';
import { StepForm } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { CheckboxField } from '../../components/form/checkbox-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ReviewList } from '../../components/form/review-list';
import { CheckboxGroupField, TextAreaField } from '../../components/form/text-field';
import { ORDERS_TEXT } from './staff-orders-text';
import { useOrderUpdate } from './use-order-update';

const T = ORDERS_TEXT.refund;
const money = ORDERS_TEXT.money;
const newKey = () => crypto.randomUUID().replace(/-/g, '');

/** The tickets a refund may take now: paid, not free, in no refund yet. */
export const openTickets = (o: StaffOrder) =>
  o.can_refund ? o.items.filter((i) => !i.refund_id && i.ticket_price > 0).map((i) => i.id) : [];

type Props = FlowPageProps<typeof staffRefundMachine> & {
  /** the order as it is now (the cache: a refund's answer shows at once) */
  order: StaffOrder;
  /** start the next refund from the order as it is now */
  next: () => void;
};

/**
 * The order's refund, on the flow kit (machines/staff-refund.machine.ts): pick the tickets, say
 * how and why, read it back with its amount and confirm. One refund is one run of the machine;
 * once it ends the next one starts from the order as it is now (its other tickets).
 */
export function RefundPanel({ order, owner }: { order: StaffOrder; owner: string }) {
  // the tickets the running refund started from: its own answer must not restart it
  const [from, setFrom] = useState({ open: openTickets(order), round: 0 });
  if (from.open.length === 0) return <p className="staff-service__done">{T.none}</p>;
  return (
    <Refund
      key={from.round}
      from={from}
      order={order}
      owner={owner}
      next={() => setFrom({ open: openTickets(order), round: from.round + 1 })}
    />
  );
}

function Refund({
  from,
  order,
  owner,
  next,
}: {
  from: { open: number[]; round: number };
  order: StaffOrder;
  owner: string;
  next: () => void;
}) {
  const update = useOrderUpdate(order.order_number);
  const no = order.order_number;
  // one key per refund being prepared: a double press, or a send again after a timeout, refunds once
  const [key] = useState(newKey);
  const flow = useFlow(staffRefundMachine, {
    name: `staff-refund-${no}`,
    steps: STAFF_REFUND_STEPS,
    // by staff, order and round: the next refund of the same order starts afresh
    draftKey: draftKey('staff-refund', owner, `${no}:${from.round}`),
    input: { open: from.open },
    calls: {
      submit: async (input: Record<string, unknown>, init: { signal: AbortSignal }) => {
        const { open: _offered, confirm: _confirm, ...sent } = input;
        const saved = await refundStaffOrder(
          no,
          { ...(sent as Omit<Parameters<typeof refundStaffOrder>[1], 'idempotency_key'>), idempotency_key: key },
          init,
        );
        // the answer is the order as it is now: the page shows it, the lists read again next time
        await update(saved);
        return saved;
      },
    },
  });
  return (
    <FlowFrame
      flow={flow}
      names={T.steps}
      inPage
      screens={{
        picking: PickingStep,
        explaining: ExplainingStep,
        reviewing: ReviewingStep,
        done: EndStep,
        refused: EndStep,
      }}
      props={{ order, next }}
    />
  );
}

const personOf = (i: StaffOrder['items'][number]) => [i.user_name, i.user_phone].filter(Boolean).join(' ');

/** Step 1: the tickets the order offers now, each with its number, kind, price and person. */
function PickingStep({ context, order }: Props) {
  const open = context.data.offer?.open ?? [];
  const options = order.items
    .filter((i) => open.includes(i.id))
    .map((i) => ({
      value: String(i.id),
      label: T.ticket(i.registration_number, i.ticket_name, money(i.ticket_price), personOf(i)),
    }));
  const kept = (context.data.tickets?.item_ids ?? []).filter((id) => open.includes(id));
  return (
    <StepForm schema={STAFF_REFUND_STEPS.tickets} defaultValues={{ item_ids: kept }} order={['item_ids']}>
      {(form) => (
        <Controller
          control={form.control}
          name="item_ids"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              label={T.tickets}
              hint={T.ticketsHint}
              name="item_ids"
              required
              options={options}
              value={((field.value ?? []) as (number | string)[]).map(String)}
              onChange={(picked) => field.onChange(picked.map(Number))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </StepForm>
  );
}

/** Step 2: how the money goes back, why, and whether the member is mailed. */
function ExplainingStep({ context }: Props) {
  const kept = context.data.how;
  return (
    <StepForm
      schema={STAFF_REFUND_STEPS.how}
      defaultValues={{
        method: kept?.method ?? 'gateway',
        reason: kept?.reason ?? '',
        notify_member: kept?.notify_member ?? true,
      }}
      order={['method', 'reason', 'notify_member']}
    >
      {(form) => (
        <>
          <RadioGroupField
            control={form.control}
            name="method"
            label={T.method}
            layout="stacked"
            required
            options={REFUND_METHODS.map((m) => ({ value: m, label: REFUND_METHOD_NAMES[m] }))}
          />
          <TextAreaField
            label={T.reason}
            hint={T.reasonHint}
            rows={3}
            maxLength={REFUND_REASON_MAX}
            required
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <CheckboxField control={form.control} name="notify_member" label={T.notify} />
        </>
      )}
    </StepForm>
  );
}

/** Step 3: the tickets, the amount and the how read back; its button refunds. */
function ReviewingStep({ context, state, actor, order }: Props) {
  const flow = useFlowContext();
  const { tickets, how } = context.data;
  const chosen = order.items.filter((i) => tickets?.item_ids.includes(i.id));
  const amount = chosen.reduce((sum, i) => sum + i.ticket_price, 0);
  const rows = [
    { label: T.reviewTickets, value: chosen.map((i) => `${i.registration_number} ${i.ticket_name}`).join('、') },
    { label: T.reviewAmount, value: money(amount) },
    { label: T.method, value: how ? REFUND_METHOD_NAMES[how.method] : '' },
    { label: T.reason, value: how?.reason ?? '' },
    { label: T.reviewNotify, value: how?.notify_member === false ? T.notifyNo : T.notifyYes },
  ];
  return (
    <>
      <p>
        <strong>{T.review(chosen.length, money(amount))}</strong>
      </p>
      <ReviewList sections={[{ title: T.reviewTitle, rows }]} />
      <p className="flow-form__note">{T.warn}</p>
      <TaskConfirm actor={actor} state={String(state)} busy={flow.busy} problem={context.problem} confirm={T.confirm} />
    </>
  );
}

/** The next refund of the order as it is now, when a ticket is left to refund. */
function WhatNext({ order, next }: { order: StaffOrder; next: () => void }) {
  if (openTickets(order).length === 0) return null;
  return (
    <div className="flow-actions">
      <button type="button" className="button button--ghost" onClick={next}>
        {T.again}
      </button>
    </div>
  );
}

/** The refund's end: what moved, or why the gateway said no (the refund then waits in the refunds list). */
function EndStep({ context, state, order, next }: Props) {
  const made = refundMade(context.result as StaffOrder);
  return (
    <div className="flow-done">
      {state === 'refused' ? (
        <p className="flow-problem" role="alert">
          {T.failed(made?.failure_reason ?? '')}
        </p>
      ) : (
        <p className="flow-done__lead" role="status">
          {T.succeeded(money(made?.amount ?? 0))}
        </p>
      )}
      <WhatNext order={order} next={next} />
    </div>
  );
}
