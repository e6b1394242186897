-- Each bump is also announced (channel versiones_publicas, payload "area:version"), so every API process
-- keeps the versions in memory instead of reading them on each public read (decision 0040).
-- NOTIFY is delivered at commit, so a process never learns a version before its data is visible.
CREATE OR REPLACE FUNCTION bump_public_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE "versiones_publicas" SET "version" = "version" + 1 WHERE "nombre" = TG_ARGV[0]
    RETURNING "version" INTO bumped;
  PERFORM pg_notify('versiones_publicas', TG_ARGV[0] || ':' || bumped);
  RETURN NULL;
END;
$$;
