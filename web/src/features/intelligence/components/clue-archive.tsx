import { useDeferredValue, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { planName, type Tier } from '../../../../../functions/core/plans';
import { ApiError } from '../../../lib/api-client';
import { useMissionStatus } from '../../../lib/gameplay';
import { ErrorCard } from '../../../components/ui/error-card';
import { GAME, MSG } from '../../../i18n/it';
import { useArchive, type ArchiveClue } from '../api/get-archive';
import { useUnlockClue } from '../api/unlock-clue';
import { LockIcon, OpenLockIcon, SearchIcon } from './intel-icons';

const WEEKS = [1, 2, 3, 4] as const;
/** Cards shown at first and added by "Mostra altri": the module drawer stays within reach. */
const PAGE = 12;
/** Spec 02 §2: all, base, silver, gold, black; Titanium players also get their own tier. */
const SPEC_TIERS: Tier[] = ['base', 'silver', 'gold', 'black'];

/** Case- and accent-insensitive: "citta" finds "città". */
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('it-IT');

interface ChipGroupProps<V> {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
}

const ChipGroup = <V,>({ label, options, value, onChange }: ChipGroupProps<V>) => (
  <div className="chips" role="group" aria-label={label}>
    <span className="chips__label" aria-hidden="true">{label}</span>
    <div className="chips__row">
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          className="chip"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  </div>
);

const ClueCard = ({ clue, pending, busy, onUnlock }: { clue: ArchiveClue; pending: boolean; busy: boolean; onUnlock: () => void }) => (
  <li className={`clue-card clue-card--${clue.type}${clue.locked ? ' is-locked' : ''}`}>
    <div className="clue-card__top">
      <span className="clue-card__lock" role="img" aria-label={clue.locked ? GAME.archive.locked : GAME.archive.open}>
        {clue.locked ? <LockIcon /> : <OpenLockIcon />}
      </span>
      <span className={`badge clue-card__importance clue-card__importance--${clue.type}`}>{GAME.importance[clue.type]}</span>
      <span className="clue-card__week num">{GAME.summary.weekShort(clue.week)}</span>
      <span className="clue-card__tier">{planName(clue.tier)}</span>
    </div>
    <h3 className="clue-card__title">{clue.title}</h3>
    {clue.locked ? (
      <>
        <p className="clue-card__redacted">
          <span className="visually-hidden">{GAME.archive.lockedText}</span>
          <span aria-hidden="true" /><span aria-hidden="true" />
        </p>
        <button
          type="button"
          className="btn btn--gold btn--sm btn--block"
          disabled={busy}
          aria-label={`${pending ? GAME.archive.unlocking : GAME.archive.unlock(clue.unlockCost)} ${clue.title}`}
          onClick={onUnlock}
        >
          {pending ? GAME.archive.unlocking : GAME.archive.unlock(clue.unlockCost)}
        </button>
      </>
    ) : (
      <p className="clue-card__text">{clue.text}</p>
    )}
  </li>
);

/**
 * Clue archive (spec 02 §2 Intelligence; D14): search, week and tier filters, card grid with a
 * lock on locked clues and an unlock for credits, the total / unlocked / critical summary.
 * Week and tier are filtered by the server; the search box filters what is on screen.
 */
export const ClueArchive = ({ viewerTier }: { viewerTier: Tier }) => {
  const [week, setWeek] = useState<number | undefined>(undefined);
  const [tier, setTier] = useState<Tier | undefined>(undefined);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const searchId = useId();
  const archive = useArchive({ week, tier });
  const status = useMissionStatus();
  const unlock = useUnlockClue();

  const tiers = viewerTier === 'titanium' ? [...SPEC_TIERS, 'titanium' as const] : SPEC_TIERS;
  const items = useMemo(() => {
    const all = archive.data?.items ?? [];
    const q = fold(query.trim());
    if (!q) return all;
    return all.filter((c) => fold(`${c.clueId} ${c.title} ${c.text ?? ''}`).includes(q));
  }, [archive.data, query]);

  const onUnlock = (clue: ArchiveClue) =>
    unlock.mutate(clue.clueId, {
      onSuccess: (result) => toast.success(result.message),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : MSG.genericError),
    });

  const filterKey = `${week}|${tier}|${query}`;
  const [more, setMore] = useState({ key: '', shown: PAGE });
  const shown = more.key === filterKey ? more.shown : PAGE;
  const visible = items.slice(0, shown);

  const summary = archive.data?.summary;
  const futureWeek = week !== undefined && status.data !== undefined && week > status.data.currentWeek;

  return (
    <section className="card archive" aria-labelledby="archive-title" id="archivio">
      <div className="archive__head">
        <h2 id="archive-title" className="archive__title">{GAME.archive.title}</h2>
        <span className="archive__credits num">
          <span className="visually-hidden">{GAME.archive.available}: </span>
          {status.data ? GAME.credits(status.data.credits) : '—'}
        </span>
      </div>
      <p className="muted archive__intro">{GAME.archive.intro}</p>

      <dl className="stat-tiles archive__summary">
        <div>
          <dt>{GAME.archive.total}</dt>
          <dd className="num">{summary?.total ?? '—'}</dd>
        </div>
        <div>
          <dt>{GAME.archive.unlocked}</dt>
          <dd className="num archive__summary--unlocked">{summary?.unlocked ?? '—'}</dd>
        </div>
        <div>
          <dt>{GAME.archive.critical}</dt>
          <dd className="num archive__summary--critical">{summary?.critical ?? '—'}</dd>
        </div>
      </dl>

      <div className="archive__search">
        <label htmlFor={searchId} className="visually-hidden">{GAME.archive.search}</label>
        <SearchIcon className="archive__search-icon" />
        <input
          id={searchId}
          type="search"
          className="field__input archive__search-input"
          placeholder={`${GAME.archive.search}: ${GAME.archive.searchPlaceholder.toLocaleLowerCase('it-IT')}`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
      </div>

      <ChipGroup
        label={GAME.archive.week}
        value={week}
        onChange={setWeek}
        options={[{ value: undefined, label: GAME.archive.allWeeks }, ...WEEKS.map((w) => ({ value: w as number | undefined, label: GAME.summary.weekShort(w) }))]}
      />
      <ChipGroup
        label={GAME.archive.tier}
        value={tier}
        onChange={setTier}
        options={[{ value: undefined, label: GAME.archive.allTiers }, ...tiers.map((t) => ({ value: t as Tier | undefined, label: planName(t) }))]}
      />

      {archive.isError && !archive.data ? (
        <ErrorCard message={GAME.archive.loadError} onRetry={() => void archive.refetch()} retrying={archive.isFetching} />
      ) : !archive.data ? (
        <p className="muted" role="status">{MSG.loading}</p>
      ) : (
        <div className={`archive__results${archive.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={archive.isPlaceholderData}>
          <p className="muted archive__count" aria-live="polite">{GAME.archive.results(items.length)}</p>
          {items.length === 0 ? (
            <div className="archive__empty">
              <p>{GAME.archive.empty}</p>
              {futureWeek ? <p className="muted">{GAME.archive.futureWeek}</p> : null}
            </div>
          ) : (
            <ul className="archive__grid">
              {visible.map((c) => (
                <ClueCard
                  key={c.clueId}
                  clue={c}
                  busy={unlock.isPending}
                  pending={unlock.isPending && unlock.variables === c.clueId}
                  onUnlock={() => onUnlock(c)}
                />
              ))}
            </ul>
          )}
          {items.length > shown ? (
            <button type="button" className="btn btn--ghost btn--block" onClick={() => setMore({ key: filterKey, shown: shown + PAGE })}>
              {GAME.archive.more(items.length - shown)}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
};
