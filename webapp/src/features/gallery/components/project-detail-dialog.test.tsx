import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryService } from '../../../gen/gusset/site/v1/gallery_pb';
import { renderBlock } from '../../../test/render-site';
import { project } from '../test/fixtures';
import { ProjectDetailDialog } from './project-detail-dialog';

describe('project detail dialog', () => {
  it('fills missing details with the defaults and hides an empty designing software', async () => {
    let asked = '';
    renderBlock(<ProjectDetailDialog projectId="p-1" onClose={() => {}} />, ({ service }) =>
      service(GalleryService, {
        getProject: (req) => {
          asked = req.id;
          return { project: project({ id: 'p-1', images: [], designingSoftware: 'null' }) };
        },
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Untitled Project' });
    expect(asked).toBe('p-1');
    expect(within(dialog).getByText('No Scope available')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Not specified')).toHaveLength(5);
    expect(within(dialog).queryByText('Designing Software')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No images to display')).toBeInTheDocument();
  });

  it('says No images available when the project cannot be loaded', async () => {
    renderBlock(<ProjectDetailDialog projectId="p-1" onClose={() => {}} />, ({ service }) =>
      service(GalleryService, {
        getProject: () => {
          throw new ConnectError('project not found', Code.NotFound);
        },
      }),
    );

    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
  });

  it('stays closed without a project id', () => {
    renderBlock(<ProjectDetailDialog projectId={null} onClose={() => {}} />, () => {});

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
