/**
 * The platform's stand-in for an e-wallet's checkout: the provider's name and colour, the merchant, the
 * amount, and two plain form buttons (no script), so it works in any browser the site sends there.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}html,body{margin:0}body{font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1d2330;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:18px;box-shadow:0 12px 40px rgba(20,30,60,.16);overflow:hidden}
.brand{background:var(--c);color:#fff;padding:22px 24px}.brand b{display:block;font-size:24px;letter-spacing:.01em}.brand span{opacity:.85;font-size:14px}
.body{padding:22px 24px}.row{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #edf0f4}.row:last-of-type{border:0}
.label{color:#667085}.amount{font-size:30px;font-weight:800;margin:6px 0 14px}
form{display:flex;flex-direction:column;gap:10px;margin-top:18px}
button{font:inherit;font-weight:700;border-radius:12px;padding:14px;cursor:pointer;border:0}
.pay{background:var(--c);color:#fff}.cancel{background:#fff;color:#344054;border:1px solid #d0d5dd}
button:focus-visible{outline:3px solid #1d2330;outline-offset:2px}
.note{color:#667085;font-size:13px;margin-top:14px;text-align:center}a{color:var(--c)}
`;

export type CheckoutState = {
  provider: string;
  colour: string;
  merchant: string;
  amount: string;
  fee: string | null;
  reference: string;
  expiresAt: number;
  action: string;
};

function frame(colour: string, title: string, inner: string): string {
  const safeColour = /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#1570ef';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body style="--c:${safeColour}"><main class="card">${inner}</main></body>
</html>`;
}

export function checkoutPage(s: CheckoutState): string {
  const minutes = Math.max(1, Math.round((s.expiresAt - Date.now()) / 60_000));
  return frame(
    s.colour,
    `${s.provider} · Pay ${s.merchant}`,
    `<div class="brand"><b>${escapeHtml(s.provider)}</b><span>Secure checkout</span></div>
  <div class="body">
    <div class="label">Pay to ${escapeHtml(s.merchant)}</div>
    <div class="amount">${escapeHtml(s.amount)}</div>
    <div class="row"><span class="label">Reference</span><b>${escapeHtml(s.reference)}</b></div>
    ${s.fee ? `<div class="row"><span class="label">Fee (taken from the amount)</span><span>${escapeHtml(s.fee)}</span></div>` : ''}
    <div class="row"><span class="label">Valid for</span><span>${minutes} min</span></div>
    <form method="post" action="${escapeHtml(s.action)}">
      <button class="pay" type="submit" name="result" value="paid">Pay ${escapeHtml(s.amount)}</button>
      <button class="cancel" type="submit" name="result" value="cancelled">Cancel</button>
    </form>
    <p class="note">Demo e-wallet of the reference platform: no real money moves.</p>
  </div>`,
  );
}

/** A payment that is no longer open (paid, cancelled, expired or unknown), with the way back when there is one. */
export function closedPage(colour: string, message: string, back: string | null): string {
  return frame(
    colour,
    'Payment closed',
    `<div class="brand"><b>Payment closed</b></div><div class="body"><p>${escapeHtml(message)}</p>${back ? `<p><a href="${escapeHtml(back)}">Return to the merchant</a></p>` : ''}</div>`,
  );
}
