import { accountIndexRoute, accountLayoutRoute } from './kit/account-route';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './products/routes';
import { profileRoutes } from './profile/routes';
import { registrationRoutes } from './registrations/routes';
import { waitingListRoutes } from './waiting-list/routes';

/** `/account/...` (part 1 §2 "Account area"): the layout with its tabs, and every account screen under it. */
export const accountRoutes = [
  accountLayoutRoute.addChildren([
    accountIndexRoute,
    ...profileRoutes,
    ...registrationRoutes,
    ...orderRoutes,
    ...productRoutes,
    ...waitingListRoutes,
  ]),
] as const;
