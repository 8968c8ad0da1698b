import type { FakeCheckoutSession, FakePortalSession, FakeStripeData, FakeSubscription } from './fake-stripe-records.ts';

/** Text for HTML, escaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body>${body}</body>
</html>`;
}

function formatAmount(amountCents: number, currency: string): string {
  return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/**
 * The fake's hosted payment page (`GET /checkout/<session id>`): what is
 * bought and a Pay button, which posts to the same path; no card form.
 */
export function renderCheckoutPage(session: FakeCheckoutSession, data: FakeStripeData): string {
  const items = session.lineItems
    .map(({ priceId, quantity }) => {
      const price = data.prices.get(priceId)!;
      const every = price.interval ? ` / ${price.interval}` : '';
      return `<li data-testid="fake-stripe-item">${quantity} × ${escapeHtml(price.lookupKey ?? price.id)}: ${formatAmount(price.unitAmountCents, price.currency)}${every}</li>`;
    })
    .join('');
  if (session.status !== 'open') {
    return pageHtml('Checkout', `<h1>This checkout is ${escapeHtml(session.status)}</h1>`);
  }
  const cancel = session.cancelUrl ? `<p><a data-testid="fake-stripe-cancel" href="${escapeHtml(session.cancelUrl)}">Back</a></p>` : '';
  return pageHtml(
    'Checkout (fake Stripe)',
    `<h1>Fake Stripe checkout</h1>
<ul>${items}</ul>
<p>Total: <strong data-testid="fake-stripe-total">${formatAmount(session.amountTotalCents, session.currency)}</strong></p>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}"><button type="submit" data-testid="fake-stripe-pay">Pay</button></form>
${cancel}`,
  );
}

/**
 * The fake's customer portal (`GET /portal/<portal session id>`): the
 * customer's running subscriptions, each with a button that sets it to
 * cancel at the period end, and the way back.
 */
export function renderPortalPage(session: FakePortalSession, subscriptions: FakeSubscription[]): string {
  const rows = subscriptions
    .map((subscription) => {
      const ends = new Date(subscription.periodEnd * 1000).toISOString().slice(0, 10);
      const action = subscription.cancelAtPeriodEnd
        ? `<span data-testid="fake-stripe-cancels">Cancels on ${ends}</span>`
        : `<form method="post" action="/portal/${encodeURIComponent(session.id)}/cancel/${encodeURIComponent(subscription.id)}"><button type="submit" data-testid="fake-stripe-cancel-plan">Cancel plan</button></form>`;
      return `<li>${escapeHtml(subscription.id)} (${escapeHtml(subscription.status)}, renews ${ends}) ${action}</li>`;
    })
    .join('');
  return pageHtml(
    'Billing portal (fake Stripe)',
    `<h1>Fake Stripe billing portal</h1>
<ul>${rows || '<li>No subscription</li>'}</ul>
<p><a data-testid="fake-stripe-return" href="${escapeHtml(session.returnUrl)}">Return</a></p>`,
  );
}
