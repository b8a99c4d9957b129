-- The earlier addresses of renamed case studies (migration 00025).

-- name: CaseStudyRedirectSave :exec
-- The old slug now leads to the case study (taking it from any other it led to).
INSERT INTO case_study_redirects (old_slug, case_study_id) VALUES (@old_slug, @case_study_id)
ON CONFLICT (old_slug) DO UPDATE SET case_study_id = excluded.case_study_id, create_time = now();

-- name: CaseStudyRedirectDrop :exec
-- A slug in use again is an address of its own, no longer a redirect.
DELETE FROM case_study_redirects WHERE old_slug = @old_slug;

-- name: CaseStudyRedirectTarget :one
-- The current slug of the published case study an old slug leads to.
SELECT c.slug FROM case_study_redirects r
JOIN case_studies c ON c.id = r.case_study_id
WHERE r.old_slug = @old_slug AND c.status = 'published' AND c.delete_time IS NULL;
