import { act, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderSite } from '../../../test/render-site';

// The uploader's chunk arrives only when the test lets it, so files can be chosen on the
// placeholder that stands for it meanwhile.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

vi.mock('./estimate-files', async () => {
  await chunk.arrived;
  return {
    EstimateFiles: ({ picked }: { picked: File[] }) => (
      <ul aria-label="Handed over">
        {picked.map((file) => (
          <li key={file.name}>{file.name}</li>
        ))}
      </ul>
    ),
  };
});

it('keeps every file chosen while the uploader was on its way, the first (which started loading it) included', async () => {
  const { user } = renderSite('/estimate', () => {});
  const input = await screen.findByLabelText('Add files');
  await user.upload(input, new File(['a'], 'B101_R2.pdf', { type: 'application/pdf' }));
  await user.upload(screen.getByLabelText('Add files'), new File(['b'], 'E1-rev-A.pdf', { type: 'application/pdf' }));
  await act(async () => chunk.release());
  const list = await screen.findByRole('list', { name: 'Handed over' });
  expect(Array.from(list.querySelectorAll('li'), (li) => li.textContent)).toEqual(['B101_R2.pdf', 'E1-rev-A.pdf']);
});
