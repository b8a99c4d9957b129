import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { FileSchema, ImageProcessing } from '../../../gen/gusset/site/v1/file_pb';
import { GalleryProjectSchema } from '../../../gen/gusset/site/v1/gallery_pb';
import { processingNote } from './image-processing';

const project = (...states: ImageProcessing[]) =>
  create(GalleryProjectSchema, { images: states.map((processing) => create(FileSchema, { contentType: 'image/jpeg', processing })) });

describe('processingNote', () => {
  it('counts the images still processing and those that failed', () => {
    expect(processingNote(project(ImageProcessing.PROCESSING, ImageProcessing.READY, ImageProcessing.PROCESSING, ImageProcessing.FAILED))).toBe(
      '2 processing, 1 not processed (original shown)',
    );
  });
  it('says nothing when every image is ready or predates variants', () => {
    expect(processingNote(project(ImageProcessing.READY, ImageProcessing.UNSPECIFIED))).toBe('');
  });
});
