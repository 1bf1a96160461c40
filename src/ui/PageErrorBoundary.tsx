import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { actionOutcomeText, lastActionSince } from './actionJournal.ts';
import { ChunkLoadError } from './lazyPage.ts';

interface Props {
  children: ReactNode;
  /** Called by the retry button, with what went wrong, before the boundary renders its children again. */
  onRetry?: (error: Error) => void;
}

interface State {
  error: Error | null;
  /** What the error screen says about the action sent on this page before it failed. */
  outcome: string;
}

/**
 * Shows a page's load or render failure in Chinese, with a retry button instead of a blank page,
 * and whether the last action sent from the page (划拨, 余额支付) went through, so it is not sent twice.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, outcome: '' };
  /** Actions sent since the page was (re)shown are this page's. */
  private shownAt = Date.now();

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('页面出错', error);
    this.setState({ outcome: actionOutcomeText(lastActionSince(this.shownAt)) });
  }

  private retry = () => {
    if (this.state.error) this.props.onRetry?.(this.state.error);
    this.shownAt = Date.now();
    this.setState({ error: null, outcome: '' });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih={240} role="alert">
        <Stack align="center" gap="sm" maw={480}>
          <Text fw={600}>{this.state.error instanceof ChunkLoadError ? this.state.error.message : '页面出错了'}</Text>
          <Text size="sm" ta="center">
            {this.state.outcome}
          </Text>
          <Button onClick={this.retry}>重试</Button>
        </Stack>
      </Center>
    );
  }
}
