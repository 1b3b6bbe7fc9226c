/**
 * D5: the one plan catalogue. Amounts in cents; early access in hours before mission start;
 * credits granted each paid period (Base: once, at sign-up). Benefits text from spec 03 §6.
 */
export const TIERS = ['base', 'silver', 'gold', 'black', 'titanium'] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ['silver', 'gold', 'black', 'titanium'] as const satisfies readonly Tier[];
export type PaidTier = (typeof PAID_TIERS)[number];

export interface Plan {
  tier: Tier;
  name: string;
  monthlyPriceCents: number;
  earlyAccessHours: number;
  creditsPerPeriod: number;
  badges: string[];
  benefits: string[];
}

export const PLANS: Record<Tier, Plan> = {
  base: {
    tier: 'base', name: 'Base', monthlyPriceCents: 0, earlyAccessHours: 0, creditsPerPeriod: 500, badges: [],
    benefits: ['Accesso base', 'Missioni standard', '1 indizio a settimana'],
  },
  silver: {
    tier: 'silver', name: 'Silver', monthlyPriceCents: 399, earlyAccessHours: 2, creditsPerPeriod: 1500, badges: [],
    benefits: ['3 indizi premium extra a settimana', 'Accesso anticipato ai nuovi eventi', 'Badge Silver', 'Supporto prioritario'],
  },
  gold: {
    tier: 'gold', name: 'Gold', monthlyPriceCents: 699, earlyAccessHours: 24, creditsPerPeriod: 2500,
    badges: ['Più Popolare', 'Piano consigliato'],
    benefits: ['Indizi illimitati durante l\u2019evento', 'Estrazioni Gold', 'Badge Gold', 'Supporto VIP', 'Missioni esclusive'],
  },
  black: {
    tier: 'black', name: 'Black', monthlyPriceCents: 999, earlyAccessHours: 48, creditsPerPeriod: 10000, badges: ['Premium'],
    benefits: ['Accesso VIP a eventi esclusivi', 'Premi misteriosi extra', 'Badge Black', 'Concierge 24/7', 'Accesso beta', 'Missioni esclusive Black', 'Priorità assoluta in coda'],
  },
  titanium: {
    tier: 'titanium', name: 'Titanium', monthlyPriceCents: 2999, earlyAccessHours: 72, creditsPerPeriod: 25000, badges: ['Ultimate'],
    benefits: ['Accesso illimitato', 'Badge neon', 'Supporto prioritario 24/7', 'Eventi VIP', 'Accesso beta', 'Missioni Titanium', 'Priorità in coda', 'Concierge personale', 'Accesso anticipato di 72 h'],
  },
};

export const planName = (tier: Tier): string => PLANS[tier].name;
