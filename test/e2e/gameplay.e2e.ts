import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { launch, phonePage, shot } from './browser';

/**
 * Gameplay end to end in Chromium at 390×844 against the whole local system: a new Base agent
 * (500 credits) sees the mission dashboard, buys CLU-001 in TRACCIA CONSOLE (500 → 450), opens
 * the console full screen with a long press, writes in the TRACCIA AGENT diary, unlocks a clue
 * in the archive and finds it in the mission history and the agent profile.
 * The account is made through Cognito and the API so that this file does not depend on the plan
 * screens; everything after that is done in the browser.
 * Screenshots land in test-results/screenshots/gameplay-*.png.
 */
const BASE = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const EMAIL = `e2e-gioco-${Date.now()}@example.com`;
const PASSWORD = 'Agente2026!';
const NOTE = 'La guglia dorata si vede dalla galleria: controllare a nord.';

const readCode = async (to: string): Promise<string> => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${BASE}/_local/mail?to=${encodeURIComponent(to)}&format=json`);
    if (res.ok) {
      const code = ((await res.json()) as { code?: string | null }[])[0]?.code;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nessun codice di verifica per ${to}`);
};

/** A verified Base agent: sign-up, code from the local mailbox, sign-in, plan chosen. */
const createBaseAgent = async () => {
  const { userPoolClientId: ClientId } = (await (await fetch(`${BASE}/config.json`)).json()) as { userPoolClientId: string };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: `${BASE}/_local/cognito`, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await cognito.send(new SignUpCommand({
    ClientId, Username: EMAIL, Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: EMAIL }, { Name: 'name', Value: 'Agente Volpe' }],
  }));
  await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: EMAIL, ConfirmationCode: await readCode(EMAIL) }));
  const auth = await cognito.send(new InitiateAuthCommand({
    AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: EMAIL, PASSWORD },
  }));
  const headers = { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken!}`, 'content-type': 'application/json' };
  expect((await fetch(`${BASE}/api/me`, { headers })).status).toBe(200);
  const plan = await fetch(`${BASE}/api/me/plan`, { method: 'POST', headers, body: JSON.stringify({ plan: 'base' }) });
  expect(plan.status).toBe(200);
};

const fullShot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

describe('gameplay (e2e)', () => {
  let browser: Browser;
  let page: Page;
  let unlockedTitle = '';
  let foundAtStart = Number.NaN;

  beforeAll(async () => {
    await createBaseAgent();
    browser = await launch();
    page = await phonePage(browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and sees the mission dashboard', async () => {
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Supercar Rosso Corsa' }).waitFor();
    await page.getByText('Visibilità: 0%').waitFor();
    // A new Base agent may already hold this week's free clue (D15a): count from what is shown.
    const found = page.getByRole('button', { name: /^Indizi trovati: \d+ \/ 200$/ });
    foundAtStart = Number(/(\d+) \//.exec((await found.getAttribute('aria-label')) ?? '')?.[1]);
    expect(foundAtStart).toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: /^Stato missione: ATTIVA$/ }).waitFor();
    expect(await page.getByText('500 crediti').isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'gameplay-01-dashboard');
    await fullShot(page, 'gameplay-01-dashboard-full');
  });

  it('opens the timeline and the commitment', async () => {
    await page.getByRole('button', { name: /^Tempo rimanente:/ }).click();
    await page.getByText('Settimana 1 in corso').waitFor();
    await page.getByRole('button', { name: /^Stato missione:/ }).click();
    await page.getByText('Impegno di posizione (SHA-256)').waitFor();
    await page.getByText('Settimana 1 in corso').scrollIntoViewIfNeeded();
    await shot(page, 'gameplay-02-summary');
    await page.getByText('Impegno di posizione (SHA-256)').evaluate((el: any) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'gameplay-02-commitment');
    // close them again for the next steps
    await page.getByRole('button', { name: /^Tempo rimanente:/ }).click();
    await page.getByRole('button', { name: /^Stato missione:/ }).click();
  });

  it('buys CLU-001 with credits: 500 → 450', async () => {
    const buy = page.getByRole('button', { name: 'Acquista Coordinate Base' });
    await buy.scrollIntoViewIfNeeded();
    await buy.click();
    await page.getByText('Indizio acquistato con successo!').waitFor();
    await page.getByText('450 crediti').first().waitFor();
    await page.getByRole('button', { name: 'Acquistato Coordinate Base' }).waitFor();
    expect(await page.getByRole('button', { name: 'Acquistato Coordinate Base' }).isDisabled()).toBe(true);
    await page.waitForTimeout(400);
    await shot(page, 'gameplay-03-console-bought');
  });

  it('opens TRACCIA CONSOLE full screen with a long press of 800 ms', async () => {
    const header = page.getByRole('button', { name: 'TRACCIA CONSOLE' });
    // The purchase toast sits over the top of the page for 4 s: let it go first.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    // In the middle of the screen: the fixed app header must not be the thing pressed.
    await header.evaluate((el: any) => el.scrollIntoView({ block: 'center' }));
    const box = (await header.boundingBox())!;
    const point = { x: Math.round(box.x + 60), y: Math.round(box.y + box.height / 2) };
    // A real finger: touch events through the DevTools protocol, held for longer than 800 ms.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(950);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const dialog = page.getByRole('dialog', { name: 'TRACCIA CONSOLE' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Acquistato Coordinate Base' }).waitFor();
    await shot(page, 'gameplay-04-console-fullscreen');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await header.getAttribute('aria-expanded')).toBe('true');
  });

  it('adds a note to the TRACCIA AGENT diary', async () => {
    const field = page.getByLabel('Nuova nota');
    await field.scrollIntoViewIfNeeded();
    await field.fill(NOTE);
    await page.getByRole('button', { name: 'Aggiungi nota' }).click();
    await page.getByText('Nota aggiunta al diario').waitFor();
    const entries = page.getByRole('list', { name: 'Voci del diario' });
    await entries.getByText(NOTE).waitFor();
    await entries.getByText('Acquisto: Coordinate Base (50 crediti)').waitFor();
    expect(await field.inputValue()).toBe('');
    await page.getByRole('heading', { name: 'TRACCIA AGENT' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await shot(page, 'gameplay-05-diary');
  });

  it('opens the clue archive and unlocks a clue for credits', async () => {
    await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Intelligence' }).click();
    await page.waitForURL('**/intelligence');
    await page.getByRole('heading', { name: 'Archivio indizi' }).waitFor();
    const unlock = page.getByRole('button', { name: /^Sblocca · 10 crediti / }).first();
    await unlock.waitFor();
    await page.getByText('450 crediti').waitFor();
    await shot(page, 'gameplay-06-archive');
    unlockedTitle = ((await unlock.getAttribute('aria-label')) ?? '').replace('Sblocca · 10 crediti ', '');
    expect(unlockedTitle).toMatch(/^Sussurro \d+$/);

    await unlock.click();
    await page.getByText('Indizio sbloccato! Costato 10 crediti.').waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: unlockedTitle, exact: true }) });
    await card.getByRole('img', { name: 'Sbloccato' }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await page.getByText('440 crediti').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, 'gameplay-07-archive-unlocked');
    await fullShot(page, 'gameplay-07-archive-full');
  });

  it('filters the archive by week and tier', async () => {
    await page.getByRole('group', { name: 'Settimana' }).getByRole('button', { name: 'W3' }).click();
    await page.getByText('Nessun indizio trovato').waitFor();
    await page.getByRole('group', { name: 'Settimana' }).scrollIntoViewIfNeeded();
    await shot(page, 'gameplay-08-archive-empty');
    await page.getByRole('group', { name: 'Settimana' }).getByRole('button', { name: 'Tutte' }).click();
    await page.getByRole('heading', { name: unlockedTitle, exact: true }).waitFor();
    const drawer = page.getByRole('navigation', { name: 'Moduli intelligence' });
    await drawer.getByText('Disponibile dalla settimana 3').waitFor();
    await drawer.evaluate((el: any) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'gameplay-09-modules');
  });

  it('finds the clue in the mission history and in the agent profile', async () => {
    await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/home');
    const clues = page.getByRole('button', { name: `Indizi trovati: ${foundAtStart + 1} / 200` });
    await clues.click();
    await page.getByText(unlockedTitle, { exact: true }).waitFor();
    await page.getByText(unlockedTitle, { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'gameplay-10-history');

    await page.getByRole('button', { name: 'Apri profilo agente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profilo agente' });
    await dialog.getByText(`${foundAtStart + 1} / 200`).waitFor();
    await shot(page, 'gameplay-11-agent-profile');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
  });

  it('keeps the dashboard and the archive in a centred console column on a desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByRole('heading', { name: 'Supercar Rosso Corsa' }).waitFor();
    await shot(page, 'gameplay-12-desktop-home');
    await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Intelligence' }).click();
    await page.getByRole('heading', { name: 'Archivio indizi' }).waitFor();
    await page.getByRole('heading', { name: unlockedTitle, exact: true }).waitFor();
    await shot(page, 'gameplay-13-desktop-archive');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('lets the seeded developer reset their own progress after confirming (D23)', async () => {
    await page.getByRole('button', { name: 'Apri profilo agente' }).click();
    await page.getByRole('dialog', { name: 'Profilo agente' }).getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email', { exact: true }).fill('dev@traccia.local');
    await page.getByLabel('Password', { exact: true }).fill('Developer2026!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'PANEL - Centro AI Generativo - Accesso Test' }).waitFor();

    const buy = page.getByRole('button', { name: /^(Acquista|Acquistato) Coordinate Base$/ });
    if ((await buy.getAttribute('aria-label')) === 'Acquista Coordinate Base') {
      await buy.click();
      await page.getByRole('button', { name: 'Acquistato Coordinate Base' }).waitFor();
    }
    await page.getByRole('button', { name: /^Indizi trovati:/ }).click();
    await page.getByRole('button', { name: 'Azzera progressi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Azzera progressi' });
    await dialog.getByText('I crediti spesi non vengono restituiti.', { exact: false }).waitFor();
    await shot(page, 'gameplay-14-dev-reset-confirm');
    await dialog.getByRole('button', { name: 'Azzera', exact: true }).click();
    await page.getByText('Progressi azzerati').waitFor();
    await page.getByRole('button', { name: 'Acquista Coordinate Base' }).waitFor();
  });
});
