import type { ListPackagesResponse } from '../../contracts/packages';
import { listActivePackages } from '../../data/package-repo';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/packages (public): the active credit packages, ordered by sort_order. */
export const handler = apiHandler({ public: true }, async () => {
  const body: ListPackagesResponse = { packages: await listActivePackages() };
  return { statusCode: 200, body };
});
