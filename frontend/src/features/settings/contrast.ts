// Readable shades of the school's colour. An admin may pick any primary colour, and a light one
// (the default #3B82F6 among them) gives white text too little contrast. The page therefore uses
// the colour itself where it is only decoration, and for text and behind white text a shade
// darkened just enough to reach WCAG AA (4.5:1) against white; dark mode gets a shade lightened
// just enough against its dark surfaces. A colour that already passes is used unchanged.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour` mixed step by step towards `towards` until it reaches `ratio` against `against`. */
function shift(colour: string, towards: Rgb, against: string, ratio: number): string {
  let rgb = parseHex(colour);
  if (!rgb) return colour;
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), against) < ratio; i++) {
    rgb = rgb.map((c, k) => c + (towards[k] - c) * 0.08) as Rgb;
  }
  return toHex(rgb);
}

const AA = 4.6; // 4.5 with a little room for rounding in the browser

/** A shade of `colour` that white text can sit on, and that reads as text on white. */
export function strongShade(colour: string): string {
  return parseHex(colour) && contrastRatio(colour, '#ffffff') >= AA
    ? colour.toLowerCase()
    : shift(colour, [0, 0, 0], '#ffffff', AA);
}

/** A shade of `colour` that reads as text on dark mode's surfaces (slate-900 and darker). */
export function softShade(colour: string): string {
  return shift(colour, [255, 255, 255], '#0f172a', AA);
}
