import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Estimate } from '../../../gen/gusset/admin/v1/estimates_pb';
import { errorText } from '../../../lib/error-text';
import { useClientOrganizations, useConvertEstimate, useEstimateProject } from '../api/use-estimate-convert';

const newOrganization = 'new';

// EstimateConvert turns a won request into a portal project (ProjectAdminService
// ConvertEstimate): a new client organization by name or an existing one, the project's
// name and job number; the request is marked Won in the same step. Once converted, the
// request links to its project.
export function EstimateConvert({ estimate: e }: { estimate: Estimate }) {
  const project = useEstimateProject(e.id);
  const organizations = useClientOrganizations();
  const convert = useConvertEstimate();
  const [org, setOrg] = useState(newOrganization);
  const id = useId();
  const ids = { org: `${id}-org`, orgName: `${id}-org-name`, name: `${id}-name`, job: `${id}-job`, location: `${id}-location` };
  const location = [e.city, e.region, e.country].filter(Boolean).join(', ');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    convert.mutate({
      estimateId: e.id,
      organizationId: org === newOrganization ? '' : org,
      organizationName: text('organization'),
      name: text('name'),
      jobNumber: text('job'),
      location: text('location'),
    });
  };

  const done = project.data ?? convert.data?.project;
  return (
    <section aria-labelledby={`${id}-h`} className="estimate-detail__convert">
      <h3 id={`${id}-h`}>Project portal</h3>
      {project.isPending ? (
        <p role="status">Loading...</p>
      ) : done ? (
        <p>
          This request is the project{' '}
          <Link to={`/admin/projects?project=${encodeURIComponent(done.id)}`}>
            {done.jobNumber} {done.name}
          </Link>
          {done.organizationName && ` of ${done.organizationName}`}.
        </p>
      ) : (
        <details>
          <summary>Convert into a project</summary>
          <form onSubmit={onSubmit} className="estimate-detail__convert-form" aria-label="Convert into a project">
            <p className="muted">The request is marked Won and its client can follow the project in the portal.</p>
            {convert.isError && (
              <p className="form-error" role="alert">
                {errorText(convert.error)}
              </p>
            )}
            <div className="field">
              <label htmlFor={ids.org}>Client organization</label>
              <select id={ids.org} value={org} onChange={(ev) => setOrg(ev.target.value)}>
                <option value={newOrganization}>New organization…</option>
                {organizations.data?.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
            {org === newOrganization && (
              <div className="field">
                <label htmlFor={ids.orgName}>New organization's name</label>
                <input id={ids.orgName} name="organization" defaultValue={e.company} maxLength={200} required />
              </div>
            )}
            <div className="field">
              <label htmlFor={ids.name}>Project name</label>
              <input id={ids.name} name="name" defaultValue={e.projectName} maxLength={200} required />
            </div>
            <div className="field">
              <label htmlFor={ids.job}>Job number</label>
              <input id={ids.job} name="job" maxLength={50} required />
            </div>
            <div className="field">
              <label htmlFor={ids.location}>Location</label>
              <input id={ids.location} name="location" defaultValue={location} maxLength={200} />
            </div>
            <button type="submit" className="button button--primary" disabled={convert.isPending}>
              Convert into a project
            </button>
          </form>
        </details>
      )}
    </section>
  );
}
