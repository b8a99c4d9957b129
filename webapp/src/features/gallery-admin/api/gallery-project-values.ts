import type { Department, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';

// The add/edit form's fields, as the server's ProjectInput names them (minus the files).
export type GalleryProjectValues = {
  title: string;
  description: string;
  location: string;
  type: ProjectType;
  otherType: string;
  department: Department;
  technologyUsed: string;
  designingSoftware: string;
  status: ProjectStatus;
};

export type SaveProgress = {
  onProgress: (fraction: number) => void;
  // Called once every file is stored. From then on the save runs to its end: cancelling
  // the RPC could not undo a commit the server may already have made.
  onUploaded: () => void;
  // Cancels the uploads.
  signal: AbortSignal;
};
