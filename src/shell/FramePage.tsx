import { useEffect, useId, useRef } from 'react';
import { legacyCredentials } from '../api/menu.ts';
import { submitLegacyLogin } from './legacyLogin.ts';

/** What the old system's pages need: their scripts, their forms and their own session cookie. */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin';

interface FramePageProps {
  url: string;
  title: string;
  hidden: boolean;
}

/**
 * An embedded page of the old system. It is kept mounted while its tab is open and only hidden, so
 * switching tabs never reloads it. It signs in with the session's credentials when they are known;
 * otherwise the old system's own session (or its login form) applies.
 */
export function FramePage({ url, title, hidden }: FramePageProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const name = `legacy-frame${useId().replace(/\W/g, '-')}`;

  useEffect(() => {
    const login = legacyCredentials.get();
    // Without a login the page is loaded as is (the old system's own session or login form applies).
    if (!login || !submitLegacyLogin(name, url, login)) frame.current!.src = url;
  }, [name, url]);

  useEffect(() => {
    if (!hidden) document.title = `${title} - 代理商后台`;
  }, [hidden, title]);

  return (
    <iframe
      ref={frame}
      name={name}
      title={title}
      sandbox={FRAME_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: hidden ? 'none' : 'block', border: 0, width: '100%', height: '100%' }}
    />
  );
}
