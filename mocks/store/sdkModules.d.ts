// ali-oss ships no type declarations; the store's test uses its Node client directly.
declare module 'ali-oss';
