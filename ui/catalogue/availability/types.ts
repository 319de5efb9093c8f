import type { z } from 'zod';
import type { catalogueCalls } from '../../../core/schemas/index';

/** An availability as GET /api/availabilities/{cuid} answers it. */
export type AvailabilityDetailData = z.output<
  NonNullable<(typeof catalogueCalls)['availability']['answer']>
>['availability'];
