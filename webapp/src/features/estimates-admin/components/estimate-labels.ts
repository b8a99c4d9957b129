import { EstimateStatus } from '../../../gen/gusset/admin/v1/estimates_pb';

export const statusOptions = [
  { value: EstimateStatus.NEW, label: 'New' },
  { value: EstimateStatus.REVIEWING, label: 'Reviewing' },
  { value: EstimateStatus.QUOTED, label: 'Quoted' },
  { value: EstimateStatus.WON, label: 'Won' },
  { value: EstimateStatus.LOST, label: 'Lost' },
  { value: EstimateStatus.DECLINED, label: 'Declined' },
] as const;

export const statusLabel = (s: EstimateStatus) => statusOptions.find((o) => o.value === s)?.label ?? '';

export const serviceLabels: Record<string, string> = {
  'structural-steel-detailing': 'Structural Steel Detailing',
  'miscellaneous-steel-detailing': 'Miscellaneous Steel Detailing',
  'steel-estimation-and-take-off': 'Steel Estimation and Take-off',
  'connection-design-and-pe-se-stamping': 'Connection Design and PE/SE Stamping',
  'architectural-bim-services': 'Architectural BIM Services',
  'pemb-detailing': 'PEMB Design and Detailing',
  'rebar-estimation-and-detailing': 'Rebar Estimation and Detailing',
};

export const otherLabels: Record<string, string> = {
  FOR_BID: 'For bid',
  FOR_CONSTRUCTION: 'Issued for construction',
  TEKLA: 'Tekla Structures',
  SDS2: 'SDS/2',
  OTHER: 'Other',
  SHOP_ERECTION: 'Shop and erection drawings',
  CNC_DSTV: 'CNC/DSTV files',
  BOM: 'Bill of materials',
  IFC: 'IFC model',
};

export function fileSize(n: bigint | number): string {
  const v = Number(n);
  if (v >= 1 << 30) return `${(v / (1 << 30)).toFixed(2)} GB`;
  if (v >= 1 << 20) return `${(v / (1 << 20)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(v / 1024))} KB`;
}
