/** Every route of the app, written once (ARCHITECTURE §5.6). */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  verification: '/verification',
  resetPassword: '/reset-password',
  auth: '/auth',
  kyc: '/kyc',
  selectMission: '/select-mission',
  choosePlan: '/choose-plan',
  home: '/home',
  map: '/map',
  buzz: '/buzz',
  games: '/games',
  intelligence: '/intelligence',
  notifications: '/notifications',
  leaderboard: '/leaderboard',
  profile: '/profile',
  settings: '/settings',
  settingsSection: (section: string) => `/settings/${encodeURIComponent(section)}`,
  panelAccess: '/panel-access',
  subscriptions: '/subscriptions',
  subscriptionPlan: (tier: string) => `/subscriptions/${encodeURIComponent(tier)}`,
  subscriptionVerify: '/subscription-verify',
  profilePayments: '/profile/payments',
  accessDenied: '/access-denied',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  termsIt: '/termini-e-condizioni',
  contacts: '/contatti',
  terms: '/terms',
  safeCreative: '/safecreative',
  gameRules: '/game-rules',
} as const;

/** The bottom-bar tabs: the header shows no back button on these (spec 01 §2 Layout). */
export const MAIN_TABS: readonly string[] = [
  paths.home, paths.map, paths.buzz, paths.intelligence, paths.notifications, paths.leaderboard,
];

export const LEGAL_PATHS = [
  paths.privacyPolicy, paths.cookiePolicy, paths.termsIt, paths.contacts, paths.terms,
  paths.safeCreative, paths.gameRules,
] as const;
