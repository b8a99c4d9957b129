package portalpg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/mail"
)

func (s *Store) UserSetTotpSecret(ctx context.Context, id uuid.UUID, secret string) (bool, error) {
	n, err := s.q.ClientUserSetTotpSecret(ctx, sqlc.ClientUserSetTotpSecretParams{ID: id, TotpSecret: secret})
	return n > 0, err
}

func (s *Store) UserEnableTotp(ctx context.Context, id uuid.UUID, step int64, codeHashes [][]byte) (bool, error) {
	var ok bool
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		n, err := q.ClientUserEnableTotp(ctx, sqlc.ClientUserEnableTotpParams{ID: id, TotpLastStep: step})
		if err != nil || n == 0 {
			return err
		}
		ok = true
		return replaceRecoveryCodes(ctx, q, id, codeHashes)
	})
	return ok, err
}

func (s *Store) UserDisableTotp(ctx context.Context, id uuid.UUID) (bool, error) {
	var ok bool
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		n, err := q.ClientUserDisableTotp(ctx, id)
		if err != nil || n == 0 {
			return err
		}
		ok = true
		return replaceRecoveryCodes(ctx, q, id, nil)
	})
	return ok, err
}

func replaceRecoveryCodes(ctx context.Context, q *sqlc.Queries, userID uuid.UUID, hashes [][]byte) error {
	if err := q.ClientRecoveryCodeDeleteForUser(ctx, userID); err != nil {
		return err
	}
	for _, h := range hashes {
		if err := q.ClientRecoveryCodeCreate(ctx, sqlc.ClientRecoveryCodeCreateParams{UserID: userID, CodeHash: h}); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) UserUseTotpStep(ctx context.Context, id uuid.UUID, step int64) (bool, error) {
	n, err := s.q.ClientUserUseTotpStep(ctx, sqlc.ClientUserUseTotpStepParams{ID: id, Step: step})
	return n > 0, err
}

func (s *Store) RecoveryCodeUse(ctx context.Context, userID uuid.UUID, hash []byte) (bool, error) {
	n, err := s.q.ClientRecoveryCodeUse(ctx, sqlc.ClientRecoveryCodeUseParams{UserID: userID, CodeHash: hash})
	return n > 0, err
}

func (s *Store) ChallengeCreate(ctx context.Context, hash []byte, userID uuid.UUID, method string, expire time.Time) error {
	if err := s.q.ClientSignInChallengeDeleteExpired(ctx); err != nil {
		return err
	}
	return s.q.ClientSignInChallengeCreate(ctx, sqlc.ClientSignInChallengeCreateParams{TokenHash: hash, UserID: userID, Method: method, ExpireTime: expire})
}

func (s *Store) ChallengeGet(ctx context.Context, hash []byte) (uuid.UUID, string, error) {
	row, err := s.q.ClientSignInChallengeGet(ctx, hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, "", auth.ErrChallengeExpired
	}
	return row.UserID, row.Method, err
}

func (s *Store) ChallengeFail(ctx context.Context, hash []byte) (int, error) {
	n, err := s.q.ClientSignInChallengeFail(ctx, hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, auth.ErrChallengeExpired
	}
	return int(n), err
}

func (s *Store) ChallengeDelete(ctx context.Context, hash []byte) error {
	_, err := s.q.ClientSignInChallengeDelete(ctx, hash)
	return err
}

func (s *Store) LinkCreate(ctx context.Context, userID uuid.UUID, hash []byte, expire time.Time, msg mail.Message) error {
	return database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		if err := q.ClientSignInLinkCreate(ctx, sqlc.ClientSignInLinkCreateParams{TokenHash: hash, UserID: userID, ExpireTime: expire}); err != nil {
			return err
		}
		return s.outbox.Enqueue(ctx, tx, msg)
	})
}
