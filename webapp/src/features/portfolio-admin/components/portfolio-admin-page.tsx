// Placeholder: this screen is being built.
export function PortfolioAdminPage() {
  return <p className="muted">Portfolio management is coming.</p>;
}
