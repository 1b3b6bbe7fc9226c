import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../functions/core/api/me';
import { planName } from '../../../functions/core/plans';
import { useAuthStatus } from '../lib/auth-store';
import { meQueryKey, useMe } from '../lib/me';
import { formatCountdown, formatDateTime } from '../lib/format';
import { LoadingScreen } from '../components/layout/loading-screen';
import { StatusScreen } from '../components/layout/status-screen';
import { PlanBadge } from '../components/ui/plan-badge';
import { paths } from '../config/paths';
import type { LandingState } from './guards';
import { MSG, T } from '../i18n/it';
import './access-gate.css';

/**
 * The access gate (spec 01 §2, D17): checking → unauthenticated → no plan → not yet available
 * → allowed. The server decides the state (GET /api/me `access`); this only renders it.
 * With `requirePlanAccess` false only the first two steps apply.
 */
export const AccessGate = ({ requirePlanAccess = true }: { requirePlanAccess?: boolean }) => {
  const status = useAuthStatus();
  const location = useLocation();
  const me = useMe();

  if (status === 'loading') return <LoadingScreen label={MSG.checkingAccess} />;
  if (status === 'unauthenticated') return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (me.isPending) return <LoadingScreen label={MSG.checkingAccess} />;
  if (me.isError) {
    return (
      <StatusScreen
        title={MSG.profileLoadError}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void me.refetch()}>
            {T.retry}
          </button>
        }
      >
        <p className="muted">{me.error.message}</p>
      </StatusScreen>
    );
  }

  // /subscriptions is where a waiting Base player upgrades: signed in is enough there.
  if (!requirePlanAccess) return <Outlet />;

  switch (me.data.access.state) {
    case 'no_plan':
      return <RedirectToPlan />;
    case 'not_yet_available':
      return <NotYetAvailable me={me.data} />;
    case 'allowed':
      return <Outlet />;
  }
};

const RedirectToPlan = () => (
  <>
    <LoadingScreen label={MSG.redirectToPlan} />
    <Navigate to={paths.choosePlan} replace />
  </>
);

/** Counts down from the server's msUntilAccess (immune to a wrong device clock), per minute. */
const useCountdown = (msUntil: number | null): number | null => {
  const [target] = useState(() => (msUntil === null ? null : Date.now() + msUntil));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [target]);
  return target === null ? null : Math.max(0, target - now);
};

export const NotYetAvailable = ({ me }: { me: Me }) => {
  const queryClient = useQueryClient();
  const { plan, accessStartsAt, msUntilAccess } = me.access;
  const tier = plan ?? me.profile.tier;
  const left = useCountdown(msUntilAccess);
  const opened = left === 0 && msUntilAccess !== null;

  // When the countdown ends, ask the server again: it decides whether the gate opens.
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [opened, queryClient]);

  return (
    <main className="screen gate">
      <div className="screen__panel gate__panel">
        <svg className="gate__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle cx="60" cy="60" r="54" fill="none" stroke="var(--c-border-strong)" strokeWidth="2" />
          <circle cx="60" cy="60" r="40" fill="none" stroke="var(--c-gold)" strokeWidth="2" strokeDasharray="3 7" />
          <rect x="42" y="54" width="36" height="30" rx="5" fill="none" stroke="var(--c-accent)" strokeWidth="3" />
          <path d="M49 54v-8a11 11 0 0 1 22 0v8" fill="none" stroke="var(--c-accent)" strokeWidth="3" />
          <circle cx="60" cy="68" r="4" fill="var(--c-gold)" />
        </svg>
        <h1 className="screen__title">{T.gate.notYetTitle}</h1>
        <p className="gate__plan">
          <span className="muted">{T.gate.yourPlan}</span> <PlanBadge tier={tier} />
          <span className="visually-hidden">{planName(tier)}</span>
        </p>
        {left !== null ? (
          <div className="gate__countdown" role="timer" aria-live="off">
            <p className="muted">{T.gate.startsIn}</p>
            <p className="gate__time num" data-testid="gate-countdown">{formatCountdown(left)}</p>
          </div>
        ) : null}
        <p>
          <span className="muted">{T.gate.unlockDate}: </span>
          <strong data-testid="gate-unlock-date">{accessStartsAt ? formatDateTime(accessStartsAt) : T.gate.dateTbd}</strong>
        </p>
        <p className="gate__note">{T.gate.note}</p>
        {tier === 'base' ? <p className="muted">{T.gate.upgradeHint}</p> : null}
        <div className="gate__actions">
          {tier === 'base' ? (
            <Link to={paths.subscriptions} className="btn btn--gold btn--block">{T.gate.upgrade}</Link>
          ) : null}
          <Link to={paths.landing} state={{ landing: true } satisfies LandingState} className="btn btn--ghost btn--block">
            {T.gate.backHome}
          </Link>
        </div>
      </div>
    </main>
  );
};
