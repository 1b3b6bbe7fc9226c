import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { launch, phonePage, shot } from './browser';

/**
 * BUZZ end to end (issue 4): a Base agent with a saved test card (4242, saved through the local
 * provider's card page) presses BUZZ twice in Chromium, gets two different clues, and sees the
 * price and counters move; with ten presses already made today the next one is quoted €3,99.
 */
const BASE = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const EMAIL = `e2e-buzz-${Date.now()}@example.com`;
const PASSWORD = 'Agente2026!';
let userId = '';

const readCode = async (to: string): Promise<string> => {
  for (let i = 0; i < 80; i++) {
    const mails = (await (await fetch(`${BASE}/_local/mail?to=${encodeURIComponent(to)}&format=json`)).json()) as { code?: string }[];
    if (mails[0]?.code) return mails[0].code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nessun codice per ${to}`);
};

const agentWithCard = async () => {
  const { userPoolClientId: ClientId } = (await (await fetch(`${BASE}/config.json`)).json()) as { userPoolClientId: string };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: `${BASE}/_local/cognito`, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await cognito.send(new SignUpCommand({ ClientId, Username: EMAIL, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: EMAIL }, { Name: 'name', Value: 'Agente Lince' }] }));
  await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: EMAIL, ConfirmationCode: await readCode(EMAIL) }));
  const auth = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: EMAIL, PASSWORD } }));
  const token = auth.AuthenticationResult!.AccessToken!;
  userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  expect((await fetch(`${BASE}/api/me/plan`, { method: 'POST', headers, body: JSON.stringify({ plan: 'base' }) })).status).toBe(200);
  // Save 4242 through the local provider's card page, as the settings screen would.
  const setup = (await (await fetch(`${BASE}/api/payments/cards/setup`, { method: 'POST', headers, body: '{}' })).json()) as { url: string };
  const form = new URLSearchParams({ action: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'AGENTE LINCE' });
  await fetch(setup.url, { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  for (let i = 0; i < 80; i++) {
    const cards = (await (await fetch(`${BASE}/api/payments/cards`, { headers })).json()) as { cards: unknown[] };
    if (cards.cards.length === 1) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('la carta di prova non è stata salvata');
};

/** Ten presses already made today (UTC), written as the counter item the server keeps. */
const setTodayCount = async (count: number) => {
  const env = inject('e2eEnv');
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: env.DYNAMODB_ENDPOINT, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
  const day = new Date().toISOString().slice(0, 10);
  await db.send(new PutCommand({
    TableName: env.TABLE_NAME,
    Item: { pk: `USER#${userId}`, sk: `BUZZDAY#demo#${day}`, userId, missionId: 'demo', day, count, __edb_e__: 'buzzDay', __edb_v__: '1' },
  }));
};

describe('BUZZ (e2e)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await agentWithCard();
    browser = await launch();
    page = await phonePage(browser);
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and opens BUZZ with the first price of the day', async () => {
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL('**/home');
    await page.goto(`${BASE}/buzz`);
    await page.getByTestId('buzz-price').filter({ hasText: '€1,99' }).waitFor();
    expect(await page.getByTestId('buzz-today').textContent()).toBe('0/50');
    expect(await page.getByTestId('buzz-next').textContent()).toBe('Prossimo: €1,99');
    await shot(page, 'buzz-01-ready');
  });

  it('presses twice and receives two different clues', async () => {
    const button = page.getByRole('button', { name: /Premi BUZZ/ });
    await button.click();
    await page.getByTestId('buzz-clue').first().waitFor();
    await page.getByTestId('buzz-today').filter({ hasText: '1/50' }).waitFor();
    await page.getByTestId('buzz-price').filter({ hasText: '€1,99' }).waitFor();
    await button.click();
    await page.getByTestId('buzz-today').filter({ hasText: '2/50' }).waitFor();
    await expect.poll(() => page.getByTestId('buzz-clue').count()).toBe(2);
    const titles = await page.getByTestId('buzz-clue').locator('strong').allTextContents();
    expect(new Set(titles).size).toBe(2);
    expect(await page.getByTestId('buzz-total').textContent()).toBe('BUZZ totali 2/200');
    await shot(page, 'buzz-02-two-clues');
  });

  it('quotes €3,99 for the 11th press of the day', async () => {
    await setTodayCount(10);
    await page.reload();
    await page.getByTestId('buzz-price').filter({ hasText: '€3,99' }).waitFor();
    expect(await page.getByTestId('buzz-today').textContent()).toBe('10/50');
    expect(await page.getByTestId('buzz-next').textContent()).toBe('Prossimo: €3,99');
    await shot(page, 'buzz-03-eleventh');
  });
});
