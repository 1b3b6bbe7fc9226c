import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phonePage, shot } from './browser';

/**
 * Accounts end to end, in Chromium at 390×844 against the whole local system: register, read
 * the code from the local mailbox, verify, choose Base, reach the home, log out, and a refused
 * login. Screenshots of each step land in test-results/screenshots/auth-*.png.
 */
const BASE = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const EMAIL = `e2e-${Date.now()}@example.com`;
const PASSWORD = 'Agente2026!';
const NAME = 'Agente E2E';

/** The local mailbox keeps every e-mail the system sends; newest first. */
const readCode = async (to: string): Promise<string> => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${BASE}/_local/mail?to=${encodeURIComponent(to)}&format=json`);
    if (res.ok) {
      const mails = (await res.json()) as { code?: string | null }[];
      const code = mails[0]?.code;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nessun codice di verifica per ${to} nella casella locale`);
};

const path = (page: Page) => new URL(page.url()).pathname;

describe('accounts (e2e)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await phonePage(browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the landing page to a visitor', async () => {
    await page.goto(`${BASE}/`);
    await page.getByText('MISSION START').waitFor();
    await shot(page, 'auth-01-landing');
    await page.getByRole('link', { name: 'JOIN THE HUNT' }).first().click();
    await page.waitForURL('**/register');
  });

  it('validates the registration form with the exact messages', async () => {
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByText('Il nome è obbligatorio').waitFor();
    await page.getByText("L'email è obbligatoria").waitFor();
    await shot(page, 'auth-02-register-errors');
  });

  it('registers and asks for the e-mailed code', async () => {
    await page.getByLabel('Nome', { exact: true }).fill(NAME);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Conferma password', { exact: true }).fill(PASSWORD);
    await shot(page, 'auth-03-register-filled');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.waitForURL('**/verification?email=*');
    await page.getByLabel('Codice di verifica').waitFor();
    await shot(page, 'auth-04-verification');
  });

  it('verifies the code from the mailbox, signs in and opens the plan choice', async () => {
    const code = await readCode(EMAIL);
    await page.getByLabel('Codice di verifica').fill(code);
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.waitForURL('**/choose-plan');
    await page.getByRole('button', { name: 'Continua con Base' }).waitFor();
    await shot(page, 'auth-05-choose-plan');
  });

  it('continues with Base and reaches the agent home', async () => {
    await page.getByRole('button', { name: 'Continua con Base' }).click();
    await page.waitForURL('**/home');
    const home = page.getByRole('heading', { name: 'Centro di Comando Agente' });
    const waiting = page.getByRole('heading', { name: 'Missione non ancora disponibile' });
    await home.or(waiting).first().waitFor();
    await shot(page, 'auth-06-home');
    expect(await waiting.isVisible(), 'the seeded mission should be open to Base players').toBe(false);
    expect(await home.isVisible()).toBe(true);
  });

  it('opens the agent profile and logs out to /login', async () => {
    await page.getByRole('button', { name: 'Apri profilo agente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profilo agente' });
    await dialog.getByText(EMAIL).waitFor();
    await shot(page, 'auth-07-agent-profile');
    await dialog.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate('localStorage.length')).toBe(0);
    await shot(page, 'auth-08-logged-out');
  });

  it('refuses a wrong password with "Credenziali non valide"', async () => {
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata2026!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText('Errore di login').waitFor();
    await page.getByText('Credenziali non valide').waitFor();
    expect(path(page)).toBe('/login');
    await page.waitForTimeout(500); // let the toast finish sliding in
    await shot(page, 'auth-09-wrong-password');
  });

  it('signs in with the right password and returns to the home', async () => {
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText('Login effettuato con successo').waitFor();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Centro di Comando Agente' }).waitFor();
  });

  it('keeps the session across a reload and sends /login back to /home', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Centro di Comando Agente' }).waitFor();
    await page.goto(`${BASE}/login`);
    await page.waitForURL('**/home');
  });
});
