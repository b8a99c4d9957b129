// Every cached answer of the page admin lives under pagesAdminKey: a write refreshes the
// list, the open page and its versions at once.
export const pagesAdminKey = ['admin', 'pages'] as const;
export const pageListKey = [...pagesAdminKey, 'list'] as const;
export const pageKey = (path: string) => [...pagesAdminKey, 'page', path] as const;
export const pageVersionsKey = (path: string) => [...pagesAdminKey, 'versions', path] as const;
export const pageVersionKey = (path: string, version: number) => [...pagesAdminKey, 'version', path, version] as const;
