import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** Spec 02 §9: long press 800 ms. */
export const LONG_PRESS_MS = 800;
/** Spec 02 §9: mobile below 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** A finger that drifts this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;
/** The click that ends a long press comes right after the finger lifts. */
const CLICK_GUARD_MS = 500;

const swallow = (e: Event) => {
  e.stopPropagation();
  e.preventDefault();
};

/**
 * Fires `onLongPress` after one pointer stays down for `ms` on a mobile-width screen.
 * The click that ends the press is swallowed wherever it lands: a panel that opened under the
 * finger must not take it as a tap (it could be a "buy" button), nor may the header toggle.
 */
export const useLongPress = (onLongPress: () => void, ms = LONG_PRESS_MS) => {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const press = useRef<{ id: number; x: number; y: number } | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** The press ends before firing (finger lifted, moved or left): nothing happens. */
  const cancel = useCallback(() => {
    stopTimer();
    press.current = null;
  }, [stopTimer]);

  useEffect(
    () => () => {
      stopTimer();
      document.removeEventListener('click', swallow, true);
    },
    [stopTimer],
  );

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || !window.matchMedia(MOBILE_QUERY).matches) return;
    stopTimer();
    press.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    timer.current = setTimeout(() => {
      timer.current = null;
      press.current = null;
      // Swallow the click that follows the lift, wherever the finger is by then.
      document.addEventListener('click', swallow, { capture: true, once: true });
      document.addEventListener(
        'pointerup',
        () => setTimeout(() => document.removeEventListener('click', swallow, true), CLICK_GUARD_MS),
        { capture: true, once: true },
      );
      onLongPress();
    }, ms);
  };

  const onPointerMove = (e: PointerEvent) => {
    const p = press.current;
    if (p && e.pointerId === p.id && Math.hypot(e.clientX - p.x, e.clientY - p.y) > MOVE_TOLERANCE_PX) cancel();
  };

  /** Only the pressing pointer ends the press (a stray mouse leaving must not). */
  const onPointerEnd = (e: PointerEvent) => {
    if (press.current && e.pointerId === press.current.id) cancel();
  };

  // No context menu or text callout while the finger is held down.
  const onContextMenu = (e: MouseEvent) => {
    if (press.current || timer.current) e.preventDefault();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onPointerLeave: onPointerEnd,
    onContextMenu,
  };
};
