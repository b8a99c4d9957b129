import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareAdminService } from '../../../gen/gusset/admin/v1/compare_pb';
import { CompareService } from '../../../gen/gusset/portal/v1/compare_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderBlock } from '../../../test/render-site';
import { RevisionCompare } from './revision-compare';

const comparison = (added = 120n, removed = 80n) => ({
  id: 'cmp-1',
  sheetId: 's-1',
  earlierRevisionId: 'r-1',
  laterRevisionId: 'r-2',
  earlierRevision: '1',
  laterRevision: '2',
  earlierUrl: '/drawings/compare/cmp-1/earlier.png?exp=1&sig=a',
  laterUrl: '/drawings/compare/cmp-1/later.png?exp=1&sig=b',
  overlayUrl: '/drawings/compare/cmp-1/overlay.png?exp=1&sig=c',
  width: 1250,
  height: 834,
  dpi: 150,
  addedPixels: added,
  removedPixels: removed,
});


function drawing() {
  return screen.getByRole('img');
}

describe('comparing two revisions of a sheet', () => {
  it("asks with the client's session and shows the changes first, then either revision", async () => {
    const asked: { sheetId: string; authorization: string | null; session: string | null }[] = [];
    const { user } = renderBlock(<RevisionCompare side="client" sheetId="s-1" />, (router) => {
      router.service(CompareService, {
        compareRevisions: (req, ctx) => {
          asked.push({ sheetId: req.sheetId, authorization: ctx.requestHeader.get('Authorization'), session: ctx.requestHeader.get('Gusset-Session') });
          return { comparison: comparison() };
        },
      });
    });
    expect(await screen.findByRole('img', { name: /changes from revision 1 to 2/ })).toHaveAttribute('src', comparison().overlayUrl);
    // The client's cookie, picked by the header: the page holds no token.
    expect(asked).toEqual([{ sheetId: 's-1', authorization: null, session: 'client' }]);
    expect(screen.getByText(/Added in revision 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Revision 1' }));
    expect(drawing()).toHaveAttribute('src', comparison().earlierUrl);
    expect(screen.getByRole('button', { name: 'Revision 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Added in revision 2/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revision 2' }));
    expect(drawing()).toHaveAttribute('src', comparison().laterUrl);
  });

  it('keeps each colour of the legend with its words, so that a phone wraps between entries', async () => {
    renderBlock(<RevisionCompare side="staff" sheetId="s-1" />, (router) => {
      router.service(CompareAdminService, { compareRevisionsAdmin: () => ({ comparison: comparison() }) });
    });
    const legend = await screen.findByRole('list', { name: 'Colours of the changes' });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent?.trim())).toEqual(['Added in revision 2', 'Removed from revision 1', 'Unchanged']);
    expect(entries.map((li) => li.querySelector('.revision-compare__swatch')?.className)).toEqual([
      'revision-compare__swatch revision-compare__swatch--added',
      'revision-compare__swatch revision-compare__swatch--removed',
      'revision-compare__swatch revision-compare__swatch--unchanged',
    ]);
  });

  it("draws its controls as the site's buttons, not the browser's bare ones", async () => {
    renderBlock(<RevisionCompare side="staff" sheetId="s-1" />, (router) => {
      router.service(CompareAdminService, { compareRevisionsAdmin: () => ({ comparison: comparison() }) });
    });
    await screen.findByRole('img');
    for (const name of ['Revision 1', 'Revision 2', 'Changes', 'Zoom out', 'Zoom in', 'Fit']) expect(screen.getByRole('button', { name })).toHaveClass('button');
  });

  it('zooms with the buttons and the wheel, and fits again', async () => {
    const { user } = renderBlock(<RevisionCompare side="staff" sheetId="s-1" earlierRevisionId="r-1" laterRevisionId="r-2" />, (router) => {
      router.service(CompareAdminService, { compareRevisionsAdmin: () => ({ comparison: comparison() }) });
    });
    await screen.findByRole('img');
    const level = screen.getByRole('status', { name: 'Zoom level' });
    expect(level).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('150%');
    expect(drawing().style.width).toBe('150%');

    fireEvent.wheel(screen.getByLabelText(/Drawing: scroll or pinch to zoom/), { deltaY: -100 });
    expect(level).toHaveTextContent('225%');
    fireEvent.wheel(screen.getByLabelText(/Drawing: scroll or pinch to zoom/), { deltaY: 100 });
    expect(level).toHaveTextContent('150%');

    await user.click(screen.getByRole('button', { name: 'Fit' }));
    expect(level).toHaveTextContent('100%');
    expect(drawing().style.width).toBe('100%');
  });

  it('zooms with a two-finger pinch', async () => {
    renderBlock(<RevisionCompare side="staff" sheetId="s-1" />, (router) => {
      router.service(CompareAdminService, { compareRevisionsAdmin: () => ({ comparison: comparison() }) });
    });
    await screen.findByRole('img');
    const viewer = screen.getByLabelText(/Drawing: scroll or pinch to zoom/);
    const touch = (type: 'pointerDown' | 'pointerMove', pointerId: number, clientX: number) =>
      fireEvent[type](viewer, { pointerId, pointerType: 'touch', clientX, clientY: 100 });
    touch('pointerDown', 1, 100);
    touch('pointerDown', 2, 200);
    touch('pointerMove', 2, 300);
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('200%');
  });

  it('says so when the revisions show the same drawing', async () => {
    renderBlock(<RevisionCompare side="staff" sheetId="s-1" />, (router) => {
      router.service(CompareAdminService, { compareRevisionsAdmin: () => ({ comparison: comparison(0n, 0n) }) });
    });
    expect(await screen.findByText(/show the same drawing/)).toBeInTheDocument();
  });

  it("shows the server's reason when a revision cannot be drawn", async () => {
    renderBlock(<RevisionCompare side="staff" sheetId="s-1" />, (router) => {
      router.service(CompareAdminService, {
        compareRevisionsAdmin: () => {
          throw invalidArgument({ earlier_revision_id: 'Revision 0 (B103_R0.pdf) cannot be drawn: the file is damaged, encrypted or not a PDF' });
        },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Revision 0 (B103_R0.pdf) cannot be drawn');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
