import type { ServiceImpl } from '@connectrpc/connect';
import { PortfolioService } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// renderPortfolioAdmin opens /admin/portfolio as signed-in staff against an in-memory PortfolioService.
export function renderPortfolioAdmin(portfolio: Partial<ServiceImpl<typeof PortfolioService>>) {
  return renderStaffScreen({ path: '/admin/portfolio', services: (router) => router.service(PortfolioService, portfolio) });
}
