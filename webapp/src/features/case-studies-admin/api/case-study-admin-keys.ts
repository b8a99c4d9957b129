export const caseStudyAdminKey = ['case-studies-admin'] as const;
