-- name: RfiPostCreate :exec
INSERT INTO rfi_posts (rfi_id, author_name, by_firm, body, create_time) VALUES (@rfi_id, @author_name, @by_firm, @body, @now);

-- name: RfiPostListByRfi :many
SELECT * FROM rfi_posts WHERE rfi_id = @rfi_id ORDER BY create_time, seq;
