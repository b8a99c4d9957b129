import { useNavigation } from '../../../lib/navigation';

// The form's services are the menu's (lib/navigation.ts): the pages under /services, in
// the menu's order, each by its slug, so a service staff add, rename or hide follows.
export function useServiceOptions(): { value: string; label: string }[] {
  const services = useNavigation().find((item) => item.path === '/services');
  return (services?.children ?? []).map((child) => ({ value: child.path.slice(child.path.lastIndexOf('/') + 1), label: child.name }));
}

// The form's other choices, with the values the server knows (internal/estimate).
export const drawingStatusOptions = [
  { value: 'FOR_BID', label: 'For bid' },
  { value: 'FOR_CONSTRUCTION', label: 'Issued for construction' },
] as const;

export const softwareOptions = [
  { value: 'TEKLA', label: 'Tekla Structures' },
  { value: 'SDS2', label: 'SDS/2' },
  { value: 'OTHER', label: 'Other' },
] as const;

export const deliverableOptions = [
  { value: 'SHOP_ERECTION', label: 'Shop and erection drawings' },
  { value: 'CNC_DSTV', label: 'CNC/DSTV files' },
  { value: 'BOM', label: 'Bill of materials' },
  { value: 'IFC', label: 'IFC model' },
] as const;
