import type { TxItem } from '../../db/tx';

/**
 * What a one-off payment buys. BUZZ and BUZZ MAPPA register theirs; the payment service calls
 * `effect` once the money is taken and writes the returned items in the same transaction that
 * marks the payment applied, so the effect happens exactly once. An effect item may carry a
 * condition (a daily limit, a clue not owned yet): when it fails the effect cannot happen any
 * more, and the payment service refunds the money instead of keeping it.
 */
export interface PurposeContext {
  userId: string;
  paymentId: string;
  amountCents: number;
  params: unknown;
  /** ISO time the effect is applied. */
  now: string;
}

export interface Purpose {
  effect: (ctx: PurposeContext) => TxItem[] | Promise<TxItem[]>;
  /**
   * Writes that undo what the caller reserved before charging (e.g. the BUZZ press number), added
   * to the transaction that marks the payment failed or refunded: it runs once, with that change.
   */
  released?: (ctx: PurposeContext) => TxItem[];
}

const registry = new Map<string, Purpose>();

export const registerPurpose = (name: string, purpose: Purpose): void => {
  registry.set(name, purpose);
};

export const purposeOf = (name: string): Purpose | undefined => registry.get(name);
