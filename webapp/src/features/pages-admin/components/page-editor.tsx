import { clone, create } from '@bufbuild/protobuf';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Errors } from '../../../components/form/record-fields';
import { conflictOf, SaveConflict } from '../../../components/form/save-conflict';
import { useReloading } from '../../../components/form/use-reloading';
import { useNotice } from '../../../components/notice/notice-context';
import type { GetPageResponse, PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { PageContentSchema, type PageContent } from '../../../gen/gusset/site/v1/page_content_pb';
import { fieldViolations } from '../../../lib/field-violations';
import { useRestorePageVersion, useSavePageDraft } from '../api/use-page-draft';
import { BlockList } from './block-list';
import { newBlockId } from './block-types';
import { ErrorsContext } from './errors-context';
import { PagePreview } from './page-preview';
import { PublishControls } from './publish-controls';
import { PageStateBadges } from './page-state-line';
import { PageVersions } from './page-versions';
import { BannerFields, SeoFields } from './seo-banner-fields';

type Props = {
  path: string;
  initial: GetPageResponse;
  // reload reads the page again (after someone else saved, after a restore).
  reload: () => Promise<GetPageResponse | null>;
};

type Tab = 'edit' | 'preview' | 'versions';
const tabs: [Tab, string][] = [
  ['edit', 'Edit'],
  ['preview', 'Preview'],
  ['versions', 'Versions'],
];

// editable is a draft as the editor holds it: every block has an id (its key while moving).
function editable(draft: PageContent | undefined): PageContent {
  const content = draft ? clone(PageContentSchema, draft) : create(PageContentSchema);
  content.blocks = content.blocks.map((b) => (b.id ? b : { ...b, id: newBlockId() }));
  return content;
}

// PageEditor edits one page's draft: search fields, banner and blocks, saved as a new
// version over the one it was opened at (a save over someone else's is refused and the
// form keeps what was typed, as site settings do); published now or later, undone in one
// click; previewed through the public renderer before any of it is public.
export function PageEditor({ path, initial, reload }: Props) {
  const { notify } = useNotice();
  const save = useSavePageDraft();
  const restore = useRestorePageVersion();
  const [content, setContent] = useState(() => editable(initial.draft));
  const [base, setBase] = useState<PageState>(initial.state!);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState('');
  const [overwriting, setOverwriting] = useState(false);
  // Bumped when the content is replaced as a whole: the rich-text editors start again.
  const [generation, setGeneration] = useState(0);
  const [tab, setTab] = useState<Tab>('edit');
  const tabsId = useId();

  const change = (next: Partial<PageContent>) => {
    setContent((c) => ({ ...c, ...next }));
    setDirty(true);
  };
  const replace = (fresh: GetPageResponse) => {
    if (fresh.state) setBase(fresh.state);
    setContent(editable(fresh.draft));
    setGeneration((g) => g + 1);
    setDirty(false);
    setErrors({});
  };
  // failed shows a refused save or publish: who saved first, or the fields to fix.
  const failed = (error: unknown, what: string) => {
    const refused = conflictOf(error);
    if (refused) {
      setConflict(refused);
      return;
    }
    const found = fieldViolations(error);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTab('edit');
      notify('Some fields need attention.', 'error');
    } else {
      notify(error instanceof Error && 'rawMessage' in error ? String(error.rawMessage) : `Failed to ${what}.`, 'error');
    }
  };

  // saveDraft stores the content as a new version; it answers the new state, or null.
  const saveDraft = async (): Promise<PageState | null> => {
    try {
      const state = await save.mutateAsync({ path, content, version: base.draftVersion });
      if (state) setBase(state);
      setErrors({});
      setConflict('');
      setOverwriting(false);
      setDirty(false);
      return state ?? null;
    } catch (error) {
      failed(error, 'save the draft');
      return null;
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await saveDraft()) notify('Draft saved', 'success');
  };

  const keepMine = () =>
    during(async () => {
      const fresh = await reload();
      if (fresh?.state) setBase(fresh.state);
      setConflict('');
      setOverwriting(true);
    });
  const takeTheirs = () =>
    during(async () => {
      const fresh = await reload();
      if (fresh) replace(fresh);
      setConflict('');
      setOverwriting(false);
    });

  const onRestore = async (version: number) => {
    try {
      await restore.mutateAsync({ path, version, draftVersion: base.draftVersion });
      const fresh = await reload();
      if (fresh) replace(fresh);
      setTab('edit');
      notify(`Version ${version} restored as the draft. Publish it to make it public.`, 'success');
    } catch (error) {
      failed(error, 'restore the version');
    }
  };

  const { reloading, during } = useReloading();
  const busy = save.isPending || restore.isPending || reloading;
  return (
    <ErrorsContext.Provider value={errors}>
      <div className="page-editor">
        <p className="page-editor__where">
          <Link to="/admin/pages">All pages</Link> · <strong>{base.name}</strong> at <code>{path}</code> ·{' '}
          <a href={path} target="_blank" rel="noopener">
            View the published page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <PageStateBadges state={base} unsaved={dirty} />
        <SaveConflict message={conflict} overwriting={overwriting} onDiscardMine={() => void takeTheirs()} onKeepMine={() => void keepMine()} />
        {Object.keys(errors).length > 0 && <ErrorSummary errors={errors} />}
        <PublishControls path={path} state={base} dirty={dirty} saveFirst={saveDraft} onState={setBase} onFailed={failed} disabled={busy} />
        <div role="tablist" aria-label="Page editor" className="page-editor__tabs">
          {tabs.map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${tabsId}-${key}`}
              aria-controls={`${tabsId}-${key}-panel`}
              aria-selected={tab === key}
              className={`button page-editor__tab${tab === key ? ' page-editor__tab--on' : ''}`}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
        {/* The form stays mounted while hidden: its rich-text editors keep their state. */}
        <form id={`${tabsId}-edit-panel`} role="tabpanel" aria-labelledby={`${tabsId}-edit`} hidden={tab !== 'edit'} className="page-editor__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
          <SeoFields key={`seo-${generation}`} seo={content.seo} onChange={(seo) => change({ seo })} />
          <BannerFields key={`banner-${generation}`} banner={content.banner} onChange={(banner) => change({ banner })} />
          <BlockList blocks={content.blocks} generation={generation} onChange={(blocks) => change({ blocks })} />
          <div className="page-editor__save">
            <button type="submit" className="button button--primary" disabled={busy}>
              {save.isPending ? 'Saving...' : 'Save draft'}
            </button>
          </div>
        </form>
        {tab === 'preview' && (
          <div id={`${tabsId}-preview-panel`} role="tabpanel" aria-labelledby={`${tabsId}-preview`}>
            <p className="muted">The draft as the public page will show it{dirty ? ', with your unsaved changes' : ''}. Visitors see it once it is published.</p>
            <PagePreview content={content} label="Preview of the draft" />
          </div>
        )}
        {tab === 'versions' && (
          <div id={`${tabsId}-versions-panel`} role="tabpanel" aria-labelledby={`${tabsId}-versions`}>
            <PageVersions path={path} onRestore={(v) => void onRestore(v)} restoring={busy} />
          </div>
        )}
      </div>
    </ErrorsContext.Provider>
  );
}

// readable turns a violation's path into words: "blocks[3].image.alt" → "Block 4 › image › alt".
function readable(path: string): string {
  return path
    .replace(/^blocks\[(\d+)\]/, (_, at: string) => `Block ${Number(at) + 1}`)
    .replace(/\[(\d+)\]/g, (_, at: string) => ` ${Number(at) + 1}`)
    .replaceAll('_', ' ')
    .split('.')
    .join(' › ');
}

// ErrorSummary lists every field the server refused, also those drawn far down the form
// (each is shown beside its input too).
function ErrorSummary({ errors }: { errors: Errors }) {
  return (
    <div className="page-editor__summary" role="alert">
      <p>Fix these, then save or publish again:</p>
      <ul>
        {Object.entries(errors).map(([path, message]) => (
          <li key={path}>
            {readable(path)}: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
