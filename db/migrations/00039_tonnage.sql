-- Tonnage: the tons of structural steel of a gallery project or a case study, the figure
-- fabricators look for first. US short tons (2,000 lb), kept in integer tenths of a ton
-- (the form allows one decimal), so no rounding of a binary fraction ever shows; NULL when
-- not given. 2,000,000 tenths (200,000 tons) is far above any one building's steel.

-- +goose Up
ALTER TABLE gallery_projects ADD COLUMN tonnage_tenths integer NULL
    CHECK (tonnage_tenths BETWEEN 0 AND 2000000);
ALTER TABLE case_studies ADD COLUMN tonnage_tenths integer NULL
    CHECK (tonnage_tenths BETWEEN 0 AND 2000000);

-- +goose Down
ALTER TABLE case_studies DROP COLUMN tonnage_tenths;
ALTER TABLE gallery_projects DROP COLUMN tonnage_tenths;
