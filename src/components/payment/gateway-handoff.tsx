import { useEffect, useRef } from 'react';
import type { CheckoutStart } from '../../../schemas/checkout.schema';

/**
 * The browser's Back from the gateway returns to this history entry. The form that led here
 * (a flow's last step, its draft spent) would open empty at its first step, with no word of the
 * order just placed: the entry becomes the page of the thing being paid (`checkout.back`, e.g. the
 * order at /member/activity, with 前往付款 and 取消), which a Back then loads. The router is not
 * told: this document is leaving.
 */
function leaveForGateway(back: string | undefined): void {
  if (!back) return;
  const state: unknown = window.history.state;
  // the router's index of the entry stays (its position in the history); the key, the state of
  // the page left and its saved scroll position do not belong to the page that will load here
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  window.history.replaceState(typeof idx === 'number' ? { idx } : null, '', back);
}

/**
 * Takes the browser to the payment gateway: posts the checkout's signed fields (the gateway needs
 * a real form post, not a fetch) or follows its redirect. Renders a visible button as well, for a
 * browser that blocks the automatic submit; `label` says what is happening meanwhile.
 */
export function GatewayHandoff({ checkout, label }: { checkout: CheckoutStart; label: string }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    leaveForGateway(checkout.back);
    if (checkout.kind === 'redirect') window.location.assign(checkout.url);
    else form.current?.submit();
  }, [checkout]);

  // Back from the gateway may show this very page again from the browser's back/forward cache:
  // its address is the paid thing's page now, so load that instead of this spent hand-off.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (checkout.kind === 'redirect') {
    return (
      <p role="status">
        <a href={checkout.url}>{label}</a>
      </p>
    );
  }
  return (
    <form ref={form} method="post" action={checkout.action}>
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{label}</p>
      <button type="submit">{label}</button>
    </form>
  );
}
