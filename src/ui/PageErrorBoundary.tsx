import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called by the retry button, with what went wrong, before the boundary renders its children again. */
  onRetry?: (error: Error) => void;
}

interface State {
  error: Error | null;
}

/** Shows a page's load or render failure with a retry button instead of a blank page. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private retry = () => {
    if (this.state.error) this.props.onRetry?.(this.state.error);
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih={240} role="alert">
        <Stack align="center" gap="sm">
          <Text fw={600}>{this.state.error.message || '页面出错了'}</Text>
          <Button onClick={this.retry}>重试</Button>
        </Stack>
      </Center>
    );
  }
}
