import type { ReactNode } from 'react';
import type { Plan } from '../../../../../functions/core/plans';
import { formatEuro } from '../../../lib/format';
import { T } from '../../../i18n/it';

const earlyAccess = (plan: Plan) =>
  plan.earlyAccessHours > 0 ? T.choosePlan.earlyAccess(plan.earlyAccessHours) : T.choosePlan.noEarlyAccess;

/** One plan of the catalogue (D5): name, badges, monthly price, early access, credits, benefits. */
export const PlanCard = ({ plan, current, children }: { plan: Plan; current?: boolean; children?: ReactNode }) => {
  const headingId = `plan-${plan.tier}`;
  return (
    <article className={`plan-card plan-card--${plan.tier}${current ? ' plan-card--current' : ''}`} aria-labelledby={headingId}>
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
      {children}
    </article>
  );
};
