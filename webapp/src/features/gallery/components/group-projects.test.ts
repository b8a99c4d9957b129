import { describe, expect, it } from 'vitest';
import { project } from '../test/fixtures';
import { groupProjects } from './group-projects';

const names = (groups: { name: string; projects: { id: string }[] }[]) =>
  groups.map((g) => [g.name, g.projects.map((p) => p.id)]);

describe('groupProjects', () => {
  it('puts Tekla Structures then SDS/2 first, others alphabetically, and Other last', () => {
    const grouped = groupProjects([
      project({ id: '1', technologyUsed: 'SDS/2' }),
      project({ id: '2', technologyUsed: '' }),
      project({ id: '3', technologyUsed: 'Tekla Structures' }),
      project({ id: '4', technologyUsed: 'Revit' }),
      project({ id: '5', technologyUsed: 'AutoCAD' }),
      project({ id: '6', technologyUsed: 'Tekla Structures' }),
    ]);

    expect(names(grouped.featured)).toEqual([
      ['Tekla Structures', ['3', '6']],
      ['SDS/2', ['1']],
    ]);
    expect(names(grouped.rest)).toEqual([
      ['AutoCAD', ['5']],
      ['Revit', ['4']],
      ['Other', ['2']],
    ]);
  });

  it('treats spellings that differ only in case and spaces as one software', () => {
    const grouped = groupProjects([
      project({ id: '1', technologyUsed: ' tekla   structures ' }),
      project({ id: '2', technologyUsed: 'TEKLA STRUCTURES' }),
      project({ id: '3', technologyUsed: 'sds/2' }),
      project({ id: '4', technologyUsed: 'revit' }),
      project({ id: '5', technologyUsed: 'Revit' }),
    ]);

    expect(names(grouped.featured)).toEqual([
      ['Tekla Structures', ['1', '2']],
      ['SDS/2', ['3']],
    ]);
    expect(names(grouped.rest)).toEqual([['revit', ['4', '5']]]);
  });

  it('has no featured groups when neither Tekla nor SDS/2 is used', () => {
    const grouped = groupProjects([project({ id: '1', technologyUsed: '   ' })]);

    expect(grouped.featured).toEqual([]);
    expect(names(grouped.rest)).toEqual([['Other', ['1']]]);
  });
});
