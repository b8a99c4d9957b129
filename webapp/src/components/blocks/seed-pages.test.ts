import { fromJson, type JsonValue } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { PageContentSchema } from '../../gen/gusset/site/v1/page_content_pb';
import { seedFiles, seedNavigationAnswer, seedPages } from '../../test/seed-pages';

// The menu of the site before its pages became content (the navigation constant of
// src/config/site.ts, spec §2 "Navigation structure"): a new site's must be the same.
const navigation = [
  { name: 'Our Firm', path: '/our-firm', children: [['Business Model', '/business-model'], ['Leadership Team', '/leadership-teams'], ['Gallery', '/gallery']] },
  {
    name: 'Services',
    path: '/services',
    children: [
      ['Structural Steel Detailing', '/structural-steel-detailing'],
      ['Miscellaneous Steel Detailing', '/miscellaneous-steel-detailing'],
      ['Steel Estimation and Take-off', '/steel-estimation-and-take-off'],
      ['Connection Design and PE/SE Stamping', '/connection-design-and-pe-se-stamping'],
      ['Architectural BIM Services', '/architectural-bim-services'],
      ['PEMB Design and Detailing', '/pemb-detailing'],
      ['Rebar Estimation and Detailing', '/rebar-estimation-and-detailing'],
    ],
  },
  { name: 'Our Work', path: '/our-work', children: [['Project Portfolio', '/project-portfolio']] },
  { name: 'Resources', path: '/resources', children: [['Blog', '/wbt-blog'], ['Case Studies', '/case-studies']] },
  { name: 'Portal', path: '/portal', children: [] },
  { name: 'Career', path: '/career', children: [] },
  { name: 'Connect', path: '/connect', children: [] },
];

describe('seed pages', () => {
  it.each(Object.entries(seedFiles))('%s holds a PageContent in protobuf JSON', (_file, page) => {
    expect(() => fromJson(PageContentSchema, page.content as JsonValue)).not.toThrow();
  });

  it('gives every page a unique path, a name and a known kind, and the seven services kind SERVICE', () => {
    const paths = seedPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of seedPages) {
      expect(page.name.trim()).not.toBe('');
      expect(['BUILT_IN', 'SERVICE']).toContain(page.kind);
      expect(page.kind === 'SERVICE').toBe(page.parent === '/services');
    }
  });

  it('builds the menu of today, with a tile image and sentence for each top-level entry', () => {
    const items = seedNavigationAnswer().items ?? [];
    expect(items.map((item) => ({ name: item.name, path: item.path, children: item.children?.map((c) => [c.name, c.path]) }))).toEqual(
      navigation.map((item) => ({ ...item, children: item.children.map(([name, path]) => [name, `${item.path}${path}`]) })),
    );
    for (const item of items) {
      expect(item.image).toMatch(/^\/images\/nav\/[a-z-]+\.svg$/);
      expect(item.blurb).not.toBe('');
    }
  });

  it('gives only top-level entries a tile', () => {
    for (const page of seedPages.filter((p) => p.parent !== '')) {
      expect(page.tile, page.path).toBeUndefined();
    }
  });
});
