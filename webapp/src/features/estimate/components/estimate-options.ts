import { useNavigation } from '../../../lib/navigation';
import * as m from './estimate-messages';

// The form's services are the menu's (lib/navigation.ts): the pages under /services, in
// the menu's order, each by its slug, so a service staff add, rename or hide follows.
export function useServiceOptions(): { value: string; label: string }[] {
  const services = useNavigation().find((item) => item.path === '/services');
  return (services?.children ?? []).map((child) => ({ value: child.path.slice(child.path.lastIndexOf('/') + 1), label: child.name }));
}

// The form's other choices, with the values the server knows (internal/estimate) and their
// labels' messages.
export const drawingStatusOptions = [
  { value: 'FOR_BID', label: m.forBid },
  { value: 'FOR_CONSTRUCTION', label: m.forConstruction },
] as const;

export const softwareOptions = [
  { value: 'TEKLA', label: m.tekla },
  { value: 'SDS2', label: m.sds2 },
  { value: 'OTHER', label: m.otherSoftware },
] as const;

export const deliverableOptions = [
  { value: 'SHOP_ERECTION', label: m.shopErection },
  { value: 'CNC_DSTV', label: m.cnc },
  { value: 'BOM', label: m.bom },
  { value: 'IFC', label: m.ifc },
] as const;
