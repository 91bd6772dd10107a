// fontverter ships no types; the font tests use its one call.
declare module 'fontverter' {
  const fontverter: {
    convert(buffer: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
