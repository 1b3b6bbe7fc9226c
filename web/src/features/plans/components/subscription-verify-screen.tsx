import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PAID_TIERS, planName, type PaidTier } from '../../../../../functions/core/plans';
import { VERIFY } from '../../../../../functions/core/payments';
import { ApiError } from '../../../lib/api-client';
import { getSubscription, paymentKeys } from '../../../lib/payments';
import { meQueryKey } from '../../../lib/me';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { MSG } from '../../../i18n/it';
import { PAY, PAYMENT_MESSAGES } from '../../../i18n/payments';
import '../plans.css';

type Phase = { kind: 'verifying'; attempt: number } | { kind: 'success'; plan: PaidTier } | { kind: 'error'; message: string };

/**
 * /subscription-verify (spec 03 §4, D6): the return from checkout. The tier comes only from the
 * server (set by the provider's webhook): first check after 2 s, then every 2 s, 5 attempts
 * ("Tentativo n di 5"); after the fifth the catalogue's sync error with a retry. On success the
 * home opens after 1.5 s. The `tier` query parameter only names the plan being waited for.
 */
export const SubscriptionVerifyScreen = () => {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const wanted = params.get('tier');
  const wantedName = (PAID_TIERS as readonly string[]).includes(wanted ?? '') ? planName(wanted as PaidTier) : null;
  const [run, setRun] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying', attempt: 1 });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const check = async (attempt: number) => {
      if (cancelled) return;
      setPhase({ kind: 'verifying', attempt });
      let failure: string = PAYMENT_MESSAGES.verifyFailed;
      try {
        const view = await getSubscription();
        if (cancelled) return;
        if (view.tier !== 'base') {
          const plan = view.tier as PaidTier;
          setPhase({ kind: 'success', plan });
          qc.setQueryData(paymentKeys.subscription, view);
          void qc.invalidateQueries({ queryKey: meQueryKey });
          toast.success(PAYMENT_MESSAGES.upgradeOk(planName(plan)));
          timer = setTimeout(() => navigate(paths.home, { replace: true }), VERIFY.successRedirectMs);
          return;
        }
      } catch (e) {
        if (e instanceof ApiError && e.status === 0) failure = MSG.connectionError;
      }
      if (attempt >= VERIFY.attempts) {
        setPhase({ kind: 'error', message: failure });
        return;
      }
      timer = setTimeout(() => void check(attempt + 1), VERIFY.intervalMs);
    };
    timer = setTimeout(() => void check(1), VERIFY.firstDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [run, navigate, qc]);

  return (
    <main className="screen verify">
      <div className="screen__panel verify__panel">
        <Logo />
        <h1 className="screen__title">{PAY.verify.title}</h1>
        {phase.kind === 'verifying' ? (
          <>
            <div className="verify__spinner" aria-hidden="true" />
            <p>{PAY.verify.checking(wantedName)}</p>
            <p className="muted num" role="status">{PAY.verify.attempt(phase.attempt)}</p>
          </>
        ) : null}
        {phase.kind === 'success' ? (
          <p className="verify__ok" role="status">{PAY.verify.success(planName(phase.plan))}</p>
        ) : null}
        {phase.kind === 'error' ? (
          <>
            <p className="verify__error" role="alert">{phase.message}</p>
            <button type="button" className="btn btn--primary btn--block" onClick={() => {
              setPhase({ kind: 'verifying', attempt: 1 });
              setRun((n) => n + 1);
            }}>{PAY.verify.retry}</button>
          </>
        ) : null}
        <Link className="btn btn--ghost btn--block" to={paths.choosePlan}>{PAY.verify.backToPlans}</Link>
      </div>
    </main>
  );
};
