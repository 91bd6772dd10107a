import { hash } from './seed';

/*
 * The files behind the result URLs of the mock's status JSON, so the assembly page's previews and downloads show
 * something real in stories, tests and the demo. Each is made from its path alone: the same URL always gives the
 * same bytes, and nothing is stored.
 */

/** The host the service keeps an assembly's uploads and results on for a day, per region. */
export const resultHost = (region: string) => `tmp-${region}.transloadit.net`;

/** What the mock answers for any path on a result host. */
export const RESULT_URL_PATTERN = /^https?:\/\/tmp-[a-z0-9-]+\.transloadit\.net\/(.+)$/;

export interface ResultFile {
  body: Uint8Array | string;
  type: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A 3:2 card in a colour of its own with a shape and the file's name: what an image result looks like in the
 * mock. Flat colours keep the screenshots of stories that show many of them small.
 */
function image(name: string, seed: number): ResultFile {
  const hue = seed % 360;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="hsl(${hue} 55% 52%)"/>
<circle cx="${300 + (seed % 600)}" cy="${250 + (seed % 300)}" r="180" fill="hsl(${(hue + 40) % 360} 60% 80%)"/>
<text x="60" y="740" font-family="sans-serif" font-size="56" fill="#fff">${escapeXml(name)}</text>
</svg>`;
  return { body, type: 'image/svg+xml' };
}

/** One and a half seconds of a tone (8 kHz, 8-bit mono WAV, 12 KB): an audio result the player can play. */
function audio(seed: number): ResultFile {
  const rate = 8000;
  const samples = rate * 1.5;
  const frequency = 220 + (seed % 440);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) bytes[offset + index] = text.charCodeAt(index);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index++) {
    // Fades in and out so the tone does not click.
    const envelope = Math.min(1, index / 400, (samples - index) / 400);
    bytes[44 + index] = Math.round(128 + 60 * envelope * Math.sin((2 * Math.PI * frequency * index) / rate));
  }
  return { body: bytes, type: 'audio/wav' };
}

function text(path: string, name: string): ResultFile {
  const lines = [
    `${name}`,
    '',
    'Made by the mock backend for this result URL:',
    path,
    '',
    ...Array.from(
      { length: 12 },
      (_, index) => `${String(index + 1).padStart(2, '0')}  line ${index + 1} of the result`,
    ),
  ];
  return { body: `${lines.join('\n')}\n`, type: 'text/plain; charset=utf-8' };
}

function json(path: string, name: string, seed: number): ResultFile {
  const body = {
    file: name,
    path,
    meta: {
      width: 1200,
      height: 800,
      duration: null,
      colors: [`#${(seed & 0xffffff).toString(16).padStart(6, '0')}`],
    },
    steps: ['imported', 'analysed', 'exported'],
  };
  return { body: `${JSON.stringify(body, null, 2)}\n`, type: 'application/json' };
}

/** A one-page PDF that says which result it stands for. */
function pdf(name: string): ResultFile {
  const content = `BT /F1 24 Tf 72 720 Td (${name.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { body, type: 'application/pdf' };
}

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif|heic)$/i;
const AUDIO = /\.(mp3|wav|ogg|oga|m4a|aac|flac|opus)$/i;
const VIDEO = /\.(mp4|m4v|mov|webm|ogv|mkv)$/i;
const TEXT = /\.(txt|csv|srt|vtt|log|md)$/i;

/**
 * The file at `path` (below the host), by its extension. A video result plays as its sound track, a tone: the
 * mock has no video encoder, and the player shows its controls and length all the same.
 */
export function resultFile(path: string): ResultFile {
  const name = decodeURIComponent(path.split('/').pop() ?? path);
  const seed = hash(path);
  if (IMAGE.test(name)) return image(name, seed);
  if (AUDIO.test(name) || VIDEO.test(name)) return audio(seed);
  if (TEXT.test(name)) return text(path, name);
  if (/\.json$/i.test(name)) return json(path, name, seed);
  if (/\.pdf$/i.test(name)) return pdf(name);
  return { body: text(path, name).body, type: 'application/octet-stream' };
}
