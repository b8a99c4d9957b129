-- name: MessageReadMark :exec
-- The reader has read the thread up to last_seq (never moves back).
INSERT INTO message_reads (thread_id, reader_id, last_seq) VALUES (@thread_id, @reader_id, @last_seq)
ON CONFLICT (reader_id, thread_id) DO UPDATE SET last_seq = greatest(message_reads.last_seq, excluded.last_seq);

-- name: MessageReadGet :one
SELECT last_seq FROM message_reads WHERE thread_id = @thread_id AND reader_id = @reader_id;
