import { useEffect, useRef } from 'react';
import type { CheckoutStart } from '../../../schemas/checkout.schema';

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
    if (checkout.kind === 'redirect') window.location.assign(checkout.url);
    else form.current?.submit();
  }, [checkout]);

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
