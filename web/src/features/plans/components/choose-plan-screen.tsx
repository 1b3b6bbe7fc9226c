import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PAID_TIERS, PLANS, type PaidTier } from '../../../../../functions/core/plans';
import { ApiError } from '../../../lib/api-client';
import { useLogout } from '../../../lib/use-logout';
import { openProviderPage, useStartCheckout } from '../../../lib/payments';
import { useChoosePlan } from '../api/choose-plan';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import { PAY } from '../../../i18n/payments';
import { PlanCard } from './plan-card';
import '../plans.css';

const errorDetail = (err: unknown) => (err instanceof ApiError && err.status !== 401 ? err.message : undefined);

/**
 * /choose-plan (spec 03 §4): four paid plans and "Continua con Base". A paid plan opens the
 * provider's checkout ("Elaborazione..." with every button disabled meanwhile); the tier is set
 * only by the server from the provider's webhook, checked on /subscription-verify.
 */
export const ChoosePlanScreen = () => {
  const navigate = useNavigate();
  const logout = useLogout();
  const choose = useChoosePlan();
  const checkout = useStartCheckout();
  const [selected, setSelected] = useState<PaidTier | 'base' | null>(null);
  const [params, setParams] = useSearchParams();
  const told = useRef(false);
  const busy = selected !== null;

  // Back from the checkout without paying: the selection resets.
  useEffect(() => {
    if (params.get('canceled') === 'true' && !told.current) {
      told.current = true;
      toast(MSG.paymentCanceled);
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  const onBase = () => {
    setSelected('base');
    choose.mutate(
      { plan: 'base' },
      {
        onSuccess: () => navigate(paths.home, { replace: true }),
        onError: (err) => {
          setSelected(null);
          toast.error(MSG.planSelectError, { description: errorDetail(err) });
        },
      },
    );
  };

  const onPaid = (tier: PaidTier) => {
    setSelected(tier);
    checkout.mutate(
      { tier, from: 'choose-plan' },
      {
        onSuccess: ({ url }) => {
          toast.success(MSG.checkoutOpened);
          openProviderPage(url);
        },
        onError: (err) => {
          setSelected(null);
          toast.error(MSG.planSelectError, { description: errorDetail(err) });
        },
      },
    );
  };

  return (
    <main className="plans">
      <div className="plans__column">
        <div className="plans__brand"><Logo /></div>
        <header className="plans__heading">
          <p className="eyebrow">{PLANS.base.name} · {PAID_TIERS.map((t) => PLANS[t].name).join(' · ')}</p>
          <h1>{T.choosePlan.title}</h1>
          <p className="muted">{T.choosePlan.subtitle}</p>
        </header>
        <div className="plans__grid" aria-busy={busy}>
          {PAID_TIERS.map((tier) => (
            <PlanCard key={tier} plan={PLANS[tier]}>
              <button
                type="button"
                className={`btn btn--block ${tier === 'gold' ? 'btn--gold' : 'btn--primary'}`}
                onClick={() => onPaid(tier)}
                disabled={busy}
              >
                {selected === tier ? T.choosePlan.processing : PAY.choose(PLANS[tier].name)}
              </button>
            </PlanCard>
          ))}
        </div>
        <PlanCard plan={PLANS.base}>
          <button type="button" className="btn btn--primary btn--block" onClick={onBase} disabled={busy}>
            {selected === 'base' ? T.choosePlan.processing : T.choosePlan.continueBase}
          </button>
        </PlanCard>
        <p className="muted plans__secure">{PAY.secureNote}</p>
        <button type="button" className="btn btn--ghost plans__logout" onClick={() => void logout()} disabled={busy}>
          {T.logout}
        </button>
      </div>
    </main>
  );
};
