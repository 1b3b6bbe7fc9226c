import { useCallback, useId, useState } from 'react';
import { toast } from 'sonner';
import type { ShopCode } from '../../../../../functions/core/gameplay';
import { ApiError } from '../../../lib/api-client';
import { ErrorCard } from '../../../components/ui/error-card';
import { GAME, MSG } from '../../../i18n/it';
import { useShop, type Shop } from '../api/get-shop';
import { useBuyShopItem } from '../api/buy-shop-item';
import { useLongPress } from '../hooks/use-long-press';
import { ChevronIcon, CoinIcon, ExpandIcon, TerminalIcon } from './home-icons';
import { FullScreenPanel } from './full-screen-panel';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : MSG.genericError);

const ShopList = ({ shop, buying, onBuy }: { shop: Shop; buying: ShopCode | null; onBuy: (code: ShopCode) => void }) => (
  <ul className="shop">
    {shop.items.map((item) => {
      const short = !item.owned && shop.credits < item.cost;
      const shortId = `short-${item.code}`;
      const label = item.owned ? GAME.console.owned : buying === item.code ? GAME.console.buying : GAME.console.buy;
      return (
        <li key={item.code} className={`shop-item shop-item--${item.type}${item.owned ? ' is-owned' : ''}`}>
          <div className="shop-item__top">
            <span className="shop-item__code num">{item.code}</span>
            <span className={`badge shop-item__type shop-item__type--${item.type}`}>{GAME.console.types[item.type]}</span>
          </div>
          <h3 className="shop-item__title">{item.title}</h3>
          <p className="shop-item__text">{item.description}</p>
          <div className="shop-item__meta">
            <span className="shop-item__cost num">{GAME.credits(item.cost)}</span>
            <span className="shop-item__progress num">{GAME.console.progressValue(item.progressValue)}</span>
          </div>
          <button
            type="button"
            className={`btn btn--sm btn--block ${item.owned ? 'btn--ghost' : 'btn--gold'}`}
            disabled={item.owned || short || buying !== null}
            aria-describedby={short ? shortId : undefined}
            aria-label={`${label} ${item.title}`}
            onClick={() => onBuy(item.code)}
          >
            {label}
          </button>
          {short ? <p id={shortId} className="shop-item__short">{GAME.console.insufficient}</p> : null}
        </li>
      );
    })}
  </ul>
);

/**
 * "TRACCIA CONSOLE" (spec 02 §2, §5; D11): the server's clue catalogue bought with credits.
 * Collapsible; on a phone a long press of 800 ms on the header opens it full screen, and a
 * button does the same for everyone else (keyboard, screen readers, desktop).
 */
export const ClueConsole = () => {
  const shop = useShop();
  const buy = useBuyShopItem();
  const [open, setOpen] = useState(true);
  const [full, setFull] = useState(false);
  const bodyId = useId();
  const openFull = useCallback(() => setFull(true), []);
  const closeFull = useCallback(() => setFull(false), []);
  const press = useLongPress(openFull);

  const onBuy = (code: ShopCode) =>
    buy.mutate(code, {
      onSuccess: (result) => toast.success(result.message),
      onError: (err) => toast.error(errorText(err)),
    });

  const buying = buy.isPending ? (buy.variables ?? null) : null;
  const content = shop.isError ? (
    <ErrorCard message={MSG.genericError} onRetry={() => void shop.refetch()} retrying={shop.isFetching} />
  ) : !shop.data ? (
    <p className="muted" role="status">{MSG.loading}</p>
  ) : (
    <ShopList shop={shop.data} buying={buying} onBuy={onBuy} />
  );

  return (
    <section className="card console" aria-labelledby={`${bodyId}-title`}>
      <div className="console__head" {...press}>
        <h2 id={`${bodyId}-title`} className="console__title">
          <button
            type="button"
            className="console__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
          >
            <TerminalIcon className="console__icon" />
            <span>{GAME.console.title}</span>
            <ChevronIcon className="console__chevron" />
          </button>
        </h2>
        <button type="button" className="icon-button console__full" aria-label={GAME.console.fullScreen} onClick={openFull}>
          <ExpandIcon />
        </button>
      </div>
      <div className="console__bar">
        <span className="muted">{GAME.console.subtitle}</span>
        <span className="console__credits num" aria-live="polite">
          <CoinIcon />
          <span className="visually-hidden">{GAME.console.credits}: </span>
          {shop.data ? shop.data.credits.toLocaleString('it-IT') : '—'}
        </span>
      </div>
      <p className="console__hint muted">{GAME.console.longPressHint}</p>
      {open && !full ? <div id={bodyId} className="console__body">{content}</div> : null}
      {full ? (
        <FullScreenPanel title={GAME.console.title} onClose={closeFull}>
          <div className="console__bar console__bar--full">
            <span className="muted">{GAME.console.subtitle}</span>
            <span className="console__credits num">
              <CoinIcon />
              <span className="visually-hidden">{GAME.console.credits}: </span>
              {shop.data ? shop.data.credits.toLocaleString('it-IT') : '—'}
            </span>
          </div>
          {content}
        </FullScreenPanel>
      ) : null}
    </section>
  );
};
