import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

// The editor arrives as a separate file: if it cannot be fetched (a deploy replaced it, the
// network dropped), the form says so instead of the whole screen failing.
export class EditorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return (
        <p className="form-error" role="alert">
          The editor could not be loaded. Reload the page and try again.
        </p>
      );
    }
    return this.props.children;
  }
}
