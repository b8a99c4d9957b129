// Placeholder identity until the firm's real name and contact details are settled.
export const site = {
  company: 'Gusset Steel Detailing',
  titleSuffix: 'Structural Steel Detailing | USA | Canada',
  copyrightYear: 2025,
} as const;
