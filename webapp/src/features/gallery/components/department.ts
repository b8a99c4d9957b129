import { Department } from '../../../gen/gusset/site/v1/gallery_pb';

// The department codes the site uses in links (?department=PEMB); matched without regard
// to case because older links spell them "Structural".
const byCode: Record<string, Department> = {
  PEMB: Department.PEMB,
  STRUCTURAL: Department.STRUCTURAL,
  ESTIMATION: Department.ESTIMATION,
};

export function departmentFromParam(param: string | null): Department | undefined {
  if (!param) return undefined;
  return byCode[param.trim().toUpperCase()];
}

export function departmentCode(department: Department): string {
  return Department[department] ?? 'OTHER';
}

// Headings of the department galleries: the landing page cards' titles.
export const departmentTitles: Partial<Record<Department, string>> = {
  [Department.STRUCTURAL]: 'Structural Steel Detailing Project',
  [Department.PEMB]: 'PEMB Designing and Detailing Projects',
  [Department.ESTIMATION]: 'Steel Estimation Projects',
};

export function departmentGalleryPath(department: Department): string {
  return `/our-firm/gallery/images?department=${departmentCode(department)}`;
}
