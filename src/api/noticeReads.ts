// Reading notices changes the home page's unread count: the notice screens announce it, the home page listens.

type Listener = () => void;
const listeners = new Set<Listener>();

export function onNoticesRead(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceNoticesRead(): void {
  listeners.forEach((listener) => listener());
}
