import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareAdminService } from '../../../gen/gusset/admin/v1/compare_pb';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { renderBlock } from '../../../test/render-site';
import { CompareToggle } from './compare-toggle';

const sheet = (revisions: number) => ({ id: 's-1', sheetNumber: 'B101', revisions: Array.from({ length: revisions }, (_, i) => ({ id: `r-${i}` })) }) as unknown as Sheet;

describe('the comparison under an opened sheet', () => {
  it('shows nothing for a sheet with one revision', async () => {
    renderBlock(
      <>
        <p>Sheet B101</p>
        <CompareToggle side="staff" sheet={sheet(1)} />
      </>,
      () => {},
    );
    expect(await screen.findByText('Sheet B101')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compare revisions/ })).not.toBeInTheDocument();
  });

  it('draws the pair only when asked', async () => {
    const asked: string[] = [];
    const { user } = renderBlock(<CompareToggle side="staff" sheet={sheet(2)} />, (router) => {
      router.service(CompareAdminService, {
        compareRevisionsAdmin: (req) => {
          asked.push(req.sheetId);
          return { comparison: { earlierRevision: '0', laterRevision: '1', overlayUrl: '/o.png', earlierUrl: '/e.png', laterUrl: '/l.png', width: 10, height: 10, dpi: 150 } };
        },
      });
    });
    const button = await screen.findByRole('button', { name: 'Compare revisions of B101' });
    expect(asked).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('img', { name: /changes from revision 0 to 1/ })).toBeInTheDocument();
    expect(asked).toEqual(['s-1']);
    expect(screen.getByRole('button', { name: 'Hide the comparison' })).toHaveAttribute('aria-expanded', 'true');
  });
});
