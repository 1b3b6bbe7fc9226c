/**
 * Spec 01 §8: notification fetch errors are swallowed (no toast; the list shows its empty state,
 * the badge keeps its last value). The app's query cache toasts only ApiErrors, so a failed
 * notifications read is rethrown as a plain error. 401 still signs out (the api client did it).
 */
export const swallow = async <T>(p: Promise<T>): Promise<T> => {
  try {
    return await p;
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new Error('notifications unavailable', { cause: e });
  }
};
