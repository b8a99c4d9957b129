// Placeholder: this screen is being built.
export function BlogAdminPage() {
  return <p className="muted">Blog management is coming.</p>;
}
