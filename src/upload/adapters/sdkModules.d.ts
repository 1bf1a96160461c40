// The two SDKs ship no type declarations; their adapters declare the narrow surface they use.
declare module 'ali-oss';
declare module 'ali-oss/dist/aliyun-oss-sdk.js';
declare module 'esdk-obs-browserjs';
