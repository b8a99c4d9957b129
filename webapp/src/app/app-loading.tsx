// Shown while the code for the first page is still downloading (lazy routes).
export function AppLoading() {
  return (
    <p className="app-loading" role="status">
      Loading…
    </p>
  );
}
