// A multipart/form-data upload (what storage-js sends for a Blob or FormData) read with native
// byte searches: the file part is a view into the body, never copied or scanned in JavaScript, so
// a 20 MB photograph does not hold the event loop (decision 191). Only what Storage reads is kept:
// the first part with a file name (or the unnamed part storage-js sends) and small text fields.

export interface MultipartUpload {
  file: { bytes: Buffer; type: string } | null;
  fields: Map<string, string>;
}

const MAX_PARTS = 20;
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary of a multipart Content-Type, or null when it has none that is valid. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? ((match[1] ?? match[2]) as string) : null;
}

function param(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^\\s;]*))`, 'i').exec(header);
  return match ? ((match[1] ?? match[2]) as string) : null;
}

/** Null when the body is not the multipart it says it is. */
export function parseMultipart(body: Buffer, contentType: string): MultipartUpload | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const next = Buffer.from(`\r\n--${boundary}`, 'latin1');
  let at = body.indexOf(delimiter);
  if (at === -1) return null;
  at += delimiter.length;
  const result: MultipartUpload = { file: null, fields: new Map() };
  for (let parts = 0; parts < MAX_PARTS; parts++) {
    // After a delimiter: `--` ends the body, CRLF starts a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return result;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return null;
    const headerStart = at + 2;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart, 'latin1');
    if (headerEnd === -1 || headerEnd - headerStart > MAX_HEADER_BYTES) return null;
    const contentStart = headerEnd + 4;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd === -1) return null;
    const headers = body.toString('utf8', headerStart, headerEnd).split('\r\n');
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const typeLine = headers.find((line) => /^content-type:/i.test(line));
    const name = param(disposition, 'name');
    const filename = param(disposition, 'filename');
    if (filename !== null || name === '') {
      result.file ??= {
        bytes: body.subarray(contentStart, contentEnd),
        type: typeLine ? typeLine.slice(typeLine.indexOf(':') + 1).trim() : 'application/octet-stream',
      };
    } else if (name !== null) {
      result.fields.set(name, body.toString('utf8', contentStart, contentEnd));
    }
    at = contentEnd + next.length;
  }
  return null;
}
