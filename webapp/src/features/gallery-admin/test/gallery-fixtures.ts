import { Department, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';

const image = (name: string) => ({ path: `/files/gallery/${name}`, fileName: name, size: 1024n, contentType: 'image/png', width: 10, height: 10 });

// A stored project as the in-memory GalleryService answers it.
export function galleryProject(overrides: Record<string, unknown> = {}) {
  return {
    id: 'g-1',
    title: 'Riverside Warehouse',
    description: 'Main steel, connections and erection drawings for a two-storey warehouse with a mezzanine and crane girders on the east side of the building',
    type: ProjectType.INDUSTRIAL,
    otherType: '',
    department: Department.STRUCTURAL,
    location: 'Columbus, Ohio',
    technologyUsed: 'Tekla Structures',
    designingSoftware: 'RAM',
    status: ProjectStatus.COMPLETED,
    images: [image('front.png'), image('side.png')],
    ...overrides,
  };
}

// A chosen file of a given size in bytes.
export function pickedFile(name: string, size: number, type = 'image/png') {
  return new File([new Uint8Array(size)], name, { type });
}
