import { useClientOrganizations } from '../api/use-quotes';
import { Choice } from './quote-fields';

type Props = {
  // An organization's id, or '' for the request's company (made a client if new).
  value: string;
  onChange: (organizationId: string) => void;
  error?: string;
};

// QuoteClient chooses the client organization whose portal the accepted quote's project
// joins: by default the company the request names, made an organization if it is none
// yet; or one staff know it belongs to (a new contact of an existing client).
export function QuoteClient({ value, onChange, error }: Props) {
  const orgs = useClientOrganizations();
  const options = [
    { value: '', label: 'The request’s company (a new client if it is not one)' },
    ...(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name })),
  ];
  // A chosen organization stays shown while the list loads.
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: orgs.isPending ? 'Loading…' : 'An organization no longer listed' });
  return <Choice label="Client organization for the project" value={value} options={options} onChange={onChange} error={error ?? (orgs.isError ? 'The client organizations could not be loaded.' : undefined)} />;
}
