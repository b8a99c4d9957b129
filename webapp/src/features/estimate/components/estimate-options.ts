// The form's choices, with the values the server knows (internal/estimate).
export const serviceOptions = [
  { value: 'structural-steel-detailing', label: 'Structural Steel Detailing' },
  { value: 'miscellaneous-steel-detailing', label: 'Miscellaneous Steel Detailing' },
  { value: 'steel-estimation-and-take-off', label: 'Steel Estimation and Take-off' },
  { value: 'connection-design-and-pe-se-stamping', label: 'Connection Design and PE/SE Stamping' },
  { value: 'architectural-bim-services', label: 'Architectural BIM Services' },
  { value: 'pemb-detailing', label: 'PEMB Design and Detailing' },
  { value: 'rebar-estimation-and-detailing', label: 'Rebar Estimation and Detailing' },
] as const;

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
