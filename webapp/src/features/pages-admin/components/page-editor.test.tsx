import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageAdminService, type RestorePageVersionRequest, type SavePageDraftRequest } from '../../../gen/gusset/admin/v1/pages_pb';
import type { PageContent } from '../../../gen/gusset/site/v1/page_content_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { ourFirmDraft, ourFirmState } from '../test/page-fixtures';

// The draft-js editor cannot be typed into under jsdom; see src/test/fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

type Fakes = {
  save?: (req: SavePageDraftRequest) => unknown;
  versions?: Record<number, PageContent>;
  restore?: (req: RestorePageVersionRequest) => void;
};

function renderEditor({ save = (req) => ({ state: ourFirmState({ draftVersion: req.version + 1 }) }), versions = {}, restore = () => {} }: Fakes = {}) {
  const saved: SavePageDraftRequest[] = [];
  let draftVersion = 4;
  renderStaffScreen({
    path: '/admin/pages/edit?path=/our-firm',
    services: (r) =>
      r.service(PageAdminService, {
        getPage: () => ({ state: ourFirmState({ draftVersion }), draft: ourFirmDraft() }),
        savePageDraft: (req) => {
          saved.push(req);
          try {
            return save(req) as never;
          } finally {
            // Every save makes a new version, a refused one too: someone else's came first.
            draftVersion++;
          }
        },
        listPageVersions: () => ({
          versions: Object.keys(versions)
            .map(Number)
            .sort((a, b) => b - a)
            .map((version) => ({ version, createdBy: 'bob', createTime: timestampFromDate(new Date('2026-11-24T09:00:00Z')), published: version === 3 })),
        }),
        getPageVersion: (req) => ({ version: { version: req.version }, content: versions[req.version] }),
        restorePageVersion: (req) => {
          restore(req);
          return { state: ourFirmState({ draftVersion: req.draftVersion + 1 }) };
        },
      }),
  });
  return { saved, user: userEvent.setup() };
}

describe('page editor', () => {
  it('adds a block of a chosen type, removes and reorders blocks, and saves them in their order with the version it opened', async () => {
    const { saved, user } = renderEditor();
    expect(await screen.findByLabelText('Header')).toHaveValue('Simplicity');

    await user.selectOptions(screen.getByLabelText("New block's type"), 'Cards');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const cards = screen.getByRole('listitem', { name: 'Block 3: Cards' });
    await user.click(within(cards).getByRole('button', { name: 'Add card' }));
    await user.type(within(cards).getByLabelText('Title'), 'Fixed price');
    await user.click(screen.getByRole('button', { name: 'Move Block 3: Cards up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Block 1: Rich text — Who we are' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Block 1: Cards', 'Block 2: Image']);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].version).toBe(4);
    expect(saved[0].content?.blocks.map((b) => b.body.case)).toEqual(['cards', 'image']);
    const body = saved[0].content?.blocks[0].body;
    expect(body?.case === 'cards' && body.value.cards.map((c) => c.title)).toEqual(['Fixed price']);
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  }, 20000);

  it('edits a clients and credentials block: adds, reorders and removes its items, and saves them', async () => {
    const { saved, user } = renderEditor();
    // Pasted, not typed: a keystroke at a time through this long form takes seconds.
    const fill = async (input: HTMLElement, text: string) => {
      await user.click(input);
      await user.paste(text);
    };
    await screen.findByLabelText('Header');
    await user.selectOptions(screen.getByLabelText("New block's type"), 'Clients and credentials');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const block = screen.getByRole('listitem', { name: 'Block 3: Clients and credentials' });

    await user.click(within(block).getByRole('button', { name: 'Add logo' }));
    const logo = within(block).getByRole('group', { name: 'Logo 1' });
    await fill(within(logo).getByLabelText('Logo'), '/media/variants/prairie.webp');
    await fill(within(logo).getByLabelText('Logo: alt text'), 'Prairie Steel Fabricators');
    await fill(within(logo).getByLabelText('Links to'), 'https://prairie.example');

    for (const [quote, name] of [
      ['Second.', 'Sam Cole'],
      ['Drawings on time, every release.', 'Dana Ruiz'],
    ]) {
      await user.click(within(block).getByRole('button', { name: 'Add testimonial' }));
      const rows = within(block).getAllByRole('group', { name: /^Testimonial \d$/ });
      const row = rows[rows.length - 1];
      await fill(within(row).getByLabelText('Quote'), quote);
      await fill(within(row).getByLabelText('Name'), name);
    }
    await fill(within(within(block).getByRole('group', { name: 'Testimonial 2' })).getByLabelText('Company'), 'Prairie Steel');
    await user.click(within(block).getByRole('button', { name: 'Move testimonial 2 up' }));

    await user.click(within(block).getByRole('button', { name: 'Add credential' }));
    const credential = within(block).getByRole('group', { name: 'Credential 1' });
    await fill(within(credential).getByLabelText('Name'), 'AISC Associate Member');
    await fill(within(credential).getByLabelText('Issuer'), 'American Institute of Steel Construction');
    await user.click(within(credential).getByLabelText(/Demo content/));

    await user.click(within(block).getByRole('button', { name: 'Add logo' }));
    await user.click(within(block).getByRole('button', { name: 'Remove logo 2' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0].content?.blocks[2].body;
    expect(body?.case).toBe('clients');
    if (body?.case !== 'clients') return;
    expect(body.value.logos.map((l) => [l.image, l.alt, l.link])).toEqual([['/media/variants/prairie.webp', 'Prairie Steel Fabricators', 'https://prairie.example']]);
    expect(body.value.testimonials.map((t) => [t.quote, t.name, t.company])).toEqual([
      ['Drawings on time, every release.', 'Dana Ruiz', 'Prairie Steel'],
      ['Second.', 'Sam Cole', ''],
    ]);
    expect(body.value.credentials.map((c) => [c.name, c.issuer, c.demo])).toEqual([['AISC Associate Member', 'American Institute of Steel Construction', true]]);
  }, 60000);

  it("shows the server's field violation beside its input", async () => {
    const { user } = renderEditor({
      save: () => {
        throw invalidArgument({ 'blocks[1].image.alt': 'Describe the image for people who cannot see it' });
      },
    });
    await screen.findByLabelText('Header');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alt = within(screen.getByRole('listitem', { name: 'Block 2: Image' })).getByLabelText('Image: alt text');
    await waitFor(() => expect(alt).toHaveAttribute('aria-invalid', 'true'));
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('Describe the image for people who cannot see it'));
    expect(screen.getByLabelText('Header')).not.toHaveAttribute('aria-invalid');
    // The list at the top names it too, as the field may be far down the form.
    expect(screen.getByRole('alert')).toHaveTextContent('Block 2 › image › alt: Describe the image for people who cannot see it');
  }, 20000);

  it('says who saved first when a save comes too late, keeps the edits, and saves over theirs when asked', async () => {
    let refuse = true;
    const { saved, user } = renderEditor({
      save: (req) => {
        if (refuse) {
          refuse = false;
          throw new ConnectError('Our Firm was changed by bob at 10:42 UTC after you opened it.', Code.Aborted);
        }
        return { state: ourFirmState({ draftVersion: req.version + 1 }) };
      },
    });
    const header = await screen.findByLabelText('Header');
    await user.clear(header);
    await user.type(header, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('changed by bob at 10:42 UTC');
    expect(screen.getByLabelText('Header')).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Keep mine to save over theirs' }));
    expect(await screen.findByText(/Save again to replace theirs/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    // The second save names the version read again after the refusal.
    expect(saved[1].version).toBe(5);
    expect(saved[1].content?.banner?.header).toBe('Mine');
  }, 20000);

  it('previews the unsaved draft through the public renderer', async () => {
    const { user } = renderEditor();
    const header = await screen.findByLabelText('Header');
    await user.clear(header);
    await user.type(header, 'Precision');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the draft' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('Precision');
  }, 20000);

  it('restores a version over the current draft version, after asking', async () => {
    const restored: RestorePageVersionRequest[] = [];
    const { user } = renderEditor({ versions: { 4: ourFirmDraft(), 3: ourFirmDraft('Old words.') }, restore: (req) => restored.push(req) });
    await screen.findByLabelText('Header');
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    await user.click(await screen.findByRole('button', { name: 'Restore version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Restore version 3 as the draft?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(restored).toHaveLength(1));
    expect(restored[0]).toMatchObject({ path: '/our-firm', version: 3, draftVersion: 4 });
    expect(await screen.findByText(/Version 3 restored as the draft/)).toBeInTheDocument();
  }, 20000);

  it('compares two versions and shows the changed sentence', async () => {
    const { user } = renderEditor({ versions: { 4: ourFirmDraft('We detail steel and concrete rebar.'), 3: ourFirmDraft() } });
    await screen.findByLabelText('Header');
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    await user.click(within(list).getAllByRole('checkbox')[0]);
    await user.click(within(list).getAllByRole('checkbox')[1]);

    const diff = await screen.findByRole('region', { name: 'Differences' });
    expect(screen.getByRole('heading', { name: 'Version 3 compared with version 4' })).toBeInTheDocument();
    expect(within(diff).getByText(/We detail structural steel for fabricators\./, { selector: 'del' })).toHaveTextContent('Block 1 (Rich text) text');
    expect(within(diff).getByText(/We detail steel and concrete rebar\./, { selector: 'ins' })).toBeInTheDocument();
    expect(within(diff).getByText(/Banner header: Simplicity/).tagName).toBe('DIV');
  }, 20000);
});
