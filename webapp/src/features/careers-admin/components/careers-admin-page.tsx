// Placeholder: this screen is being built.
export function CareersAdminPage() {
  return <p className="muted">Career management is coming.</p>;
}
