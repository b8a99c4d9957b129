// Placeholder: this screen is being built.
export function GalleryAdminPage() {
  return <p className="muted">Gallery management is coming.</p>;
}
