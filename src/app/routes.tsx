import { lazyPage } from '../ui/lazyPage.ts';

const LoginPage = lazyPage(() => import('../features/login/LoginPage.tsx'));

/** Public routes: reachable without a token. Everything else needs login. (docs/product.md#routes) */
export const publicRoutes = [
  { path: '/', page: LoginPage },
  { path: '/login', page: LoginPage },
  { path: '/wxLogin', page: LoginPage },
  { path: '/forgetPassword', page: lazyPage(() => import('../features/login/ForgetPasswordPage.tsx')) },
  { path: '/userAgreement', page: lazyPage(() => import('../features/legal/UserAgreementPage.tsx')) },
  { path: '/privacyPolicy', page: lazyPage(() => import('../features/legal/PrivacyPolicyPage.tsx')) },
  { path: '/register', page: lazyPage(() => import('../features/register/RegisterPage.tsx')) },
  { path: '/promotedAiUUH5Page', page: lazyPage(() => import('../features/gift/PromotedAiUUH5Page.tsx')) },
  { path: '/aiUUInternalPromotionH5Page', page: lazyPage(() => import('../features/gift/AiUUInternalPromotionH5Page.tsx')) },
  { path: '/aiUUBuyCardToGiveAway', page: lazyPage(() => import('../features/gift/AiUUBuyCardToGiveAway.tsx')) },
  ...(import.meta.env.DEV ? [{ path: '/__widgets', page: lazyPage(() => import('../features/widgets/WidgetCatalogue.tsx')) }] : []),
];

export const ProtectedRoutes = lazyPage(() => import('../shell/ProtectedRoutes.tsx'));
