/** Deterministic pictures for seeded media paths: colours from a hash of the path, a drawing by kind. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue % 360}, ${saturation}%, ${lightness}%)`;

function villa(w: number, h: number, hue: number): string {
  const x = w * 0.22;
  const y = h * 0.42;
  const bw = w * 0.56;
  const bh = h * 0.4;
  const windows = [0.1, 0.42, 0.74]
    .map(
      (fx) =>
        `<rect x="${x + bw * fx}" y="${y + bh * 0.18}" width="${bw * 0.16}" height="${bh * 0.26}" fill="${hsl(200, 60, 82)}"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="${hsl(hue + 30, 35, 88)}"/>
<rect x="${x - w * 0.02}" y="${y - h * 0.05}" width="${bw + w * 0.04}" height="${h * 0.05}" fill="${hsl(hue + 20, 30, 40)}"/>
<rect x="${x + bw * 0.1}" y="${y - h * 0.22}" width="${bw * 0.5}" height="${h * 0.17}" fill="${hsl(hue + 30, 30, 82)}"/>
${windows}<rect x="${x + bw * 0.44}" y="${y + bh * 0.55}" width="${bw * 0.12}" height="${bh * 0.45}" fill="${hsl(hue + 10, 45, 35)}"/>`;
}

function tower(w: number, h: number, hue: number): string {
  return [0.18, 0.42, 0.64]
    .map((fx, index) => {
      const bw = w * 0.18;
      const bh = h * (0.45 + index * 0.12) * (index === 1 ? 1.15 : 1);
      const x = w * fx;
      const y = h * 0.84 - bh;
      const rows = Math.floor(bh / (h * 0.06));
      const win = Array.from(
        { length: rows },
        (_, row) =>
          `<rect x="${x + bw * 0.15}" y="${y + row * h * 0.06 + h * 0.02}" width="${bw * 0.7}" height="${h * 0.025}" fill="${hsl(200, 50, 80)}"/>`,
      ).join('');
      return `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="${hsl(hue + index * 25, 25, 60 + index * 8)}"/>${win}`;
    })
    .join('');
}

function floorPlan(w: number, h: number, hue: number): string {
  const line = hsl(hue, 30, 30);
  return `<rect width="${w}" height="${h}" fill="#fbfaf7"/>
<g fill="none" stroke="${line}" stroke-width="${w * 0.008}">
<rect x="${w * 0.1}" y="${h * 0.1}" width="${w * 0.8}" height="${h * 0.8}"/>
<path d="M${w * 0.45} ${h * 0.1}V${h * 0.55}H${w * 0.1}M${w * 0.45} ${h * 0.4}H${w * 0.9}M${w * 0.7} ${h * 0.4}V${h * 0.9}"/>
</g>`;
}

function logo(w: number, h: number, hue: number, seed: number): string {
  const letter = String.fromCharCode(65 + (seed % 26));
  return `<rect width="${w}" height="${h}" rx="${w * 0.18}" fill="${hsl(hue, 45, 38)}"/>
<path d="M${w * 0.2} ${h * 0.55}L${w * 0.5} ${h * 0.25}L${w * 0.8} ${h * 0.55}V${h * 0.78}H${w * 0.2}Z" fill="${hsl(hue + 40, 60, 88)}"/>
<text x="${w / 2}" y="${h * 0.72}" font-family="sans-serif" font-size="${h * 0.2}" text-anchor="middle" fill="${hsl(hue, 45, 30)}">${letter}</text>`;
}

/** An SVG picture for `path` (for example `/media/units/501/1.svg`) at the given size. */
export function mediaSvg(path: string, width: number, height: number): string {
  const [kind = '', , name = ''] = path.replace(/^.*\/media\//, '').split('/');
  const seed = hashOf(path);
  const hue = seed % 360;
  let body: string;
  if (kind === 'agencies') body = logo(width, height, hue, seed);
  else if (name.startsWith('floor-plan')) body = floorPlan(width, height, hue);
  else {
    const towers = kind === 'projects' || seed % 3 === 0;
    const sky = `<rect width="${width}" height="${height}" fill="${hsl(190 + (seed % 30), 60, 86)}"/>`;
    const ground = `<rect y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="${hsl(35, 35, 72)}"/>`;
    const sun = `<circle cx="${width * (towers ? 0.1 : 0.85)}" cy="${height * 0.18}" r="${height * 0.07}" fill="${hsl(45, 90, 70)}"/>`;
    const building = 10 + ((seed >>> 8) % 35);
    body =
      sky +
      sun +
      ground +
      (towers ? tower(width, height, building) : villa(width, height, building));
  }
  body = body.replace(/\d+\.\d{2,}/g, (value) => String(Math.round(Number(value))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${body}</svg>`;
}

/** A one-page PDF naming the document, so brochure links open offline. */
export function mediaPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
