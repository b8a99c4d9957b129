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

// Axe's colour-contrast verdicts that are not a verdict: it files text over a background
// image or gradient (the page banners), under a pseudo-element or partly covered, under
// "incomplete". Icon glyphs (nonBmp) are not text.
const unreadableReasons = new Set(['nonBmp']);

// contrastProblems lists every text on the page, as it is now, whose contrast is under
// WCAG AA (4.5:1, 3:1 for large text): axe's colour-contrast violations, and for each node
// axe could not judge, the ratio against the background the browser actually painted under
// the text (a screenshot of the text's own boxes with the text made transparent), so a
// white-on-white button over a banner image fails like any other. With `all`, it runs
// every axe rule and lists the other serious and critical violations too (one axe run a
// page for both). The page should be at rest (animations finished).
export async function contrastProblems(page, AxeBuilder, { all = false } = {}) {
  const builder = new AxeBuilder({ page });
  const results = await (all ? builder : builder.withRules(['color-contrast'])).analyze();
  const problems = [];
  for (const v of results.violations) {
    if (v.id !== 'color-contrast' && v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const node of v.nodes) problems.push(`${v.id} ${node.target.join(' ')}: ${node.any[0]?.message ?? v.help}`);
  }
  for (const result of results.incomplete.filter((r) => r.id === 'color-contrast')) {
    for (const node of result.nodes) {
      const reason = node.any[0]?.data?.messageKey;
      if (unreadableReasons.has(reason)) continue;
      const measured = await paintedContrast(page, node.target);
      if (measured && measured.ratio < measured.want) {
        problems.push(`${node.target.join(' ')}: "${measured.text}" has contrast ${measured.ratio.toFixed(2)}:1 over what is painted behind it, want ${measured.want}:1 (axe: ${reason ?? 'incomplete'})`);
      }
    }
  }
  return problems;
}

// paintedContrast measures the contrast of the element at axe's target (a selector list,
// one per frame or shadow root: only the page's own are followed) against the pixels
// under its own text: null when it has no visible text of its own.
async function paintedContrast(page, target) {
  const selector = target.at(-1);
  if (typeof selector !== 'string' || target.length > 1) return null;
  const el = page.locator(selector).first();
  // The text's own line boxes, inside the window and whatever clips them, once the element
  // is in the middle of the window (where a sticky header does not cover it).
  const setup = await el.evaluate((node) => {
    // Only the window scrolls: scrollIntoView would also scroll a box that hides its
    // overflow (a line-clamped preview), showing lines no visitor sees.
    const at = node.getBoundingClientRect();
    window.scrollBy(0, at.top + at.height / 2 - window.innerHeight / 2);
    let clip = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let up = node; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const r = up.getBoundingClientRect();
        clip = { left: Math.max(clip.left, r.left), top: Math.max(clip.top, r.top), right: Math.min(clip.right, r.right), bottom: Math.min(clip.bottom, r.bottom) };
      }
    }
    const boxes = [];
    let text = '';
    for (const child of node.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent.trim()) continue;
      text += child.textContent.trim() + ' ';
      const range = document.createRange();
      range.selectNodeContents(child);
      for (const r of range.getClientRects()) {
        const box = { left: Math.max(r.left, clip.left), top: Math.max(r.top, clip.top), right: Math.min(r.right, clip.right), bottom: Math.min(r.bottom, clip.bottom) };
        if (box.right - box.left >= 1 && box.bottom - box.top >= 1) boxes.push(box);
      }
    }
    if (!boxes.length) return null;
    const style = getComputedStyle(node);
    let opacity = 1;
    for (let up = node; up; up = up.parentElement) opacity *= Number(getComputedStyle(up).opacity);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    // Read before the text is hidden: the computed style is live.
    const color = style.color;
    return { boxes, text: text.trim().slice(0, 40), color, opacity, want: size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5 };
  });
  if (!setup) return null;
  const clips = setup.boxes.map((b) => ({ x: Math.floor(b.left), y: Math.floor(b.top), width: Math.max(1, Math.floor(b.right - b.left)), height: Math.max(1, Math.floor(b.bottom - b.top)) }));
  const shoot = (clip) => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  // The text (the element's and its children's) painted in a colour of its own, then made
  // transparent, without transitions: where both look the same the text paints nothing
  // (lines a line clamp hides); the second is what is behind the text.
  const paint = (color) =>
    el.evaluate((node, color) => {
      window.__contrastStyles ??= new Map();
      for (const e of [node, ...node.querySelectorAll('*')]) {
        if (!window.__contrastStyles.has(e)) window.__contrastStyles.set(e, e.getAttribute('style'));
        e.style.setProperty('transition', 'none', 'important');
        e.style.setProperty('color', color, 'important');
        e.style.setProperty('-webkit-text-fill-color', color, 'important');
        e.style.setProperty('text-shadow', 'none', 'important');
        e.style.setProperty('text-decoration-color', 'transparent', 'important');
      }
    }, color);
  const shots = [];
  try {
    await paint('#ff00ff');
    const probes = [];
    for (const clip of clips) probes.push(await shoot(clip));
    await paint('transparent');
    for (const [i, clip] of clips.entries()) {
      const behind = await shoot(clip);
      if (!behind.equals(probes[i])) shots.push(behind.toString('base64'));
    }
  } finally {
    await el.evaluate(() => {
      for (const [e, style] of window.__contrastStyles) {
        if (style === null) e.removeAttribute('style');
        else e.setAttribute('style', style);
      }
      window.__contrastStyles = undefined;
    });
  }
  if (!shots.length) return null;
  const ratio = await page.evaluate(
    async ({ shots, color, opacity }) => {
      const lin = (c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r, g, b) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      const [fr, fg, fb, fa = 1] = color.match(/[\d.]+/g).map(Number);
      const alpha = fa * opacity;
      const ratios = [];
      for (const b64 of shots) {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0);
        const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
        for (let i = 0; i < data.length; i += 4) {
          const [br, bg, bb] = [data[i], data[i + 1], data[i + 2]];
          // The text as the browser draws it: blended over this pixel by its alpha and opacity.
          const t = luminance(fr * alpha + br * (1 - alpha), fg * alpha + bg * (1 - alpha), fb * alpha + bb * (1 - alpha));
          const l = luminance(br, bg, bb);
          ratios.push((Math.max(t, l) + 0.05) / (Math.min(t, l) + 0.05));
        }
      }
      // The contrast over nine tenths of the background: a grid line or a speck of a photo
      // under a letter does not decide, a light half of a picture does.
      ratios.sort((a, b) => a - b);
      return ratios[Math.floor(ratios.length / 10)];
    },
    { shots, color: setup.color, opacity: setup.opacity },
  );
  return { ratio, want: setup.want, text: setup.text };
}
