import { useQuery } from '@tanstack/react-query';
import type { ImageFile } from '../../../components/responsive-image/responsive-image';
import type { FileJson } from '../../../gen/gusset/site/v1/file_pb';
import type { CaseStudyJson, GetCaseStudyResponseJson, ListCaseStudiesResponseJson } from '../../../gen/gusset/site/v1/case_studies_pb';
import { postJson } from '../../../lib/json-call';
import { publicStaleTime, type Prefetch, type JsonCall } from '../../../lib/prefetch';

// The case studies are read with plain JSON calls and type-only imports: the public pages
// stay without the Connect and protobuf runtimes (their first-load budget).

const listProcedure = '/gusset.site.v1.CaseStudyService/ListCaseStudies';
const getProcedure = '/gusset.site.v1.CaseStudyService/GetCaseStudy';
const caseStudiesKey = ['case-studies'] as const;

// The list shows one page: a firm publishes a few dozen case studies, not hundreds.
const listRequest = { pageSize: 100 };

export type CaseStudy = CaseStudyJson;

// A case study as its page reads it: the study, where it moved (an earlier slug), or
// nothing (no published case study has the slug).
export type CaseStudyAnswer = { caseStudy?: CaseStudy; movedTo?: string };

function listQuery(call: JsonCall) {
  return {
    queryKey: [...caseStudiesKey, 'list'] as const,
    queryFn: async () => ((await call(listProcedure, listRequest)) as ListCaseStudiesResponseJson).caseStudies ?? [],
    staleTime: publicStaleTime,
  };
}

// notFound tells an unknown slug from a failure: postJson names the status it got.
const notFound = / answered 404$/;

function caseStudyQuery(call: JsonCall, slug: string) {
  return {
    queryKey: [...caseStudiesKey, 'one', slug] as const,
    queryFn: async (): Promise<CaseStudyAnswer> => {
      try {
        const answer = (await call(getProcedure, { slug })) as GetCaseStudyResponseJson;
        return answer.redirectSlug ? { movedTo: answer.redirectSlug } : { caseStudy: answer.caseStudy ?? undefined };
      } catch (error) {
        if (error instanceof Error && notFound.test(error.message)) return {};
        throw error;
      }
    },
    staleTime: publicStaleTime,
  };
}

export function useCaseStudies() {
  return useQuery(listQuery(postJson));
}

export function useCaseStudy(slug: string) {
  return useQuery(caseStudyQuery(postJson, slug));
}

export const prefetchCaseStudies: Prefetch = ({ queryClient, callJson }) => queryClient.prefetchQuery(listQuery(callJson));

export const prefetchCaseStudy: Prefetch = ({ queryClient, callJson, params }) =>
  queryClient.prefetchQuery(caseStudyQuery(callJson, params.slug ?? ''));

export const caseStudyPath = (slug = '') => `/resources/case-studies/${slug}`;

// locationLine is where the project was, as a card shows it: 'Houston, Texas, USA'.
export function locationLine(study: CaseStudy): string {
  const l = study.location ?? {};
  return [l.city, l.region, l.country].filter(Boolean).join(', ');
}

// imageFileFromJson reads a File as Connect's JSON writes it (fields at their defaults
// left out).
export function imageFileFromJson(file: FileJson): ImageFile {
  return {
    path: file.path ?? '',
    width: file.width ?? 0,
    height: file.height ?? 0,
    intrinsicWidth: file.intrinsicWidth ?? 0,
    intrinsicHeight: file.intrinsicHeight ?? 0,
    placeholder: file.placeholder ?? '',
    variants: (file.variants ?? []).map((v) => ({ path: v.path ?? '', width: v.width ?? 0 })),
  };
}
