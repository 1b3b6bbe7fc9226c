import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** Spec 02 §9: long press 800 ms. */
export const LONG_PRESS_MS = 800;
/** Spec 02 §9: mobile below 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** A finger that drifts this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Fires `onLongPress` after the pointer stays down for `ms` on a mobile-width screen.
 * `consumeClick()` tells the click that ends a long press apart from a normal tap.
 */
export const useLongPress = (onLongPress: () => void, ms = LONG_PRESS_MS) => {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    origin.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = (e: PointerEvent) => {
    fired.current = false;
    if (e.button !== 0 || !window.matchMedia(MOBILE_QUERY).matches) return;
    origin.current = { x: e.clientX, y: e.clientY };
    timer.current = setTimeout(() => {
      fired.current = true;
      timer.current = null;
      onLongPress();
    }, ms);
  };

  const onPointerMove = (e: PointerEvent) => {
    const o = origin.current;
    if (o && Math.hypot(e.clientX - o.x, e.clientY - o.y) > MOVE_TOLERANCE_PX) cancel();
  };

  /** True once after a long press: the click that follows must not also toggle. */
  const consumeClick = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerCancel: cancel, onPointerLeave: cancel },
    consumeClick,
  };
};
