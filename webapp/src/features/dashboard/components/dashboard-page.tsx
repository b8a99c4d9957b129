import { useMe } from '../../auth/api/use-me';

// The page heading comes from the admin layout (route handle). The content counts arrive
// with a later issue; until then nothing is shown rather than made-up numbers.
export function DashboardPage() {
  const me = useMe();
  return (
    <section className="dashboard">
      {me.data?.user && (
        <p className="dashboard__who">Signed in as {me.data.user.username}</p>
      )}
      <p className="muted">Content counts for the blog, gallery, portfolio and career pages will appear here.</p>
    </section>
  );
}
