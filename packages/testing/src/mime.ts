/** Just enough MIME to read what our mailer sends: headers, and the text and HTML parts. */

export interface ParsedMail {
  subject: string;
  to: string;
  from: string;
  text: string;
  html: string;
  raw: string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
    default:
      return body;
  }
}

function collectParts(raw: string, into: { text: string; html: string }) {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    from: decodeWords(headers.get('from') ?? ''),
    text: parts.text,
    html: parts.html,
    raw,
  };
}

/** Every http(s) link of a message's plain-text part. */
export function linksIn(mail: ParsedMail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
