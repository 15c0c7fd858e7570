// The part of pngjs 7 that ocr.ts uses (the package ships no types, and @types/pngjs is not
// installed).
declare module 'pngjs' {
  interface PNGOptions {
    width?: number;
    height?: number;
  }
  interface PackerOptions {
    colorType?: 0 | 2 | 4 | 6;
    inputColorType?: 0 | 2 | 4 | 6;
    deflateLevel?: number;
  }
  export class PNG {
    constructor(options?: PNGOptions);
    width: number;
    height: number;
    data: Buffer;
    static sync: {
      write(png: PNG, options?: PackerOptions): Buffer;
      read(buffer: Buffer): PNG;
    };
  }
}
