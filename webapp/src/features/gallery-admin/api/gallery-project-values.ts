import type { ProjectInput } from '../../../gen/gusset/admin/v1/gallery_pb';

// The add/edit form's fields: the server's ProjectInput without the uploads, which the
// save adds once the files are stored.
export type GalleryProjectValues = Omit<ProjectInput, '$typeName' | '$unknown' | 'imageUploadIds' | 'posterUploadIds'>;

export type SaveProgress = {
  onProgress: (fraction: number) => void;
  // Called once every file is stored. From then on the save runs to its end: cancelling
  // the RPC could not undo a commit the server may already have made.
  onUploaded: () => void;
  // Cancels the uploads.
  signal: AbortSignal;
};
