import { useNotice } from '../../../components/notice/notice-context';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/use-account';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';

export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const { notify } = useNotice();

  return (
    <section aria-labelledby="account-sessions">
      <h2 id="account-sessions">Signed-in sessions</h2>
      {sessions.isPending ? (
        <p className="admin-state" role="status">
          Loading sessions...
        </p>
      ) : sessions.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load the sessions.
        </p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Sessions table" tabIndex={0}>
            <table className="account__table">
              <thead>
                <tr>
                  <th scope="col">Signed in</th>
                  <th scope="col">From</th>
                  <th scope="col">Browser</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.data.map((s) => (
                  <tr key={s.id}>
                    <td>{formatDateTime(s.createTime)}</td>
                    <td>{s.clientAddr}</td>
                    <td>{s.userAgent}</td>
                    <td>{formatDateTime(s.expireTime)}</td>
                    <td>
                      {s.current ? (
                        'This session'
                      ) : (
                        <button
                          type="button"
                          className="button"
                          disabled={end.isPending}
                          onClick={() => end.mutate(s.id, { onError: (e) => notify(errorText(e), 'error') })}
                        >
                          End
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <button
              type="button"
              className="button"
              disabled={endOthers.isPending || sessions.data.length < 2}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: (res) => notify(`${res.ended} other session(s) ended`, 'success'),
                  onError: (e) => notify(errorText(e), 'error'),
                })
              }
            >
              End all other sessions
            </button>
          </p>
        </>
      )}
    </section>
  );
}
