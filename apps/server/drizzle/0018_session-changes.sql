-- A session's check is cached in each server process (session-repository.ts): a revocation or
-- deletion says so on the reference channel, so every process drops the sessions it cached.
-- Sign-ins (INSERT) change no cached answer and stay silent.
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
