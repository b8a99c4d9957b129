import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

export type ProjectGroup = {
  // Display name: the software as first spelt in the list, or 'Other'.
  name: string;
  projects: GalleryProject[];
};

export type GroupedProjects = {
  // 'Tekla Structures' and 'SDS/2', in that order, when they have projects.
  featured: ProjectGroup[];
  // Every other software, alphabetically, then 'Other' (projects naming no software).
  rest: ProjectGroup[];
};

export const featuredSoftware = ['Tekla Structures', 'SDS/2'] as const;
export const otherGroupName = 'Other';

// Staff type the software by hand, so "tekla  structures" and "Tekla Structures" are one
// group.
function groupKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

// groupProjects groups a department's projects by detailing software (technology_used),
// keeping each group in the list's order (newest first).
export function groupProjects(projects: GalleryProject[]): GroupedProjects {
  const groups = new Map<string, ProjectGroup>();
  for (const project of projects) {
    const software = project.technologyUsed.trim().replace(/\s+/g, ' ');
    const key = software ? groupKey(software) : groupKey(otherGroupName);
    const group = groups.get(key) ?? { name: software || otherGroupName, projects: [] };
    group.projects.push(project);
    groups.set(key, group);
  }

  const featured: ProjectGroup[] = [];
  for (const name of featuredSoftware) {
    const group = groups.get(groupKey(name));
    if (group) featured.push({ ...group, name });
    groups.delete(groupKey(name));
  }

  const other = groups.get(groupKey(otherGroupName));
  groups.delete(groupKey(otherGroupName));
  const rest = [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
  if (other) rest.push({ ...other, name: otherGroupName });
  return { featured, rest };
}
