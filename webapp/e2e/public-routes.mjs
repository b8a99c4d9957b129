// Every public route of the app, with the demo content's sample data pages; 'POST' and
// 'JOB' stand for the first post and the first open job, looked up on the running server.
export const servicePaths = [
  'structural-steel-detailing', 'miscellaneous-steel-detailing', 'steel-estimation-and-take-off',
  'connection-design-and-pe-se-stamping', 'architectural-bim-services', 'pemb-detailing', 'rebar-estimation-and-detailing',
].map((s) => `/services/${s}`);

export const publicRoutes = [
  '/', '/our-firm', '/our-firm/business-model', '/our-firm/leadership-teams', '/our-firm/gallery',
  '/our-firm/gallery/images', '/our-firm/gallery/images?department=STRUCTURAL', '/our-firm/gallery/images?department=PEMB',
  '/our-firm/gallery/pemb', '/our-firm/gallery/Structural', '/services', ...servicePaths,
  '/our-work', '/our-work/project-portfolio', '/portal', '/portal/sign-in', '/career', 'JOB', '/estimate', '/connect', '/privacy', '/resources',
  '/resources/case-studies', '/resources/case-studies/a-fast-track-distribution-centre', '/resources/wbt-blog', 'POST',
  '/no-such-page',
];

// rpc calls a public Connect procedure with JSON, as any client may.
export async function rpc(serverUrl, procedure, request = {}) {
  const res = await fetch(`${serverUrl}/${procedure}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`${procedure}: HTTP ${res.status}`);
  return res.json();
}

// samplePaths resolves 'POST' and 'JOB' to the demo's first post (by its slug) and job.
export async function samplePaths(serverUrl) {
  const { posts } = await rpc(serverUrl, 'gusset.site.v1.BlogService/ListPosts');
  const { jobs } = await rpc(serverUrl, 'gusset.site.v1.JobService/ListJobs');
  if (!posts?.length || !jobs?.length) throw new Error('the demo content has no posts or no jobs');
  return { post: posts[0], job: jobs[0], POST: `/resources/wbt-blog/${posts[0].slug}`, JOB: `/career/${jobs[0].id}` };
}
