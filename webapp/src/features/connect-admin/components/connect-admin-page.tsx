// Placeholder: this screen is being built.
export function ConnectAdminPage() {
  return <p className="muted">Connect Info management is coming.</p>;
}
