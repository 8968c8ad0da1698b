/** How far browsers look for a charset declaration (the HTML prescan's 1024 bytes). */
const prescanBytes = 1024;

/**
 * The charset an HTML page declares in its first 1024 bytes (`<meta
 * charset>`, `<meta http-equiv="Content-Type" content="…; charset=…">`, an
 * XML declaration's `encoding`), lower case. UTF-16 declared in markup is
 * read as UTF-8, as browsers do: bytes that spell ASCII markup are not UTF-16.
 */
export function findDeclaredCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, prescanBytes))
    .toString('latin1')
    .replace(/<!--[\s\S]*?-->/gu, '');
  const declared =
    /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/iu.exec(head)?.[1] ?? /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/iu.exec(head)?.[1];
  if (!declared) return undefined;
  const charset = declared.toLowerCase();
  return charset.startsWith('utf-16') ? 'utf-8' : charset;
}
