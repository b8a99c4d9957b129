// The address the server makes from a title when staff leave it empty (internal/blog
// slug.go Slugify, kept in step by slugify.test.ts's cases): lower-case ASCII words joined
// by '-', accents folded, at most 80 characters, "post" when nothing is left. The server
// may still add "-2", "-3"… when another post has it.
const ligatures: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ø: 'o', đ: 'd', ł: 'l', ð: 'd', ı: 'i', '&': ' and ' };

export function slugify(title: string): string {
  const folded = title
    .toLowerCase()
    .replace(/[ßæœþøđłðı&]/g, (c) => ligatures[c] ?? c)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
  const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
  const slug = words.join('-').slice(0, 80).replace(/^-+|-+$/g, '');
  return slug || 'post';
}
