'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  /** Says the failure (a toast) and reloads what the write may have changed. */
  onFailure: () => void;
  children: ReactNode;
}

/**
 * Around a form whose Server Function may never answer (the shop's servers unreachable, a proxy's error
 * page instead of React's answer): React throws such a failure where the form's `useActionState` is
 * read. It is said as the form's own failure, and the form is drawn again, ready for another press,
 * instead of the page's error screen.
 */
export class ActionFailure extends Component<Props, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure();
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  }

  render() {
    if (this.state.failed) return null;
    return <Reset key={this.state.attempt}>{this.props.children}</Reset>;
  }
}

function Reset({ children }: { children: ReactNode }) {
  return children;
}
