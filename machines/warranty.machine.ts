import { and, not } from 'xstate';
import {
  type Utm,
  WARRANTY_STEPS,
  type WarrantyProduct,
  type WarrantyReceipt,
  type WarrantySteps,
} from '../schemas/warranty.schema';
import { type FlowContext, type FlowInput, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type WarrantyContext = FlowContext<WarrantySteps>;
export interface WarrantyInput extends FlowInput<WarrantySteps> {
  /** opened from a product's own link (/services/warranty/direct): its choice is skipped */
  direct: boolean;
  /** the product the link named, when it passes the product step (its serial rule included) */
  linked?: WarrantyProduct | null;
  /** the landing address's utm_* parameters, kept with the registration */
  utm: Utm;
}

const { submit, forward, tail, valid, kept, keep, changes } = flowTransitions<WarrantySteps>('reviewing');
const product = { step: 1, title: '選擇要登錄的產品', edits: 'product' } as const;
const review = { step: 4, title: '確認保固登錄資料', edits: 'confirm' } as const;

/**
 * SPEC §2 /services/warranty/form, four steps (its data's; the page after them not counted): the
 * product (brand, model, serial) → where and when it was bought, the invoice typed or read from
 * its e-invoice QR code → photos of the product and the receipt → review with the captcha.
 * Opened from a product's own link with a product that passes the product step (its serial
 * included, when the model requires one), it starts on the purchase and offers no way back to the
 * product choice; only a refusal of the product by the server opens it, to put it right.
 */
export const warrantyMachine = flowSetup<WarrantySteps, WarrantyReceipt, WarrantyInput, 'direct'>(WARRANTY_STEPS, {
  guards: { direct: ({ context }) => context.data.entry?.direct === true },
}).createMachine({
  id: 'warranty',
  initial: 'opening',
  // how the member came is the input's, not a draft's; a link's product wins over a draft's
  context: ({ input: { draft, direct, utm, linked } }) =>
    initialFlowContext({
      draft: { ...draft, entry: { direct, utm }, ...(linked ? { product: linked } : {}) },
    }),
  states: {
    /** where the form opens: the purchase when the link named a product, else the product */
    opening: {
      meta: product,
      always: [
        { guard: and(['direct', kept('product')]), target: 'describingPurchase' },
        { target: 'choosingProduct' },
      ],
    },
    choosingProduct: {
      meta: product,
      on: {
        'step.submit': submit('product', 'describingPurchase'),
        'step.forward': forward('product', 'describingPurchase'),
      },
    },
    describingPurchase: {
      meta: { step: 2, title: '購買通路與發票', edits: 'purchase' },
      on: {
        'step.submit': submit('purchase', 'addingPhotos'),
        'step.forward': forward('purchase', 'addingPhotos'),
        'step.back': { guard: not('direct'), target: 'choosingProduct' },
      },
    },
    addingPhotos: {
      meta: { step: 3, title: '上傳產品與發票照片', edits: 'photos' },
      on: {
        'step.submit': submit('photos', 'reviewing'),
        'step.forward': forward('photos', 'reviewing'),
        'step.back': 'describingPurchase',
      },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'addingPhotos',
        'step.change': [
          { guard: and([changes('product'), not('direct')]), target: 'choosingProduct', actions: 'keepFocus' },
          { guard: changes('purchase'), target: 'describingPurchase', actions: 'keepFocus' },
          { guard: changes('photos'), target: 'addingPhotos', actions: 'keepFocus' },
        ],
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['product', 'choosingProduct'],
        ['purchase', 'describingPurchase'],
        ['photos', 'addingPhotos'],
        ['confirm', 'reviewing'],
      ],
      spent: 'confirm',
    }),
    done: { type: 'final', meta: { title: '保固登錄完成', done: true } },
  },
});
