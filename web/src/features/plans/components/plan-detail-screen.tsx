import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PAID_TIERS, PLANS, type PaidTier } from '../../../../../functions/core/plans';
import { ApiError } from '../../../lib/api-client';
import { openProviderPage, useStartCheckout } from '../../../lib/payments';
import { useMe } from '../../../lib/me';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import { PAY } from '../../../i18n/payments';
import { PlanCard } from './plan-card';
import '../plans.css';

/**
 * /subscriptions/silver|gold|black|titanium: one plan with its badges, price and features. The
 * "payment form" is the provider's page: the card is typed there, never here (D7).
 */
export const PlanDetailScreen = () => {
  const { tier = '' } = useParams();
  const { data: me } = useMe();
  const checkout = useStartCheckout();
  const [busy, setBusy] = useState(false);
  if (!(PAID_TIERS as readonly string[]).includes(tier)) {
    return (
      <section className="page">
        <h1 className="page__title">{MSG.notFoundPage}</h1>
        <Link className="btn btn--primary" to={paths.subscriptions}>{PAY.subscriptions.back}</Link>
      </section>
    );
  }
  const plan = PLANS[tier as PaidTier];
  const current = me?.profile.tier === plan.tier;
  const onSubscribe = () => {
    setBusy(true);
    checkout.mutate(
      { tier: plan.tier as PaidTier, from: 'subscriptions' },
      {
        onSuccess: ({ url }) => {
          toast.success(MSG.checkoutOpened);
          openProviderPage(url);
        },
        onError: (err) => {
          setBusy(false);
          toast.error(MSG.planSelectError, { description: err instanceof ApiError && err.status !== 401 ? err.message : undefined });
        },
      },
    );
  };
  return (
    <section className="page subs subs--detail">
      <Link className="btn btn--ghost btn--sm subs__back" to={paths.subscriptions}>← {PAY.subscriptions.back}</Link>
      <PlanCard plan={plan} current={current}>
        {current ? (
          <p className="plan-card__current">{PAY.currentPlan}</p>
        ) : (
          <button type="button" className={`btn btn--block ${plan.tier === 'gold' ? 'btn--gold' : 'btn--primary'}`} onClick={onSubscribe} disabled={busy}>
            {busy ? T.choosePlan.processing : PAY.subscribe(plan.name)}
          </button>
        )}
      </PlanCard>
      <p className="muted plans__secure">{PAY.secureNote}</p>
    </section>
  );
};
