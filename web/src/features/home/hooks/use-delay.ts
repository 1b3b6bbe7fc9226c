import { useEffect, useState } from 'react';

/** Spec 02 §2, §9: home content appears after a 300 ms delay. */
export const HOME_CONTENT_DELAY_MS = 300;

/** False until `ms` have passed since the component mounted. */
export const useDelay = (ms: number): boolean => {
  const [done, setDone] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const t = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return done;
};
