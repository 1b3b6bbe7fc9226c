import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardsResponse, CheckoutBody, PaymentsResponse, Redirect, Spending, SpendingCapBody, SubscriptionView,
} from '../../../functions/core/api/payments';
import { apiRequest } from './api-client';
import { meQueryKey } from './me';

/**
 * The payments API (issue 3), shared by the plan screens, the settings payments section and
 * /profile/payments, so it lives here like lib/me.ts. The server computes every amount and
 * tier; these calls only ask.
 */
const schemas = () => import('./payment-schemas');

export const paymentKeys = {
  subscription: ['payments', 'subscription'] as const,
  cards: ['payments', 'cards'] as const,
  history: ['payments', 'history'] as const,
  spending: ['payments', 'spending'] as const,
};

export const getSubscription = (signal?: AbortSignal): Promise<SubscriptionView> =>
  apiRequest('/api/subscription', { schema: () => schemas().then((m) => m.SubscriptionViewSchema), signal });

export const useSubscription = (opts: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: paymentKeys.subscription, queryFn: ({ signal }) => getSubscription(signal), staleTime: 0, ...opts });

/** POST /api/subscriptions/checkout {tier}: the provider's payment page to open. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: (body: CheckoutBody): Promise<Redirect> =>
      apiRequest('/api/subscriptions/checkout', { method: 'POST', body, schema: () => schemas().then((m) => m.RedirectSchema) }),
  });

export const useCancelSubscription = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SubscriptionView> =>
      apiRequest('/api/subscriptions/cancel', { method: 'POST', schema: () => schemas().then((m) => m.SubscriptionViewSchema) }),
    onSuccess: (view) => {
      qc.setQueryData(paymentKeys.subscription, view);
      void qc.invalidateQueries({ queryKey: meQueryKey });
    },
  });
};

const cardsSchema = () => schemas().then((m) => m.CardsSchema);
export const useCards = () =>
  useQuery({ queryKey: paymentKeys.cards, queryFn: ({ signal }) => apiRequest('/api/payments/cards', { schema: cardsSchema, signal }) });

/** Opens the provider's page that saves a card; the card arrives by webhook. */
export const useAddCard = () =>
  useMutation({
    mutationFn: (from: 'settings' | 'profile'): Promise<Redirect> =>
      apiRequest('/api/payments/cards/setup', { method: 'POST', body: { from }, schema: () => schemas().then((m) => m.RedirectSchema) }),
  });

const useCardsMutation = (call: (id: string) => Promise<CardsResponse>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (cards) => qc.setQueryData(paymentKeys.cards, cards) });
};
export const useSetDefaultCard = () =>
  useCardsMutation((id) => apiRequest(`/api/payments/cards/${encodeURIComponent(id)}/default`, { method: 'POST', schema: cardsSchema }));
export const useRemoveCard = () =>
  useCardsMutation((id) => apiRequest(`/api/payments/cards/${encodeURIComponent(id)}`, { method: 'DELETE', schema: cardsSchema }));

export const usePaymentHistory = () =>
  useQuery({
    queryKey: paymentKeys.history,
    queryFn: ({ signal }): Promise<PaymentsResponse> => apiRequest('/api/payments', { schema: () => schemas().then((m) => m.PaymentsSchema), signal }),
  });

const spendingSchema = () => schemas().then((m) => m.SpendingSchema);
export const useSpending = () =>
  useQuery({ queryKey: paymentKeys.spending, queryFn: ({ signal }): Promise<Spending> => apiRequest('/api/me/spending-cap', { schema: spendingSchema, signal }) });

export const useSetSpendingCap = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SpendingCapBody): Promise<Spending> => apiRequest('/api/me/spending-cap', { method: 'PUT', body, schema: spendingSchema }),
    onSuccess: (s) => qc.setQueryData(paymentKeys.spending, s),
  });
};

/** Leaves the app for the provider's hosted page (Stripe Checkout, or the local test page). */
export const openProviderPage = (url: string): void => {
  window.location.assign(url);
};
