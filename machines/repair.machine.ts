import { REPAIR_STEPS, type RepairReceipt, type RepairSteps, type RepairType } from '../schemas/repair.schema';
import { type FlowContext, type FlowInput, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type RepairContext = FlowContext<RepairSteps>;
export interface RepairInput extends FlowInput<RepairSteps> {
  /** general 維修, fast 速修 or deep 深層清潔: which form the member opened (kept as the `kind` step) */
  kind: RepairType;
}

const { submit, forward, tail, valid, keep, changes } = flowTransitions<RepairSteps>('reviewing');
const product = { step: 1, title: '選擇產品並描述問題', edits: 'product' } as const;
const review = { step: 4, title: '確認您的申請', edits: 'confirm' } as const;

/** A kind's own page of step 1, after the product (a fast repair's reserve time, a deep cleaning's plan). */
const ownPage = (step: 'booking' | 'ticket', title: string, path: string) => ({
  meta: { step: 1, title, edits: step, path },
  on: {
    'step.submit': submit(step, 'givingAddresses'),
    'step.forward': forward(step, 'givingAddresses'),
    'step.back': 'choosingProduct',
  },
});

/**
 * One kind's flow, linear: the product (and the kind's own page of step 1) → addresses → invoice →
 * review → the kit's send; `end` is the page after it. Each kind has its own copy of this graph,
 * so no transition asks which kind it is.
 */
const kindFlow = <K extends string = never>(end: 'done' | 'paying', own?: Record<K, ReturnType<typeof ownPage>>) => {
  const pages = Object.entries(own ?? {}) as [K, ReturnType<typeof ownPage>][];
  const first = [
    ['product', 'choosingProduct'] as const,
    ...pages.map(([state, page]) => [page.meta.edits, state] as const),
  ];
  const afterProduct = pages[0]?.[0] ?? 'givingAddresses';
  const lastOfFirst = pages.at(-1)?.[0] ?? 'choosingProduct';
  return {
    initial: 'choosingProduct',
    states: {
      choosingProduct: {
        meta: product,
        on: { 'step.submit': submit('product', afterProduct), 'step.forward': forward('product', afterProduct) },
      },
      ...own,
      givingAddresses: {
        meta: { step: 2, title: '寄件與收件資料', edits: 'addresses' } as const,
        on: {
          'step.submit': submit('addresses', 'givingInvoice'),
          'step.forward': forward('addresses', 'givingInvoice'),
          'step.back': lastOfFirst,
        },
      },
      givingInvoice: {
        meta: { step: 3, title: '發票資料', edits: 'invoice' } as const,
        on: {
          'step.submit': submit('invoice', 'reviewing'),
          'step.forward': forward('invoice', 'reviewing'),
          'step.back': 'givingAddresses',
        },
      },
      reviewing: {
        meta: review,
        entry: 'endChange',
        on: {
          'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
          'step.back': 'givingInvoice',
          'step.change': [
            ...first.map(([step, target]) => ({ guard: changes(step), target, actions: 'keepFocus' }) as const),
            { guard: changes('addresses'), target: 'givingAddresses', actions: 'keepFocus' },
            { guard: changes('invoice'), target: 'givingInvoice', actions: 'keepFocus' },
          ],
        },
      },
      ...tail({
        meta: review,
        owners: [...first, ['addresses', 'givingAddresses'], ['invoice', 'givingInvoice'], ['confirm', 'reviewing']],
        spent: 'confirm',
        done: { target: `#repair.${end}`, actions: ['keepResult', 'clearDraft'] } as const,
      }),
    },
  } as const;
};

/**
 * SPEC §2 /services/repair/form, /services/fast-repair/form, /services/cleaning/form: four steps
 * for each kind (SPEC §4) — the product and its problem → sender and return addresses → invoice
 * details → review. The kind is decided once, when the form opens, and each kind is its own linear
 * flow: a fast repair books a store's reserve time and a deep cleaning picks its plan on step 1's
 * second page (`/time`, `/plan`); a deep cleaning ends at its payment (the gateway takes over).
 */
export const repairMachine = flowSetup<RepairSteps, RepairReceipt, RepairInput, 'fast' | 'deep'>(REPAIR_STEPS, {
  guards: {
    fast: ({ context }) => context.data.kind?.type === 'fast',
    deep: ({ context }) => context.data.kind?.type === 'deep',
  },
}).createMachine({
  id: 'repair',
  initial: 'opening',
  // the address's kind wins over a restored draft's
  context: ({ input }) => initialFlowContext({ draft: { ...input.draft, kind: { type: input.kind } } }),
  states: {
    /** the one place the kind is read: the form opens on its kind's flow */
    opening: {
      meta: product,
      always: [{ guard: 'fast', target: 'fast' }, { guard: 'deep', target: 'deep' }, { target: 'general' }],
    },
    general: kindFlow('done'),
    fast: kindFlow('done', { booking: ownPage('booking', '預約速修時段', 'time') }),
    deep: kindFlow('paying', { choosingTicket: ownPage('ticket', '選擇清潔方案', 'plan') }),
    done: { type: 'final', meta: { title: '已收到您的申請', done: true } },
    /** a deep cleaning is booked and paid first: its page hands the member to the gateway */
    paying: { type: 'final', meta: { title: '申請已建立，請完成付款', done: true } },
  },
});
