CREATE TABLE "kpi_embudo" (
	"id_empresa" integer NOT NULL,
	"estado" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_embudo_id_empresa_estado_pk" PRIMARY KEY("id_empresa","estado")
);
--> statement-breakpoint
CREATE TABLE "kpi_fuentes" (
	"id_empresa" integer NOT NULL,
	"fuente" text NOT NULL,
	"postulaciones" integer DEFAULT 0 NOT NULL,
	"contratadas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_fuentes_id_empresa_fuente_pk" PRIMARY KEY("id_empresa","fuente")
);
--> statement-breakpoint
CREATE TABLE "kpi_vacantes" (
	"id_vacante" integer PRIMARY KEY NOT NULL,
	"postulaciones" integer DEFAULT 0 NOT NULL,
	"primera_contratacion" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kpi_vacantes" ADD CONSTRAINT "kpi_vacantes_id_vacante_vacantes_id_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."vacantes"("id_vacante") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_vacantes_postulaciones" ON "kpi_vacantes" USING btree ("postulaciones" desc,"id_vacante");--> statement-breakpoint
CREATE INDEX "postulaciones_abiertas_actualizacion" ON "postulaciones" USING btree ("updated_at","id_vacante") WHERE "postulaciones"."estado" not in ('contratada', 'descartada', 'rechazada');--> statement-breakpoint
-- The dashboard's running totals (decision 0070): every write to applications, their history or a
-- vacancy's company moves them in the same transaction, so they are never behind what they count.
-- The company a vacancy counts under (0: the agency's own vacancies).
CREATE OR REPLACE FUNCTION kpi_empresa(vacante integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(id_empresa, 0) FROM vacantes WHERE id_vacante = vacante
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_fuente(utm text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(utm, ''), 'directo')
$$;
--> statement-breakpoint
-- The first hire of a vacancy read again from its history, leaving out one application (being deleted).
CREATE OR REPLACE FUNCTION kpi_recalcular_primera(vacante integer, sin_postulacion integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE kpi_vacantes SET primera_contratacion = (
    SELECT min(h.fecha) FROM postulaciones p
      JOIN postulaciones_historial h ON h.id_postulacion = p.id_postulacion
    WHERE p.id_vacante = vacante AND h.estado = 'contratada'
      AND p.id_postulacion IS DISTINCT FROM sin_postulacion)
  WHERE id_vacante = vacante
$$;
--> statement-breakpoint
-- Adds (signo 1) or takes away (-1) what the applications of a vacancy count under one company: by
-- source, and the states their history reached. Used when a vacancy changes company, and to fill in.
CREATE OR REPLACE FUNCTION kpi_sumar_vacante(vacante integer, empresa integer, signo integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO kpi_fuentes AS k (id_empresa, fuente, postulaciones, contratadas)
    SELECT empresa, kpi_fuente(p.utm_source), signo * count(*),
      signo * count(*) FILTER (WHERE p.estado = 'contratada')
    FROM postulaciones p WHERE p.id_vacante = vacante GROUP BY 2
  ON CONFLICT (id_empresa, fuente) DO UPDATE SET postulaciones = k.postulaciones + excluded.postulaciones,
    contratadas = k.contratadas + excluded.contratadas;
  INSERT INTO kpi_embudo AS k (id_empresa, estado, total)
    SELECT empresa, r.estado, signo * count(*) FROM (
      SELECT DISTINCT h.id_postulacion, h.estado FROM postulaciones p
        JOIN postulaciones_historial h ON h.id_postulacion = p.id_postulacion
      WHERE p.id_vacante = vacante) r
    GROUP BY 2
  ON CONFLICT (id_empresa, estado) DO UPDATE SET total = k.total + excluded.total;
$$;
--> statement-breakpoint
-- Adds or takes away one application: its vacancy, its company's source and, with con_historial, the
-- states its history reached.
CREATE OR REPLACE FUNCTION kpi_sumar_postulacion(p postulaciones, signo integer, con_historial boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  empresa integer := kpi_empresa(p.id_vacante);
BEGIN
  INSERT INTO kpi_vacantes AS k (id_vacante, postulaciones) VALUES (p.id_vacante, signo)
  ON CONFLICT (id_vacante) DO UPDATE SET postulaciones = k.postulaciones + excluded.postulaciones;
  INSERT INTO kpi_fuentes AS k (id_empresa, fuente, postulaciones, contratadas)
  VALUES (empresa, kpi_fuente(p.utm_source), signo, CASE WHEN p.estado = 'contratada' THEN signo ELSE 0 END)
  ON CONFLICT (id_empresa, fuente) DO UPDATE SET postulaciones = k.postulaciones + excluded.postulaciones,
    contratadas = k.contratadas + excluded.contratadas;
  IF con_historial THEN
    INSERT INTO kpi_embudo AS k (id_empresa, estado, total)
      SELECT DISTINCT empresa, h.estado, signo FROM postulaciones_historial h
      WHERE h.id_postulacion = p.id_postulacion
    ON CONFLICT (id_empresa, estado) DO UPDATE SET total = k.total + excluded.total;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_postulaciones() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  movida boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before the row goes: its history is still there (the cascade removes it afterwards).
    PERFORM kpi_sumar_postulacion(OLD, -1, true);
    PERFORM kpi_recalcular_primera(OLD.id_vacante, OLD.id_postulacion);
    RETURN OLD;
  END IF;
  movida := OLD.id_vacante <> NEW.id_vacante;
  IF NOT movida AND kpi_fuente(OLD.utm_source) = kpi_fuente(NEW.utm_source)
    AND (OLD.estado = 'contratada') = (NEW.estado = 'contratada') THEN
    RETURN NULL;
  END IF;
  PERFORM kpi_sumar_postulacion(OLD, -1, movida);
  PERFORM kpi_sumar_postulacion(NEW, 1, movida);
  IF movida THEN
    PERFORM kpi_recalcular_primera(OLD.id_vacante, NULL);
    PERFORM kpi_recalcular_primera(NEW.id_vacante, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- New applications by statement, so a bulk load adds its rows in two statements, not two per row. Their
-- history arrives after them, through the history's own trigger.
CREATE OR REPLACE FUNCTION kpi_postulaciones_alta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kpi_vacantes AS k (id_vacante, postulaciones)
    SELECT n.id_vacante, count(*) FROM nuevas n GROUP BY 1
  ON CONFLICT (id_vacante) DO UPDATE SET postulaciones = k.postulaciones + excluded.postulaciones;
  INSERT INTO kpi_fuentes AS k (id_empresa, fuente, postulaciones, contratadas)
    SELECT coalesce(v.id_empresa, 0), kpi_fuente(n.utm_source), count(*),
      count(*) FILTER (WHERE n.estado = 'contratada')
    FROM nuevas n JOIN vacantes v ON v.id_vacante = n.id_vacante GROUP BY 1, 2
  ON CONFLICT (id_empresa, fuente) DO UPDATE SET postulaciones = k.postulaciones + excluded.postulaciones,
    contratadas = k.contratadas + excluded.contratadas;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_postulaciones_alta" AFTER INSERT ON "postulaciones"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION kpi_postulaciones_alta();
--> statement-breakpoint
CREATE TRIGGER "kpi_postulaciones_cambio" AFTER UPDATE OF "estado", "utm_source", "id_vacante"
  ON "postulaciones" FOR EACH ROW EXECUTE FUNCTION kpi_postulaciones();
--> statement-breakpoint
CREATE TRIGGER "kpi_postulaciones_borrado" BEFORE DELETE ON "postulaciones"
  FOR EACH ROW EXECUTE FUNCTION kpi_postulaciones();
--> statement-breakpoint
-- History by statement (its rows side by side): a state counts once per application however many rows
-- say it, and rows removed with their application (a cascade) were taken away by the application's trigger.
CREATE OR REPLACE FUNCTION kpi_historial() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signo integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  filas postulaciones_historial[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    filas := array(SELECT n FROM nuevas n);
  ELSE
    filas := array(SELECT o FROM viejas o);
  END IF;
  -- The pairs (application, state) that no other row says: they start (or stop) counting.
  INSERT INTO kpi_embudo AS k (id_empresa, estado, total)
    SELECT kpi_empresa(p.id_vacante), r.estado, signo * count(*) FROM (
      SELECT f.id_postulacion, f.estado FROM unnest(filas) f GROUP BY 1, 2
      HAVING (SELECT count(*) FROM postulaciones_historial h
              WHERE h.id_postulacion = f.id_postulacion AND h.estado = f.estado)
        = CASE WHEN signo = 1 THEN count(*) ELSE 0 END) r
      JOIN postulaciones p ON p.id_postulacion = r.id_postulacion
    GROUP BY 1, 2
  ON CONFLICT (id_empresa, estado) DO UPDATE SET total = k.total + excluded.total;
  IF TG_OP = 'INSERT' THEN
    UPDATE kpi_vacantes k SET primera_contratacion = least(k.primera_contratacion, c.primera)
    FROM (SELECT p.id_vacante, min(f.fecha) AS primera FROM unnest(filas) f
            JOIN postulaciones p ON p.id_postulacion = f.id_postulacion
          WHERE f.estado = 'contratada' GROUP BY 1) c
    WHERE k.id_vacante = c.id_vacante;
  ELSE
    PERFORM kpi_recalcular_primera(v.id_vacante, NULL) FROM (
      SELECT DISTINCT p.id_vacante FROM unnest(filas) f
        JOIN postulaciones p ON p.id_postulacion = f.id_postulacion
      WHERE f.estado = 'contratada') v;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_historial_alta" AFTER INSERT ON "postulaciones_historial"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION kpi_historial();
--> statement-breakpoint
CREATE TRIGGER "kpi_historial_baja" AFTER DELETE ON "postulaciones_historial"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION kpi_historial();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_vacante_empresa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kpi_sumar_vacante(NEW.id_vacante, coalesce(OLD.id_empresa, 0), -1);
  PERFORM kpi_sumar_vacante(NEW.id_vacante, coalesce(NEW.id_empresa, 0), 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_vacantes_empresa" AFTER UPDATE OF "id_empresa" ON "vacantes" FOR EACH ROW
  WHEN (OLD.id_empresa IS DISTINCT FROM NEW.id_empresa) EXECUTE FUNCTION kpi_vacante_empresa();
--> statement-breakpoint
-- What is already there, in whole-table statements (a function call per vacancy takes minutes).
INSERT INTO kpi_vacantes (id_vacante, postulaciones)
  SELECT id_vacante, count(*) FROM postulaciones GROUP BY 1;
--> statement-breakpoint
UPDATE kpi_vacantes k SET primera_contratacion = f.primera
FROM (SELECT p.id_vacante, min(h.fecha) AS primera FROM postulaciones_historial h
        JOIN postulaciones p ON p.id_postulacion = h.id_postulacion
      WHERE h.estado = 'contratada' GROUP BY 1) f
WHERE k.id_vacante = f.id_vacante;
--> statement-breakpoint
INSERT INTO kpi_fuentes (id_empresa, fuente, postulaciones, contratadas)
  SELECT coalesce(v.id_empresa, 0), kpi_fuente(p.utm_source), count(*),
    count(*) FILTER (WHERE p.estado = 'contratada')
  FROM postulaciones p JOIN vacantes v ON v.id_vacante = p.id_vacante GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO kpi_embudo (id_empresa, estado, total)
  SELECT coalesce(v.id_empresa, 0), r.estado, count(*)
  FROM (SELECT DISTINCT id_postulacion, estado FROM postulaciones_historial) r
    JOIN postulaciones p ON p.id_postulacion = r.id_postulacion
    JOIN vacantes v ON v.id_vacante = p.id_vacante
  GROUP BY 1, 2;
--> statement-breakpoint
-- Staff sessions are remembered a few seconds by each API process (decision 0070): anything that may
-- end one (a sign-out, a revocation, a purge, a user's role, group, company or active flag changed)
-- announces itself at commit on the channel every process already listens to (migration 0020).
CREATE OR REPLACE FUNCTION announce_staff_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('versiones_publicas', 'sesiones_equipo');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_sesiones_anuncio" AFTER UPDATE OR DELETE ON "staff_sesiones"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_sessions();
--> statement-breakpoint
CREATE TRIGGER "usuarios_sesiones_anuncio" AFTER UPDATE OF "activo", "rol", "id_grupo", "id_empresa" OR DELETE
  ON "usuarios" FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_sessions();
