import { favourites } from '../api/favourites.ts';
import { message } from '../ui/message.ts';

/** Stars or unstars a screen (常用功能) and says which was done; a refusal is shown as the client shows every failed call. */
export async function toggleFavourite(url: string, name: string): Promise<void> {
  const starring = !favourites.has(url);
  try {
    await favourites.toggle(url);
  } catch {
    return;
  }
  message.success(starring ? `已将“${name}”加入常用功能` : `已将“${name}”从常用功能移除`);
}
