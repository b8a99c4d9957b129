import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { FileSchema, type File } from '../../../gen/gusset/site/v1/file_pb';
import { GalleryProjectSchema, type GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

export function image(name: string, init: MessageInitShape<typeof FileSchema> = {}): File {
  return create(FileSchema, {
    path: `/files/gallery/${name}`,
    fileName: name,
    contentType: 'image/jpeg',
    size: 1000n,
    width: 1200,
    height: 800,
    ...init,
  });
}

export function video(name: string): File {
  return create(FileSchema, { path: `/files/gallery/${name}`, fileName: name, contentType: 'video/mp4', size: 5000n });
}

export function project(init: MessageInitShape<typeof GalleryProjectSchema>): GalleryProject {
  return create(GalleryProjectSchema, { images: [image(`${String(init.id)}.jpg`)], ...init });
}
