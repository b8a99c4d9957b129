import { Editor, EditorState, RichUtils, type ContentBlock, type DraftHandleValue } from 'draft-js';
import 'draft-js/dist/Draft.css';
import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useT } from '../../lib/i18n/locale';
import { insertImage, linkAt, removeLink, returnKey, setLink } from './editor-commands';
import { createDecorator, EditorImageBlock } from './editor-entities';
import type { EditorHandle, EditorImages } from './editor-handle';
import { alignmentOf, contentToHtml, hasVisibleContent, htmlToContent, imageSources } from './editor-html';
import { EditorLinkForm } from './editor-link-form';
import * as m from './editor-messages';
import { cssOf } from './editor-styles';
import { EditorToolbar } from './editor-toolbar';
import './rich-text-editor.css';

// This module and draft-js are the lazily loaded part of the screens that edit rich text
// (~82 KB gzipped): they import it through React.lazy only (eslint.config.js), so public
// pages never download it. The server sanitizes what it produces (internal/richtext).

type Props = {
  ref?: Ref<EditorHandle>;
  initialHtml: string;
  // The element that names the editor ("Content").
  labelId: string;
  // The element that explains what is wrong with the content, when something is.
  errorId?: string;
  // Called when the content changes (not when only the selection moves).
  onChange?: () => void;
  // How images are inserted; without it the editor offers none.
  images?: EditorImages;
};

const imageTypes = 'image/png,image/jpeg,image/gif,image/webp';

function altText(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
}

export function RichTextEditor({ ref, initialHtml, labelId, errorId, onChange, images }: Props) {
  const t = useT();
  // Object URLs of images uploaded but not yet saved, by their future /files/ path.
  const previews = useRef(new Map<string, string>());
  const previewOf = useCallback((src: string) => previews.current.get(src) ?? src, []);
  // previewOf reads the map when draft-js draws an image, not to render this component.
  // eslint-disable-next-line react-hooks/refs -- the decorator keeps the function, not a value read now
  const decorator = useMemo(() => createDecorator(previewOf), [previewOf]);
  const [state, setState] = useState(() =>
    initialHtml.trim()
      ? EditorState.createWithContent(htmlToContent(initialHtml), decorator)
      : EditorState.createEmpty(decorator),
  );
  // The latest state, for the handle and for steps applied right after draft-js's own
  // synchronous updates (see apply).
  const latest = useRef(state);
  const editor = useRef<Editor>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const contentId = useId();

  const update = useCallback(
    (next: EditorState) => {
      const changed = next.getCurrentContent() !== latest.current.getCurrentContent();
      latest.current = next;
      setState(next);
      if (changed) onChange?.();
    },
    [onChange],
  );

  // apply runs a toolbar step and gives the editor back its focus. Focusing first lets
  // draft-js settle the selection (it updates the state synchronously on focus), so the
  // step lands on top of that and a style chosen with nothing selected is kept.
  const apply = useCallback(
    (step: (s: EditorState) => EditorState) => {
      if (!latest.current.getSelection().getHasFocus()) editor.current?.focus();
      update(step(latest.current));
    },
    [update],
  );

  useImperativeHandle(
    ref,
    () => ({
      getHtml: () => contentToHtml(latest.current.getCurrentContent()),
      hasContent: () => hasVisibleContent(latest.current.getCurrentContent()),
      imageSources: () => imageSources(latest.current.getCurrentContent()),
      focus: () => editor.current?.focus(),
    }),
    [],
  );

  useEffect(() => {
    const urls = previews.current;
    return () => {
      upload.current?.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const imageBlocked = images?.blocked(imageSources(state.getCurrentContent()));

  const onImage = () => {
    if (imageBlocked) {
      setStatus(imageBlocked);
      return;
    }
    fileInput.current?.click();
  };

  const onFile = async (file: File) => {
    if (!images) return;
    const controller = new AbortController();
    upload.current = controller;
    setStatus('');
    setProgress(0);
    images.onUploadingChange(true);
    try {
      const image = await images.upload(file, { onProgress: setProgress, signal: controller.signal });
      previews.current.set(image.path, URL.createObjectURL(file));
      images.onUploaded(image);
      apply((s) => insertImage(s, image.path, altText(file.name)));
      setStatus(t(m.imageInserted));
    } catch (err) {
      if (controller.signal.aborted) return;
      setStatus(t(m.imageFailed, { reason: err instanceof Error ? err.message : String(err) }));
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        images.onUploadingChange(false);
      }
    }
  };

  const handleKeyCommand = (command: string, editorState: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(editorState, command);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  const handleReturn = (e: { shiftKey: boolean }, editorState: EditorState): DraftHandleValue => {
    const next = returnKey(editorState, e.shiftKey);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  const blockRendererFn = (block: ContentBlock) =>
    block.getType() === 'atomic' ? { component: EditorImageBlock, editable: false, props: { previewOf } } : null;

  const blockStyleFn = (block: ContentBlock) => {
    const alignment = alignmentOf(block);
    return alignment ? `rte__align-${alignment}` : '';
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor.current?.focus();
  };

  return (
    <div className={errorId ? 'rte rte--invalid' : 'rte'}>
      <EditorToolbar
        state={state}
        controlsId={contentId}
        onApply={apply}
        linkOpen={linkOpen}
        onLink={() => setLinkOpen((open) => !open)}
        onImage={images && onImage}
        imageBlocked={imageBlocked}
        uploading={progress !== null}
      />
      {linkOpen && (
        <EditorLinkForm
          current={linkAt(state)}
          onApply={(url) => {
            setLinkOpen(false);
            apply((s) => setLink(s, url));
          }}
          onRemove={() => {
            setLinkOpen(false);
            apply(removeLink);
          }}
          onClose={closeLink}
        />
      )}
      {progress !== null && (
        <div className="rte__progress">
          <progress value={progress} max={1} aria-label={t(m.imageUpload)} />
          <span>{t(m.uploadingImage, { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {/* Kept mounted: screen readers announce changes to a live region they already know. */}
      <p className="rte__status" role="status">
        {status}
      </p>
      <div id={contentId} className="rte__content" onClick={() => editor.current?.focus()}>
        {/* tabIndex: the text area is focusable as it is; saying so lets assistive checks
            (axe's scrollable-region-focusable) see that the scrolling box holds it. */}
        <Editor
          ref={editor}
          tabIndex={0}
          editorState={state}
          onChange={update}
          handleKeyCommand={handleKeyCommand}
          handleReturn={handleReturn}
          blockRendererFn={blockRendererFn}
          blockStyleFn={blockStyleFn}
          customStyleFn={(style) => cssOf(style.toArray())}
          ariaLabelledBy={labelId}
          ariaDescribedBy={errorId}
          ariaMultiline
          spellCheck
        />
      </div>
      {images && (
        <input
          ref={fileInput}
          type="file"
          accept={imageTypes}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void onFile(file);
          }}
        />
      )}
    </div>
  );
}
