-- Public reads are cached in each API process and checked against these counters (decision 0033).
INSERT INTO "versiones_publicas" ("nombre", "version") VALUES ('vacantes', 1), ('catalogo', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Deferred to commit time, so the counter row is always the last lock a transaction takes (no lock-order
-- deadlock with slot bookings) and a new value is seen only with the data that caused it.
CREATE OR REPLACE FUNCTION bump_public_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "versiones_publicas" SET "version" = "version" + 1 WHERE "nombre" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vacantes_version" AFTER INSERT OR UPDATE OR DELETE ON "vacantes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version('vacantes');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "espacios_version" AFTER INSERT OR UPDATE OR DELETE ON "espacios_agendamiento"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version('vacantes');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categorias_version" AFTER INSERT OR UPDATE OR DELETE ON "categorias"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version('catalogo');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ciudades_version" AFTER INSERT OR UPDATE OR DELETE ON "ciudades"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version('catalogo');
