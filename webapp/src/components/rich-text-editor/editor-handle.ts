// What a form asks of the rich-text editor. Kept free of draft-js imports: the form is in
// its screen's chunk, the editor in its own lazily loaded one.
export type EditorHandle = {
  // The content as HTML in the server's allowlist.
  getHtml(): string;
  // Some text other than white space, or an image: the server's own test of "not empty".
  hasContent(): boolean;
  // The src of every image in the content, in order.
  imageSources(): string[];
  focus(): void;
};

// An image uploaded from the editor: its upload id is claimed when the post is saved,
// and only then is its path served.
export type UploadedImage = { uploadId: string; path: string };

// How an editor inserts images: the form that owns the content decides where they are
// stored and how many it takes.
export type EditorImages = {
  upload(file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal }): Promise<UploadedImage>;
  // Why no further image can be inserted into content holding these sources, if so.
  blocked(sources: string[]): string | undefined;
  onUploaded(image: UploadedImage): void;
  onUploadingChange(uploading: boolean): void;
};
