import './services.css';

export type PastProject = { name: string; scope: string; tonnage: number };

type Props = { caption: string; projects: readonly PastProject[] };

const tonnes = new Intl.NumberFormat('en-US');

// Rebar quantities are quoted in metric tonnes (MT), as bending shops order them.
export function PastWorkTable({ caption, projects }: Props) {
  return (
    // Focusable so that keyboard users can scroll the table sideways on a phone.
    <div className="project-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="project-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Scope</th>
            <th scope="col" className="numeric">
              Tonnage
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.name}>
              <th scope="row">{project.name}</th>
              <td>{project.scope}</td>
              <td className="numeric">{tonnes.format(project.tonnage)} MT</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
