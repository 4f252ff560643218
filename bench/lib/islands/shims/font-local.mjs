// next/font/local outside Next: the font's class names (Next serves the font file itself).
export default function localFont({ variable }) {
  return { className: 'font', variable: variable ? 'font-variable' : undefined, style: {} }
}
