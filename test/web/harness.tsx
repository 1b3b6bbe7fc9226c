import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Me } from '../../functions/core/api/me';
import { routes } from '../../web/src/app/routes';
import { Providers } from '../../web/src/app/providers';
import { createQueryClient } from '../../web/src/app/query-client';
import { setRuntimeConfig } from '../../web/src/config/runtime-config';
import { setAuthStatus, type AuthStatus } from '../../web/src/lib/auth-store';
import * as auth from './fake-auth';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** A Me answer as GET /api/me returns it; override what the case is about. */
export const makeMe = (over: { access?: Partial<Me['access']>; profile?: Partial<Me['profile']>; roles?: Me['roles'] } = {}): Me => ({
  user: { id: 'user-0001-aaaa', email: 'agente@example.com', name: 'Mario Rossi' },
  profile: {
    agentCode: 'AG-7K3Q',
    referralCode: 'TRC-9XK2',
    agentName: 'Mario Rossi',
    tier: 'base',
    credits: 500,
    status: 'active',
    avatarUrl: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...over.profile,
  },
  roles: over.roles ?? [],
  access: { state: 'allowed', plan: 'base', accessStartsAt: null, msUntilAccess: null, ...over.access },
});

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
export type ApiHandler = (req: { method: string; path: string; body: unknown }) => Reply | undefined;

export const json = (status: number, body: unknown) => ({ status, body });
export const apiError = (status: number, code: string, message: string) => json(status, { error: { code, message } });

/** Replaces fetch: `/api/*` goes to the handler, anything unhandled is a 404 error body. */
export const stubApi = (handler: ApiHandler) => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(req);
    const reply = (await handler(req)) ?? apiError(404, 'not_found', 'Risorsa non trovata');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
};

/** Serves GET /api/me with `me` and lets the case add more routes. */
export const meApi = (me: Me | (() => Reply), more?: ApiHandler): ApiHandler => (req) => {
  if (req.method === 'GET' && req.path === '/api/me') return typeof me === 'function' ? me() : json(200, me);
  return more?.(req);
};

interface RenderOptions {
  auth?: AuthStatus;
  api?: ApiHandler;
}

/** The real routes and providers in a memory router, with Cognito and the network replaced. */
export const renderApp = (path: string, { auth: status = 'unauthenticated', api }: RenderOptions = {}) => {
  setRuntimeConfig({
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    cognitoEndpoint: null,
    apiUrl: '/api',
    wsUrl: 'ws://localhost/ws',
    stage: 'test',
  });
  setAuthStatus(status);
  auth.checkSession.mockImplementation(async () =>
    status === 'loading' ? new Promise<boolean>(() => undefined) : status === 'authenticated',
  );
  const stub = stubApi(api ?? (() => undefined));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, queryClient, ...stub, path: () => router.state.location.pathname };
};

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
