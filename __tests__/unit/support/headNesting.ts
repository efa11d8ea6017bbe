/**
 * A page's Head renders <html lang> (Gatsby's Head API); inside a test container React warns about the nesting, which
 * says nothing about the tags under test. Registers, for the calling file, a console.error that lets that warning
 * alone pass and everything else through.
 */
export function allowHeadNesting(): void {
  beforeEach(() => {
    const original = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('validateDOMNesting') && args.includes('<html>')) return;
      original(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());
}
