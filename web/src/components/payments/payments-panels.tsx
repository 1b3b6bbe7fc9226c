import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CARD_BRAND_LABEL, type CardBrand } from '../../../../functions/core/payments';
import { PLANS } from '../../../../functions/core/plans';
import { ApiError } from '../../lib/api-client';
import {
  openProviderPage, paymentKeys, useAddCard, useCards, usePaymentHistory, useRemoveCard, useSetDefaultCard, useSetSpendingCap, useSpending,
} from '../../lib/payments';
import { formatDateTime, formatEuro } from '../../lib/format';
import { TextField } from '../ui/text-field';
import { PlanBadge } from '../ui/plan-badge';
import { useMe } from '../../lib/me';
import { paths } from '../../config/paths';
import { MSG } from '../../i18n/it';
import { PAY } from '../../i18n/payments';
import './payments.css';

const S = PAY.settings;
const brandLabel = (b: string) => CARD_BRAND_LABEL[b as CardBrand] ?? b.charAt(0).toUpperCase() + b.slice(1);
const failure = (err: unknown, fallback: string) => (err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback);

/** Saved cards (spec 03 §4): add through the provider's page, default, remove while more than one. */
export const CardsPanel = ({ from }: { from: 'settings' | 'profile' }) => {
  const cards = useCards();
  const add = useAddCard();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const busy = add.isPending || setDefault.isPending || remove.isPending;
  const list = cards.data?.cards ?? [];
  return (
    <section className="card pay-panel" aria-labelledby={`cards-${from}`}>
      <h2 id={`cards-${from}`} className="settings__section-title">{S.cardsTitle}</h2>
      {cards.isError ? <p className="pay-panel__error">{MSG.cardsLoadError}</p> : null}
      {cards.isSuccess && list.length === 0 ? <p className="muted">{S.noCards}</p> : null}
      <ul className="pay-cards">
        {list.map((c) => (
          <li key={c.id} className={`pay-card${c.isDefault ? ' pay-card--default' : ''}`}>
            <div className="pay-card__id">
              <strong>{S.cardLabel(brandLabel(c.brand), c.last4)}</strong>
              <span className="muted">{S.expires(c.expMonth, c.expYear)}</span>
            </div>
            <div className="pay-card__tags">
              {c.isDefault ? <span className="badge badge--accent">{S.default}</span> : null}
              {c.expired ? <span className="badge pay-card__expired">{S.expired}</span> : null}
            </div>
            <div className="pay-card__actions">
              {!c.isDefault && !c.expired ? (
                <button type="button" className="btn btn--ghost btn--sm" disabled={busy}
                  onClick={() => setDefault.mutate(c.id, { onSuccess: () => toast.success(S.defaultSet), onError: (e) => toast.error(failure(e, MSG.cardDefaultError)) })}>
                  {S.makeDefault}
                </button>
              ) : null}
              {list.length > 1 ? (
                <button type="button" className="btn btn--ghost btn--sm" disabled={busy} aria-label={`${S.remove} ${S.cardLabel(brandLabel(c.brand), c.last4)}`}
                  onClick={() => remove.mutate(c.id, { onSuccess: () => toast.success(S.removed), onError: (e) => toast.error(failure(e, MSG.cardRemoveError)) })}>
                  {S.remove}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--primary" disabled={busy}
        onClick={() => add.mutate(from, { onSuccess: ({ url }) => openProviderPage(url), onError: (e) => toast.error(failure(e, MSG.cardSaveError)) })}>
        {add.isPending ? MSG.processing : S.addCard}
      </button>
    </section>
  );
};

/** D15a: the monthly cap the server enforces on every paid action. */
export const SpendingCapPanel = () => {
  const spending = useSpending();
  const save = useSetSpendingCap();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = spending.data;
  const shown = value ?? (data?.monthlyCapCents != null ? (data.monthlyCapCents / 100).toFixed(2).replace('.', ',') : '');
  const submit = (cents: number | null) =>
    save.mutate({ monthlyCapCents: cents }, {
      onSuccess: () => {
        setValue(null);
        toast.success(S.capSaved);
      },
      onError: (e) => toast.error(failure(e, MSG.settingsSaveError)),
    });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(shown.replace(/\./g, '').replace(',', '.').trim());
    if (!shown.trim() || !Number.isFinite(n) || n < 0 || n > 10_000) {
      setError(MSG.spendingCapInvalid);
      return;
    }
    submit(Math.round(n * 100));
  };
  return (
    <form className="card pay-panel form" onSubmit={onSubmit} noValidate aria-labelledby="cap-title">
      <h2 id="cap-title" className="settings__section-title">{S.capTitle}</h2>
      <p className="muted">{S.capText}</p>
      {data ? (
        <p className="num" data-testid="cap-spent">
          {S.capSpent(formatEuro(data.spentThisMonthCents), data.monthlyCapCents != null ? formatEuro(data.monthlyCapCents) : null)}
        </p>
      ) : null}
      {data && data.monthlyCapCents == null ? <p className="muted">{S.capNone}</p> : null}
      <TextField label={S.capLabel} name="monthlyCap" inputMode="decimal" value={shown} error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }} />
      <div className="row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{save.isPending ? MSG.processing : S.capSave}</button>
        {data?.monthlyCapCents != null ? (
          <button type="button" className="btn btn--ghost" disabled={save.isPending} onClick={() => submit(null)}>{S.capRemove}</button>
        ) : null}
      </div>
    </form>
  );
};

/** Payment history (payment_transactions of the spec), newest first, from the server's records. */
export const PaymentHistoryPanel = ({ limit }: { limit?: number }) => {
  const history = usePaymentHistory();
  const all = history.data?.payments ?? [];
  const list = limit ? all.slice(0, limit) : all;
  return (
    <section className="card pay-panel" aria-labelledby="history-title">
      <h2 id="history-title" className="settings__section-title">{S.historyTitle}</h2>
      {history.isSuccess && all.length === 0 ? <p className="muted">{S.noPayments}</p> : null}
      <ul className="pay-history">
        {list.map((p) => (
          <li key={p.id} className={`pay-history__item pay-history__item--${p.status}`}>
            <div>
              <strong>{p.description}</strong>
              <span className="muted">{formatDateTime(p.createdAt)}</span>
              {p.failureMessage ? <span className="pay-history__fail">{p.failureMessage}</span> : null}
              {p.url ? <a className="pay-history__link" href={p.url}>{S.complete}</a> : null}
            </div>
            <div className="pay-history__right">
              <span className="num">{formatEuro(p.amountCents)}</span>
              <span className="pay-history__status">{S.status[p.status] ?? p.status}</span>
            </div>
          </li>
        ))}
      </ul>
      {limit && all.length > limit ? <Link to={paths.profilePayments}>{S.allPayments}</Link> : null}
    </section>
  );
};

/** Toasts for the return from the provider's card page (?card=added|canceled); the list refreshes. */
export const useCardReturnNotice = () => {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  useEffect(() => {
    const card = params.get('card');
    if (!card) return;
    if (card === 'added') {
      toast.success(S.cardAdded);
      // The card arrives by webhook: look again for a few seconds.
      for (const ms of [500, 1500, 3000]) setTimeout(() => void qc.invalidateQueries({ queryKey: paymentKeys.cards }), ms);
    } else toast(S.cardAddCanceled);
    setParams({}, { replace: true });
  }, [params, setParams, qc]);
};

/** The settings payments section: the plan (catalogue names), cards, spending cap, recent history. */
export const PaymentsSection = () => {
  useCardReturnNotice();
  const { data: me } = useMe();
  return (
    <div className="pay-section">
      <section className="card pay-panel" aria-labelledby="pay-plan">
        <h2 id="pay-plan" className="settings__section-title">{S.planTitle}</h2>
        {me ? <p><PlanBadge tier={me.profile.tier} /> <span className="muted">{me.profile.tier === 'base' ? PLANS.base.benefits.join(' · ') : ''}</span></p> : null}
        <Link className="btn btn--gold" to={paths.subscriptions}>{S.managePlan}</Link>
      </section>
      <CardsPanel from="settings" />
      <SpendingCapPanel />
      <PaymentHistoryPanel limit={5} />
    </div>
  );
};
