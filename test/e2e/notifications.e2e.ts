import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { launch, PHONE, shot } from './browser';

/**
 * Notifications end to end in Chromium at 390×844 against the whole local system: an admin
 * broadcast goes SNS(local) → fan-out → notification items → table stream → WebSocket → the open
 * tabs of the seeded agent, which show the toast and the badge without any polling; reading in
 * one tab updates the other. Screenshots land in test-results/screenshots/notifications-*.png.
 */
const BASE = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const AGENT = { email: 'agente@traccia.local', password: 'Agente2026!' };
const ADMIN = { email: 'admin@traccia.local', password: 'Admin2026!' };

const adminToken = async (): Promise<string> => {
  const config = (await (await fetch(`${BASE}/config.json`)).json()) as { userPoolClientId: string };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: `${BASE}/_local/cognito`, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const out = await cognito.send(new InitiateAuthCommand({
    AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: ADMIN.email, PASSWORD: ADMIN.password },
  }));
  return out.AuthenticationResult!.AccessToken!;
};

const broadcast = async (title: string, message: string) => {
  const res = await fetch(`${BASE}/api/admin/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, message, url: '/notifications' }),
  });
  expect(res.status).toBe(202);
};

const badge = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' }).getByTestId('count-badge');

describe('notifications (e2e)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let tab1: Page;
  let tab2: Page;
  const wsFrames: string[] = [];
  const apiCalls: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'it-IT', timezoneId: 'Europe/Rome', reducedMotion: 'reduce' });
    tab1 = await context.newPage();
    tab1.setDefaultTimeout(15_000);
    tab1.on('websocket', (ws) => ws.on('framereceived', (f) => wsFrames.push(String(f.payload))));
    tab1.on('request', (r) => {
      if (r.url().includes('/api/notifications')) apiCalls.push(`${Date.now()} ${r.method()} ${new URL(r.url()).pathname}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in the seeded agent in two tabs, each with its live socket', async () => {
    await tab1.goto(`${BASE}/login`);
    await tab1.getByLabel('Email', { exact: true }).fill(AGENT.email);
    await tab1.getByLabel('Password', { exact: true }).fill(AGENT.password);
    await tab1.getByRole('button', { name: 'Accedi', exact: true }).click();
    await tab1.waitForURL('**/home');
    tab2 = await context.newPage();
    tab2.setDefaultTimeout(15_000);
    await tab2.goto(`${BASE}/home`);
    await tab2.getByRole('button', { name: 'Apri notifiche' }).waitFor();
    await tab1.getByRole('button', { name: 'Apri notifiche' }).waitFor();
  });

  it('shows a server-created notification live in both tabs: toast, badge, bell dot, island', async () => {
    await tab1.waitForTimeout(1000); // let both sockets finish $connect
    const t0 = Date.now();
    await broadcast('Nuova settimana di indizi', 'La settimana 2 è aperta: nuovi indizi ti aspettano.');
    await tab1.getByText('Nuova settimana di indizi').first().waitFor();
    const ms = Date.now() - t0;
    await badge(tab1).waitFor();
    expect(await badge(tab1).textContent()).toContain('1');
    await badge(tab2).waitFor();
    expect(await tab1.getByTestId('bell-dot').count()).toBe(1);
    await shot(tab1, 'notifications-01-live-toast');
    expect(wsFrames.some((f) => f.includes('"type":"notification"'))).toBe(true);
    console.info(`[figure] admin broadcast → toast in Chromium: ${ms} ms`);
  });

  it('never polls the list while the socket is up', async () => {
    const gets = apiCalls.filter((c) => c.includes('GET /api/notifications')).length;
    await tab1.waitForTimeout(6000); // more than the old 5-second poll
    expect(apiCalls.filter((c) => c.includes('GET /api/notifications')).length).toBe(gets);
  });

  it('opens the bell dropdown and the detail dialog (which marks read), and every tab updates', async () => {
    await broadcast('Area BUZZ MAPPA pronta', 'Una nuova area di ricerca è sulla mappa.');
    await tab2.getByText('Area BUZZ MAPPA pronta').first().waitFor();
    await badge(tab1).filter({ hasText: /^2\b/ }).waitFor();
    await tab1.getByRole('button', { name: 'Apri notifiche' }).click();
    const panel = tab1.getByRole('dialog', { name: 'Ultime notifiche' });
    await panel.getByText('Area BUZZ MAPPA pronta').waitFor();
    await shot(tab1, 'notifications-02-dropdown');
    await panel.getByRole('button', { name: /^Area BUZZ MAPPA pronta/ }).click();
    await tab1.getByRole('dialog', { name: 'Area BUZZ MAPPA pronta' }).waitFor();
    await shot(tab1, 'notifications-03-detail');
    await badge(tab2).filter({ hasText: /^1\b/ }).waitFor();
    await tab1.keyboard.press('Escape');
  });

  it('"Segna tutte come lette" on the page clears the badge in the other tab', async () => {
    await tab1.goto(`${BASE}/notifications`);
    await tab1.getByRole('heading', { name: 'Notifiche', level: 1 }).waitFor();
    await tab1.getByText('Nuova settimana di indizi').first().waitFor();
    await shot(tab1, 'notifications-04-page');
    await tab1.getByRole('button', { name: 'Segna tutte come lette' }).first().click();
    await badge(tab2).waitFor({ state: 'detached' });
    await badge(tab1).waitFor({ state: 'detached' });
    expect(await tab2.getByTestId('bell-dot').count()).toBe(0);
  });

  it('shows the notifications settings with the push button', async () => {
    await tab1.goto(`${BASE}/settings/notifiche`);
    await tab1.getByRole('button', { name: 'Attiva notifiche push' }).waitFor();
    await tab1.getByText('Indizi settimanali').waitFor();
    await shot(tab1, 'notifications-05-settings');
  });
});
