// The part of pngjs (no bundled types) the avatar re-encoder uses.
declare module 'pngjs' {
  export const PNG: {
    sync: {
      read(buffer: Buffer, options?: { skipRescale?: boolean }): { width: number; height: number; data: Buffer };
      write(png: { width: number; height: number; data: Buffer }, options?: { colorType?: number; inputHasAlpha?: boolean }): Buffer;
    };
  };
}
