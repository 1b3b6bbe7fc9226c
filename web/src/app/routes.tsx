import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { AppLayout } from './layouts/app-layout';
import { AccessGate } from './access-gate';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { LoadingScreen } from '../components/layout/loading-screen';
import { RouteErrorScreen } from '../components/layout/error-screens';
import { ComingSoon } from '../components/layout/coming-soon';
import { LEGAL_PATHS, paths } from '../config/paths';
import { T } from '../i18n/it';

/*
 * Screens are lazy chunks: the entry holds only the shell, the gate and the guards
 * (ARCHITECTURE §6). Each `lazy` names the one export the route renders.
 */
const landing = () => import('../features/landing/components/landing-screen').then((m) => ({ Component: m.LandingScreen }));
const login = () => import('../features/auth/components/login-screen').then((m) => ({ Component: m.LoginScreen }));
const register = () => import('../features/auth/components/register-screen').then((m) => ({ Component: m.RegisterScreen }));
const verification = () => import('../features/auth/components/verification-screen').then((m) => ({ Component: m.VerificationScreen }));
const resetPassword = () => import('../features/auth/components/reset-password-screen').then((m) => ({ Component: m.ResetPasswordScreen }));
const authHub = () => import('../features/auth/components/auth-screen').then((m) => ({ Component: m.AuthScreen }));
const choosePlan = () => import('../features/plans/components/choose-plan-screen').then((m) => ({ Component: m.ChoosePlanScreen }));
const subscriptions = () => import('../features/plans/components/subscriptions-screen').then((m) => ({ Component: m.SubscriptionsScreen }));
const planDetail = () => import('../features/plans/components/plan-detail-screen').then((m) => ({ Component: m.PlanDetailScreen }));
const subscriptionVerify = () => import('../features/plans/components/subscription-verify-screen').then((m) => ({ Component: m.SubscriptionVerifyScreen }));
const profilePayments = () => import('../features/payments/components/profile-payments-screen').then((m) => ({ Component: m.ProfilePaymentsScreen }));
const home = () => import('../features/home/components/home-screen').then((m) => ({ Component: m.HomeScreen }));
const notifications = () => import('../features/notifications/components/notifications-screen').then((m) => ({ Component: m.NotificationsScreen }));
const settings = () => import('../features/settings/components/settings-screen').then((m) => ({ Component: m.SettingsScreen }));
const buzz = () => import('../features/buzz/components/buzz-screen').then((m) => ({ Component: m.BuzzScreen }));
const intelligence = () => import('../features/intelligence/components/intelligence-screen').then((m) => ({ Component: m.IntelligenceScreen }));
const legal = () => import('../features/legal/components/legal-screen').then((m) => ({ Component: m.LegalScreen }));
const misc = () => import('../features/misc/components/misc-screens');
const kyc = () => misc().then((m) => ({ Component: m.KycScreen }));
const selectMission = () => misc().then((m) => ({ Component: m.SelectMissionScreen }));
const accessDenied = () => misc().then((m) => ({ Component: m.AccessDeniedScreen }));
const notFound = () => misc().then((m) => ({ Component: m.NotFoundScreen }));

/** Screens a later issue builds: an honest "in arrivo" page inside the shell. */
const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    children: [
      // Public, no header or bottom bar; a signed-in user goes to /home.
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { path: paths.landing, lazy: landing },
          { path: paths.login, lazy: login },
        ],
      },
      { path: paths.register, lazy: register },
      { path: paths.verification, lazy: verification },
      { path: paths.resetPassword, lazy: resetPassword },
      { path: paths.auth, lazy: authHub },
      { path: paths.kyc, lazy: kyc },
      { path: paths.selectMission, lazy: selectMission },
      ...LEGAL_PATHS.map((path): RouteObject => ({ path, lazy: legal })),
      { path: paths.accessDenied, lazy: accessDenied },

      // Signed in, no gate: choosing a plan is how the gate is passed.
      {
        element: <RequireAuth />,
        children: [
          { path: paths.choosePlan, lazy: choosePlan },
          { path: paths.subscriptionVerify, lazy: subscriptionVerify },
        ],
      },

      // Signed in, no gate, inside the shell: where a waiting Base player upgrades.
      {
        element: <AccessGate requirePlanAccess={false} />,
        children: [
          {
            element: <AppLayout variant="padded" />,
            children: [
              { path: paths.subscriptions, lazy: subscriptions },
              { path: `${paths.subscriptions}/:tier`, lazy: planDetail },
            ],
          },
        ],
      },

      // Protected app screens behind the access gate.
      {
        element: <AccessGate />,
        children: [
          {
            element: <AppLayout variant="full" />,
            children: [soon(paths.map, T.tabs.map), { path: paths.buzz, lazy: buzz }, soon(paths.games, T.gamesTitle)],
          },
          {
            element: <AppLayout variant="padded" />,
            children: [
              { path: paths.home, lazy: home },
              { path: paths.intelligence, lazy: intelligence },
              { path: paths.notifications, lazy: notifications },
              soon(paths.leaderboard, T.tabs.leaderboard),
              soon(paths.profile, T.profileTitle),
              { path: paths.profilePayments, lazy: profilePayments },
              { path: paths.settings, lazy: settings },
              { path: `${paths.settings}/:section`, lazy: settings },
            ],
          },
        ],
      },

      { path: '*', lazy: notFound },
    ],
  },
];
