import { CARD_BRAND_LABEL, cardBrand, formatEuro } from '../../../functions/core/payments';
import { PRODUCT } from '../../../functions/core/brand';

/**
 * The local checkout page (D8): what Stripe Checkout is in cloud mode, served by the local
 * gateway at /_local/checkout/{id}. A card form with the spec's validations (03 §5), Stripe's
 * test numbers, and nothing the app's bundle has to carry.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PageInput {
  id: string;
  mode: 'subscription' | 'setup' | 'payment';
  description: string;
  amount: number;
  closed: boolean;
  error?: string | null;
  fieldErrors?: Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>;
  values?: { number?: string; expiry?: string; name?: string };
  nonce: string;
}

export const renderCheckoutPage = (p: PageInput): string => {
  const v = p.values ?? {};
  const fe = p.fieldErrors ?? {};
  const brand = v.number ? CARD_BRAND_LABEL[cardBrand(v.number)] : '';
  const title = p.mode === 'setup' ? 'Salva una carta' : p.mode === 'subscription' ? 'Attiva il tuo piano' : 'Completa il pagamento';
  const submit = p.mode === 'setup' ? 'Salva carta' : `Paga ${formatEuro(p.amount)}`;
  const field = (name: 'number' | 'expiry' | 'cvc' | 'name', label: string, attrs: string, value = '') => `
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" ${attrs} value="${esc(value)}"${fe[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
      ${fe[name] ? `<p class="err" id="${name}-error" role="alert">${esc(fe[name]!)}</p>` : ''}`;
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${esc(title)} · ${PRODUCT} (pagamento di prova)</title>
<style>
  :root { color-scheme: dark; --bg:#07090d; --panel:#10151d; --line:#243042; --text:#e8eef6; --muted:#9fb0c4; --accent:#22d3ee; --gold:#f5c451; --danger:#ff6b6b; }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100dvh; background:radial-gradient(circle at 50% -20%, #12303a 0, var(--bg) 55%); color:var(--text);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: max(24px, env(safe-area-inset-top)) 16px 34px; }
  main { max-width: 440px; margin: 0 auto; display:grid; gap:16px; }
  .tag { justify-self:start; font-size:12px; letter-spacing:.08em; text-transform:uppercase; color:#07090d; background:var(--gold); padding:4px 10px; border-radius:999px; font-weight:700; }
  h1 { margin:0; font-size:26px; }
  .sum { display:flex; justify-content:space-between; align-items:baseline; gap:12px; padding:16px; border:1px solid var(--line); border-radius:14px; background:var(--panel); }
  .sum strong { font-size:24px; color:var(--gold); }
  form { display:grid; gap:8px; padding:16px; border:1px solid var(--line); border-radius:14px; background:var(--panel); }
  label { font-size:14px; color:var(--muted); margin-top:6px; }
  input { width:100%; min-height:48px; padding:10px 12px; border-radius:10px; border:1px solid var(--line); background:#0b1017; color:var(--text); font-size:17px; }
  input[aria-invalid] { border-color: var(--danger); }
  .row { display:grid; grid-template-columns: 1fr 1fr; gap:12px; }
  .err { margin:0; color:var(--danger); font-size:14px; }
  .alert { padding:12px 14px; border-radius:10px; border:1px solid var(--danger); color:#ffd6d6; background:rgba(255,107,107,.1); margin:0; }
  .brand { min-height:1.5em; margin:0; color:var(--accent); font-size:14px; }
  button, .cancel { min-height:48px; border-radius:12px; font-size:17px; font-weight:700; border:0; cursor:pointer; }
  button { margin-top:10px; background:var(--accent); color:#041016; }
  .cancel { display:grid; place-items:center; background:transparent; color:var(--muted); border:1px solid var(--line); text-decoration:none; }
  .hint { color:var(--muted); font-size:13px; margin:0; }
  code { color: var(--text); }
</style>
</head>
<body>
<main>
  <span class="tag">Modalità di prova</span>
  <h1>${esc(title)}</h1>
  <div class="sum"><span>${esc(p.description)}</span>${p.mode === 'setup' ? '' : `<strong>${formatEuro(p.amount)}</strong>`}</div>
  ${p.closed ? '<p class="alert" role="alert">Questa sessione di pagamento non è più attiva.</p>' : `
  ${p.error ? `<p class="alert" role="alert">${esc(p.error)}</p>` : ''}
  <form method="post" action="/_local/checkout/${esc(p.id)}" novalidate>
    <input type="hidden" name="action" value="pay">
    ${field('number', 'Numero carta', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"', v.number)}
    <p class="brand" id="brand" aria-live="polite">${esc(brand)}</p>
    <div class="row">
      <div>${field('expiry', 'Scadenza (MM/AA)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="12/34"', v.expiry)}</div>
      <div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}</div>
    </div>
    ${field('name', 'Nome sulla carta', 'autocomplete="cc-name" placeholder="MARIO ROSSI"', v.name)}
    <button type="submit">${esc(submit)}</button>
  </form>
  <form method="post" action="/_local/checkout/${esc(p.id)}" style="padding:0;border:0;background:none">
    <input type="hidden" name="action" value="cancel">
    <button type="submit" class="cancel">Annulla</button>
  </form>
  <p class="hint">Carte di prova: <code>4242 4242 4242 4242</code> pagamento riuscito, <code>4000 0000 0000 0002</code> carta rifiutata. Qualsiasi scadenza futura, qualsiasi CVC.</p>`}
</main>
<script nonce="${p.nonce}">
  const n = document.getElementById('number'); const b = document.getElementById('brand');
  const label = (d) => d[0] === '4' ? 'Visa' : (d[0] === '5' || d[0] === '2') ? 'Mastercard' : d[0] === '3' ? 'American Express' : d[0] === '6' ? 'Discover' : d ? 'Carta' : '';
  if (n && b) n.addEventListener('input', () => {
    const d = n.value.replace(/\\D/g, '').slice(0, 19);
    n.value = d.replace(/(.{4})/g, '$1 ').trim();
    b.textContent = label(d);
  });
  const e = document.getElementById('expiry');
  if (e) e.addEventListener('input', () => { const d = e.value.replace(/\\D/g, '').slice(0, 4); e.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d; });
</script>
</body>
</html>`;
};
