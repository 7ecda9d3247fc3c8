import { GIFT_APPLY_STEPS, type GiftApplySteps, type GiftClaim } from '../schemas/gift-apply.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type GiftApplyContext = FlowContext<GiftApplySteps>;

const { submit, forward, tail, sendChecked, checking, valid, keep, changes } =
  flowTransitions<GiftApplySteps>('reviewing');
const purchase = { step: 1, title: '填寫購買資料', edits: 'purchase' } as const;
const review = { step: 4, title: '確認申請內容', edits: 'confirm' } as const;

/**
 * SPEC §2 /giftmain/brand-hs/giftid-{id}/apply (and /gift/{id}/apply), four steps (§4): the
 * purchase (typed or filled from the e-invoice QR code) → photos of the invoice and the product →
 * the gift and where it goes → the review with the captcha; then the page that says it was
 * received (not one of the steps). The screen provides `check` (POST /api/check_gift_purchase)
 * and `submit` (POST /api/submit_gift_event), both with the route's event id, and the drafts.
 *
 * Step 1 is asked of the server when it is sent (issue 20: an invoice claimed before must be
 * refused there, not after photos, gift, address and captcha): the purchase goes on, and into the
 * draft, only once the server said yes, so browser forward never passes a refused purchase. A
 * refusal stays on step 1 by its field, a failed call with the problem; the form keeps what was
 * typed, to send again. The final send still checks everything; a 422 goes back to the step that
 * owns the first refused field (a gift given away meanwhile: the gift step).
 */
export const giftApplyMachine = flowSetup<GiftApplySteps, GiftClaim>(GIFT_APPLY_STEPS).createMachine({
  id: 'gift-apply',
  initial: 'purchasing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    purchasing: {
      meta: purchase,
      on: {
        'step.submit': sendChecked('purchase', 'checkingPurchase'),
        'step.forward': forward('purchase', 'photographing'),
      },
    },
    checkingPurchase: checking({ step: 'purchase', page: 'purchasing', next: 'photographing', meta: purchase }),
    photographing: {
      meta: { step: 2, title: '上傳發票與商品照片', edits: 'photos' },
      on: {
        'step.submit': submit('photos', 'choosing'),
        'step.forward': forward('photos', 'choosing'),
        'step.back': 'purchasing',
      },
    },
    choosing: {
      meta: { step: 3, title: '選擇贈品與寄送地址', edits: 'delivery' },
      on: {
        'step.submit': submit('delivery', 'reviewing'),
        'step.forward': forward('delivery', 'reviewing'),
        'step.back': 'photographing',
      },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'choosing',
        'step.change': [
          { guard: changes('purchase'), target: 'purchasing', actions: 'keepFocus' },
          { guard: changes('photos'), target: 'photographing', actions: 'keepFocus' },
          { guard: changes('delivery'), target: 'choosing', actions: 'keepFocus' },
        ],
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['purchase', 'purchasing'],
        ['photos', 'photographing'],
        ['delivery', 'choosing'],
        ['confirm', 'reviewing'],
      ],
      spent: 'confirm',
    }),
    done: { type: 'final', meta: { title: '已收到您的申請', done: true } },
  },
});
