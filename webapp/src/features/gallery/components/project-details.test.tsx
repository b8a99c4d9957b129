import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../test/fixtures';
import { ProjectDetails } from './project-details';

describe('project details', () => {
  it('shows the tonnage in tons with one decimal at most', () => {
    render(<ProjectDetails project={project({ tonnage: 1850.5 })} />);
    expect(screen.getByText('Tonnage')).toBeInTheDocument();
    expect(screen.getByText('1,850.5 tons')).toBeInTheDocument();
  });

  it('leaves the tonnage out when it was not given', () => {
    render(<ProjectDetails project={project({})} />);
    expect(screen.queryByText('Tonnage')).not.toBeInTheDocument();
  });
});
