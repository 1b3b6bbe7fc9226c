import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PAID_TIERS, PLANS, type Plan } from '../../../../../functions/core/plans';
import { ApiError } from '../../../lib/api-client';
import { useLogout } from '../../../lib/use-logout';
import { useChoosePlan } from '../api/choose-plan';
import { Logo } from '../../../components/ui/logo';
import { formatEuro } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../plans.css';

const earlyAccess = (plan: Plan) =>
  plan.earlyAccessHours > 0 ? T.choosePlan.earlyAccess(plan.earlyAccessHours) : T.choosePlan.noEarlyAccess;

const PlanCard = ({ plan, children }: { plan: Plan; children?: ReactNode }) => {
  const headingId = `plan-${plan.tier}`;
  return (
    <article className={`plan-card plan-card--${plan.tier}`} aria-labelledby={headingId}>
      <header className="plan-card__head">
        <h2 id={headingId} className="plan-card__name">{plan.name}</h2>
        {plan.badges.length > 0 ? (
          <ul className="plan-card__badges">
            {plan.badges.map((b) => <li key={b} className="badge badge--gold">{b}</li>)}
          </ul>
        ) : null}
      </header>
      <p className="plan-card__price">
        {plan.monthlyPriceCents > 0 ? (
          <>
            <span className="num">{formatEuro(plan.monthlyPriceCents)}</span>
            <span className="plan-card__per">{T.choosePlan.perMonth}</span>
          </>
        ) : (
          <span className="num">{T.choosePlan.free}</span>
        )}
      </p>
      <p className="plan-card__early">{earlyAccess(plan)}</p>
      <p className="plan-card__credits muted">
        {plan.monthlyPriceCents > 0 ? T.choosePlan.credits(plan.creditsPerPeriod) : T.choosePlan.baseCredits(plan.creditsPerPeriod)}
      </p>
      <ul className="plan-card__benefits">
        {plan.benefits.map((b) => <li key={b}>{b}</li>)}
      </ul>
      {children ?? (
        // Paid checkout is a later issue (D6, D7): the plans are shown, not yet sold.
        <button type="button" className="btn btn--ghost btn--block" disabled>
          {T.choosePlan.comingSoon}
        </button>
      )}
    </article>
  );
};

/** /choose-plan: four paid plans (checkout soon) and "Continua con Base" (spec 03, D5). */
export const ChoosePlanScreen = () => {
  const navigate = useNavigate();
  const logout = useLogout();
  const choose = useChoosePlan();
  const busy = choose.isPending;

  const onBase = () =>
    choose.mutate(
      { plan: 'base' },
      {
        onSuccess: () => navigate(paths.home, { replace: true }),
        onError: (err) =>
          toast.error(MSG.planSelectError, { description: err instanceof ApiError && err.status !== 401 ? err.message : undefined }),
      },
    );

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
          {PAID_TIERS.map((tier) => <PlanCard key={tier} plan={PLANS[tier]} />)}
        </div>
        <PlanCard plan={PLANS.base}>
          <button type="button" className="btn btn--primary btn--block" onClick={onBase} disabled={busy}>
            {busy ? T.choosePlan.processing : T.choosePlan.continueBase}
          </button>
        </PlanCard>
        <button type="button" className="btn btn--ghost plans__logout" onClick={() => void logout()} disabled={busy}>
          {T.logout}
        </button>
      </div>
    </main>
  );
};
