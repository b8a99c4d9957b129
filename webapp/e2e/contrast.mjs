// contrastRatio answers the WCAG contrast ratio of an element's text colour against its
// own background: the first opaque background colour from the element up (background
// images are not read, so give the element a background colour of its own). axe files
// contrast over a banner image under "incomplete", not under violations, so a white-on-white
// button there passes an axe run: this reads the two colours the browser computed.
export async function contrastRatio(locator) {
  return locator.evaluate((el) => {
    const rgba = (css) => {
      const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }) => {
      const lin = (c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let back = null;
    for (let node = el; node && !back; node = node.parentElement) {
      const c = rgba(getComputedStyle(node).backgroundColor);
      if (c.a === 1) back = c;
    }
    back ??= { r: 255, g: 255, b: 255 };
    const fore = rgba(getComputedStyle(el).color);
    // Translucent text is blended over its background, as the browser draws it.
    const text = { r: fore.r * fore.a + back.r * (1 - fore.a), g: fore.g * fore.a + back.g * (1 - fore.a), b: fore.b * fore.a + back.b * (1 - fore.a) };
    const [hi, lo] = [luminance(text), luminance(back)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  });
}
