// What every platform the shared package runs on (browsers, Node 20) provides beyond ES2023, and the package
// may use: the WHATWG Encoding API. Compiled only with the package's own tsconfig (the site's has the DOM's).
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}
