/** The token lives in a cookie for one day; nothing else about the session is persisted. (docs/product.md#flows) */
const TOKEN_COOKIE = 'token';
const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * document.cookie asks the browser each time it is read, and a render reads the token in many places: one reading
 * serves the rest of the task (the cookie can change only between tasks, or through writeCookie/deleteCookie here).
 */
let cookiesThisTask: string | null = null;

function cookies(): string {
  if (cookiesThisTask === null) {
    cookiesThisTask = document.cookie;
    queueMicrotask(() => (cookiesThisTask = null));
  }
  return cookiesThisTask;
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookies().split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  cookiesThisTask = null;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function deleteCookie(name: string): void {
  cookiesThisTask = null;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Strict`;
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, ONE_DAY_SECONDS);
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
}
