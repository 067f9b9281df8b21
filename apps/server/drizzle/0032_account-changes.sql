-- Whether an account may use Cargo Direct is cached in each server process (account-credentials.ts):
-- a change to an account (its type, its contract, anything else on the row) says so on the reference
-- channel, so every process drops what it cached. Sign-ups (INSERT) change no cached answer.
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
