import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { launch, phonePage, shot } from './browser';

/**
 * Payments end to end, in Chromium at 390×844 against the whole local system with the local test
 * provider: a declined card on the checkout page changes nothing; Gold paid with 4242 reaches
 * /subscription-verify, then the home shows Gold and its credits; the settings payments section,
 * /subscriptions and /profile/payments show the plan, the saved card and the invoice.
 * Screenshots land in test-results/screenshots/payments-*.png.
 */
const BASE = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const EMAIL = `e2e-pay-${Date.now()}@example.com`;
const PASSWORD = 'Agente2026!';

const readCode = async (to: string): Promise<string> => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${BASE}/_local/mail?to=${encodeURIComponent(to)}&format=json`);
    const code = res.ok ? ((await res.json()) as { code?: string | null }[])[0]?.code : null;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nessun codice per ${to}`);
};

/** A confirmed account, made the way the registration screen does it. */
const registerAccount = async () => {
  const config = (await (await fetch(`${BASE}/_local/config`)).json()) as { userPoolClientId: string; cognitoEndpoint: string };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: config.cognitoEndpoint, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await cognito.send(new SignUpCommand({
    ClientId: config.userPoolClientId, Username: EMAIL, Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: EMAIL }, { Name: 'name', Value: 'Agente Oro' }],
  }));
  await cognito.send(new ConfirmSignUpCommand({ ClientId: config.userPoolClientId, Username: EMAIL, ConfirmationCode: await readCode(EMAIL) }));
};

const fillCard = async (page: Page, number: string) => {
  await page.getByLabel('Numero carta').fill(number);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome sulla carta').fill('MARIO ROSSI');
};

describe('payments (e2e)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await registerAccount();
    browser = await launch();
    page = await phonePage(browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and lands on the plan choice with the paid plans on sale', async () => {
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL('**/choose-plan');
    await page.getByRole('button', { name: 'Scegli Gold' }).waitFor();
    await shot(page, 'payments-01-choose-plan');
  });

  it('a declined card shows the failure on the checkout page and changes nothing', async () => {
    await page.getByRole('button', { name: 'Scegli Gold' }).click();
    await page.waitForURL('**/_local/checkout/*');
    await page.getByRole('heading', { name: 'Attiva il tuo piano' }).waitFor();
    await page.getByLabel('Numero carta').fill('4242');
    await page.getByRole('button', { name: 'Paga €6,99' }).click();
    await page.getByText('Numero di carta non valido').waitFor();
    await page.getByText('Data di scadenza richiesta').waitFor();
    await shot(page, 'payments-02-card-validation');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Paga €6,99' }).click();
    await page.getByText('Pagamento fallito: La carta è stata rifiutata.').waitFor();
    await shot(page, 'payments-03-declined');
    await page.getByRole('button', { name: 'Annulla' }).click();
    await page.waitForURL('**/choose-plan**');
    await page.getByText('Pagamento annullato').waitFor();
    // The server's view, read with the page's own token.
    const me = (await page.evaluate(`(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
      const res = await fetch('/api/me', { headers: { authorization: 'Bearer ' + localStorage.getItem(key) } });
      return res.json();
    })()`)) as { profile: { tier: string; credits: number }; access: { state: string } };
    expect(me.profile).toMatchObject({ tier: 'base', credits: 500 });
    expect(me.access.state).toBe('no_plan');
  });

  it('pays Gold with 4242, verifies on /subscription-verify and reaches the home as Gold with its credits', async () => {
    await page.getByRole('button', { name: 'Scegli Gold' }).click();
    await page.waitForURL('**/_local/checkout/*');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByText('Visa').waitFor();
    await shot(page, 'payments-04-checkout-4242');
    await page.getByRole('button', { name: 'Paga €6,99' }).click();
    await page.waitForURL('**/subscription-verify?tier=gold**');
    await page.getByText('Tentativo 1 di 5').waitFor();
    await shot(page, 'payments-05-verify');
    await page.getByText('Piano Gold attivo').waitFor();
    await page.waitForURL('**/home');
    // 500 at sign-up + 2500 of Gold's first paid month (it-IT writes 3000 without a separator).
    await page.getByText(/^3\.?000 crediti$/).waitFor();
    await expect(page.locator('.badge', { hasText: 'Gold' }).first().isVisible()).resolves.toBe(true);
    await page.waitForTimeout(400);
    await shot(page, 'payments-06-home-gold');
  });

  it('shows the plan, the saved card, the cap and the invoice in settings; cancels at period end on /subscriptions', async () => {
    await page.goto(`${BASE}/settings/pagamenti`);
    await page.getByRole('heading', { name: 'Carte salvate' }).waitFor();
    await page.getByText('Visa •••• 4242').waitFor();
    await page.getByText('Abbonamento Gold - mensile').waitFor();
    await page.getByLabel('Limite mensile (€)').fill('20');
    await page.getByRole('button', { name: 'Salva limite' }).click();
    await page.getByText('Speso questo mese: €0,00 su €20,00').waitFor();
    await shot(page, 'payments-07-settings');
    await page.goto(`${BASE}/profile/payments`);
    await page.getByText('Abbonamento Gold - mensile').waitFor();
    await shot(page, 'payments-08-profile-payments');

    await page.goto(`${BASE}/subscriptions`);
    await page.getByText(/^Si rinnova /).waitFor();
    await shot(page, 'payments-09-subscriptions');
    await page.getByRole('button', { name: 'Annulla abbonamento' }).click();
    await page.getByRole('dialog', { name: 'Annullare l’abbonamento?' }).waitFor();
    await page.getByRole('button', { name: 'Sì, annulla' }).click();
    await page.getByText(/^Annullato: resta attivo fino a /).waitFor();
    await shot(page, 'payments-10-canceled');
    await page.goto(`${BASE}/subscriptions/titanium`);
    await page.getByRole('button', { name: 'Abbonati a Titanium' }).waitFor();
    await page.getByText('Ultimate').waitFor();
    await shot(page, 'payments-11-titanium');
  });
});
