// Each back-office route names its page in `handle` (src/app/routes.tsx), so the admin
// layout can head the page without every page repeating the header markup. documentTitle
// replaces the usual browser title where the spec names one (the gallery's
// 'Admin | Gallery - {brand}').
export type AdminRouteHandle = { title: string; documentTitle?: string };
