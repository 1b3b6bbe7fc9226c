import { planName, type Tier } from '../../../../functions/core/plans';

export const PlanBadge = ({ tier }: { tier: Tier }) => (
  <span className={`badge ${tier === 'base' ? 'badge--accent' : 'badge--gold'}`}>{planName(tier)}</span>
);
