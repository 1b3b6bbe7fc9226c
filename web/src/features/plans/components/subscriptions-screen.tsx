import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PAID_TIERS, PLANS, TIERS, type PaidTier } from '../../../../../functions/core/plans';
import { ApiError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';
import { openProviderPage, useCancelSubscription, useStartCheckout, useSubscription } from '../../../lib/payments';
import { formatDateTime } from '../../../lib/format';
import { Dialog } from '../../../components/ui/dialog';
import { PlanBadge } from '../../../components/ui/plan-badge';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import { PAY } from '../../../i18n/payments';
import { PlanCard } from './plan-card';
import '../plans.css';

const isPaid = (t: string | null): t is PaidTier => (PAID_TIERS as readonly string[]).includes(t ?? '');
const day = (iso: string) => formatDateTime(iso).replace(/ alle ore .*$/, '');

/**
 * /subscriptions (spec 03 §2): the five plans, the player's plan as the server sees it, cancel
 * (at period end) unless Base, the benefits of the current plan, FAQ and a back button.
 * Query: success=true → verification; canceled=true → "Pagamento annullato"; checkout=true&tier=x
 * starts that plan's checkout.
 */
export const SubscriptionsScreen = () => {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const sub = useSubscription();
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const [selected, setSelected] = useState<PaidTier | null>(null);
  const [confirm, setConfirm] = useState(false);
  const handled = useRef(false);

  const start = (tier: PaidTier) => {
    setSelected(tier);
    checkout.mutate(
      { tier, from: 'subscriptions' },
      {
        onSuccess: ({ url }) => {
          toast.success(MSG.checkoutOpened);
          openProviderPage(url);
        },
        onError: (err) => {
          setSelected(null);
          toast.error(MSG.planSelectError, { description: err instanceof ApiError && err.status !== 401 ? err.message : undefined });
        },
      },
    );
  };

  useEffect(() => {
    if (handled.current) return;
    const tier = params.get('tier');
    if (params.get('success') === 'true') {
      handled.current = true;
      navigate(`${paths.subscriptionVerify}${isPaid(tier) ? `?tier=${tier}` : ''}`, { replace: true });
    } else if (params.get('canceled') === 'true') {
      handled.current = true;
      toast(MSG.paymentCanceled);
      setParams({}, { replace: true });
    } else if (params.get('checkout') === 'true' && isPaid(tier)) {
      handled.current = true;
      setParams({}, { replace: true });
      start(tier);
    }
  }, [params]);

  const view = sub.data;
  const tier = view?.tier ?? 'base';
  const s = view?.subscription;
  const canCancel = tier !== 'base' && s?.live && !s.cancelAtPeriodEnd;
  const busy = selected !== null || cancel.isPending;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (v) => {
        setConfirm(false);
        if (v.subscription) toast.success(PAY.subscriptions.canceled(day(v.subscription.currentPeriodEnd)));
        void qc.invalidateQueries({ queryKey: meQueryKey });
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : MSG.subscriptionError),
    });

  return (
    <section className="page subs">
      <button type="button" className="btn btn--ghost btn--sm subs__back" onClick={() => navigate(-1)}>← {PAY.subscriptions.back}</button>
      <header className="subs__head">
        <h1 className="page__title">{PAY.subscriptions.title}</h1>
        <p className="muted">{PAY.subscriptions.subtitle}</p>
      </header>

      <div className="card subs__current" aria-live="polite">
        <p className="subs__current-line">
          <span className="muted">{PAY.subscriptions.yourPlan}</span> <PlanBadge tier={tier} />
        </p>
        {s?.live && s.status === 'past_due' ? <p className="subs__warn">{PAY.subscriptions.pastDue}</p> : null}
        {s?.live ? (
          <p className="muted">{s.cancelAtPeriodEnd ? PAY.subscriptions.endsOn(day(s.currentPeriodEnd)) : PAY.subscriptions.renews(day(s.currentPeriodEnd))}</p>
        ) : null}
        {canCancel ? (
          <button type="button" className="btn btn--danger btn--sm" onClick={() => setConfirm(true)} disabled={busy}>
            {PAY.subscriptions.cancel}
          </button>
        ) : null}
      </div>

      <div className="plans__grid plans__grid--five" aria-busy={busy}>
        {TIERS.map((t) => (
          <PlanCard key={t} plan={PLANS[t]} current={t === tier}>
            {t === tier ? (
              <p className="plan-card__current">{PAY.currentPlan}</p>
            ) : isPaid(t) ? (
              <div className="plan-card__actions">
                <button type="button" className={`btn btn--block ${t === 'gold' ? 'btn--gold' : 'btn--primary'}`} onClick={() => start(t)} disabled={busy}>
                  {selected === t ? T.choosePlan.processing : PAY.choose(PLANS[t].name)}
                </button>
                <Link className="btn btn--ghost btn--block btn--sm" to={paths.subscriptionPlan(t)}>{PAY.details}</Link>
              </div>
            ) : null}
          </PlanCard>
        ))}
      </div>

      <section className="card subs__benefits" aria-labelledby="subs-benefits">
        <h2 id="subs-benefits" className="settings__section-title">{PAY.subscriptions.benefitsTitle}</h2>
        <ul className="plan-card__benefits">
          {PLANS[tier].benefits.map((b) => <li key={b}>{b}</li>)}
        </ul>
      </section>

      <section className="subs__faq" aria-labelledby="subs-faq">
        <h2 id="subs-faq" className="settings__section-title">{PAY.subscriptions.faqTitle}</h2>
        {PAY.subscriptions.faq.map((f) => (
          <details key={f.q} className="card subs__qa">
            <summary>{f.q}</summary>
            <p className="muted">{f.a}</p>
          </details>
        ))}
      </section>

      <Dialog open={confirm} title={PAY.subscriptions.cancelTitle} onClose={() => setConfirm(false)}>
        <p>{s ? PAY.subscriptions.cancelText(day(s.currentPeriodEnd)) : null}</p>
        <div className="row">
          <button type="button" className="btn btn--danger" onClick={onCancel} disabled={cancel.isPending}>
            {cancel.isPending ? T.choosePlan.processing : PAY.subscriptions.cancelConfirm}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirm(false)}>{PAY.subscriptions.keep}</button>
        </div>
      </Dialog>
    </section>
  );
};
