ALTER TABLE "candidatos" ADD COLUMN "documentos_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A candidate's documents report is cached in each API process against this counter (decision 0042).
-- Bumped at commit (deferred, like the public versions of 0018), so a reader never sees a new value
-- before the data that caused it, and the candidate row is the last lock a document write takes.
CREATE OR REPLACE FUNCTION bump_documents_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  candidate integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'documentos_solicitudes' THEN
    -- Gone with its document (cascade): the document's own trigger has bumped the counter.
    SELECT d.id_candidato INTO candidate FROM "documentos_candidato" d
      WHERE d.id_documento_candidato = changed.id_documento_candidato;
  ELSE
    candidate := changed.id_candidato;
  END IF;
  UPDATE "candidatos" SET "documentos_version" = "documentos_version" + 1 WHERE "id_candidato" = candidate;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "documentos_candidato_version" AFTER INSERT OR UPDATE OR DELETE ON "documentos_candidato"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_documents_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "solicitudes_documentos_version" AFTER INSERT OR UPDATE OR DELETE ON "solicitudes_documentos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_documents_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "documentos_solicitudes_version" AFTER INSERT OR UPDATE OR DELETE ON "documentos_solicitudes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_documents_version();
--> statement-breakpoint
-- The document types are part of every report: they count as catalogue, like categories and cities.
CREATE CONSTRAINT TRIGGER "tipos_documento_version" AFTER INSERT OR UPDATE OR DELETE ON "tipos_documento"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version('catalogo');
