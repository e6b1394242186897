CREATE TABLE "kpi_abiertas_dia" (
	"id_empresa" integer NOT NULL,
	"dia" date NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "kpi_abiertas_dia_id_empresa_dia_pk" PRIMARY KEY("id_empresa","dia")
);
--> statement-breakpoint
CREATE TABLE "kpi_empresas" (
	"id_empresa" integer PRIMARY KEY NOT NULL,
	"vacantes_abiertas" integer DEFAULT 0 NOT NULL,
	"vacantes_contratadas" integer DEFAULT 0 NOT NULL,
	"segundos_para_contratar" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- Open vacancies, days to fill and open applications by day (decision 0079), kept by triggers in the
-- same transaction as what they count, like the totals of migration 0035 (decision 0070).
-- The day an application last changed, in UTC: the buckets of the stale count.
CREATE OR REPLACE FUNCTION kpi_dia(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (t AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- An application still waiting on someone (the same states as the partial index of 0035).
CREATE OR REPLACE FUNCTION kpi_abierta(estado text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT estado NOT IN ('contratada', 'descartada', 'rechazada')
$$;
--> statement-breakpoint
-- Adds (signo 1) or takes away (-1) what one vacancy counts under a company: open or not, and the
-- seconds from its publication to its first hire.
CREATE OR REPLACE FUNCTION kpi_sumar_empresa(empresa integer, abierta boolean, publicada timestamptz,
  primera timestamptz, signo integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO kpi_empresas AS k (id_empresa, vacantes_abiertas, vacantes_contratadas, segundos_para_contratar)
  VALUES (empresa, CASE WHEN abierta THEN signo ELSE 0 END, CASE WHEN primera IS NULL THEN 0 ELSE signo END,
    coalesce(signo * extract(epoch FROM primera - publicada), 0))
  ON CONFLICT (id_empresa) DO UPDATE SET vacantes_abiertas = k.vacantes_abiertas + excluded.vacantes_abiertas,
    vacantes_contratadas = k.vacantes_contratadas + excluded.vacantes_contratadas,
    segundos_para_contratar = k.segundos_para_contratar + excluded.segundos_para_contratar
$$;
--> statement-breakpoint
-- Moves one open application in or out of its company's day; a day left with none loses its row.
CREATE OR REPLACE FUNCTION kpi_mover_abierta(empresa integer, en_dia date, signo integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  restante integer;
BEGIN
  INSERT INTO kpi_abiertas_dia AS k (id_empresa, dia, total) VALUES (empresa, en_dia, signo)
  ON CONFLICT (id_empresa, dia) DO UPDATE SET total = k.total + excluded.total
  RETURNING k.total INTO restante;
  IF restante = 0 THEN
    DELETE FROM kpi_abiertas_dia k WHERE k.id_empresa = empresa AND k.dia = en_dia;
  END IF;
END;
$$;
--> statement-breakpoint
-- Adds or takes away the open applications of one vacancy under a company (its company changed).
CREATE OR REPLACE FUNCTION kpi_sumar_abiertas_vacante(vacante integer, empresa integer, signo integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO kpi_abiertas_dia AS k (id_empresa, dia, total)
    SELECT empresa, kpi_dia(p.updated_at), signo * count(*) FROM postulaciones p
    WHERE p.id_vacante = vacante AND kpi_abierta(p.estado) GROUP BY 2
  ON CONFLICT (id_empresa, dia) DO UPDATE SET total = k.total + excluded.total;
  DELETE FROM kpi_abiertas_dia k WHERE k.id_empresa = empresa AND k.total = 0;
$$;
--> statement-breakpoint
-- A vacancy closed, reopened, published again, moved to another company or deleted. A delete is counted
-- before the row goes: the cascade then takes its kpi_vacantes row, and with it its first hire.
CREATE OR REPLACE FUNCTION kpi_vacantes_cuenta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  primera timestamptz;
BEGIN
  SELECT k.primera_contratacion INTO primera FROM kpi_vacantes k WHERE k.id_vacante = OLD.id_vacante;
  PERFORM kpi_sumar_empresa(coalesce(OLD.id_empresa, 0), OLD.estado = 'abierta', OLD.fecha_publicacion,
    primera, -1);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM kpi_sumar_empresa(coalesce(NEW.id_empresa, 0), NEW.estado = 'abierta', NEW.fecha_publicacion,
    primera, 1);
  IF OLD.id_empresa IS DISTINCT FROM NEW.id_empresa THEN
    PERFORM kpi_sumar_abiertas_vacante(NEW.id_vacante, coalesce(OLD.id_empresa, 0), -1);
    PERFORM kpi_sumar_abiertas_vacante(NEW.id_vacante, coalesce(NEW.id_empresa, 0), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_vacantes_cuenta_cambio" AFTER UPDATE OF "estado", "fecha_publicacion", "id_empresa"
  ON "vacantes" FOR EACH ROW
  WHEN (OLD.estado IS DISTINCT FROM NEW.estado OR OLD.fecha_publicacion IS DISTINCT FROM NEW.fecha_publicacion
    OR OLD.id_empresa IS DISTINCT FROM NEW.id_empresa)
  EXECUTE FUNCTION kpi_vacantes_cuenta();
--> statement-breakpoint
CREATE TRIGGER "kpi_vacantes_cuenta_baja" BEFORE DELETE ON "vacantes" FOR EACH ROW
  EXECUTE FUNCTION kpi_vacantes_cuenta();
--> statement-breakpoint
-- New vacancies by statement (the bench seed adds thousands at once); none has a hire yet.
CREATE OR REPLACE FUNCTION kpi_vacantes_alta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kpi_empresas AS k (id_empresa, vacantes_abiertas)
    SELECT coalesce(n.id_empresa, 0), count(*) FILTER (WHERE n.estado = 'abierta') FROM nuevas n GROUP BY 1
  ON CONFLICT (id_empresa) DO UPDATE SET vacantes_abiertas = k.vacantes_abiertas + excluded.vacantes_abiertas;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_vacantes_alta" AFTER INSERT ON "vacantes"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION kpi_vacantes_alta();
--> statement-breakpoint
-- A vacancy's first hire set, moved or gone (0035's triggers keep it): its company's days to fill follow.
-- kpi_vacantes rows are only ever inserted without one, and deleted with their vacancy (counted above).
CREATE OR REPLACE FUNCTION kpi_primera_contratacion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v vacantes;
BEGIN
  SELECT * INTO v FROM vacantes WHERE id_vacante = NEW.id_vacante;
  PERFORM kpi_sumar_empresa(coalesce(v.id_empresa, 0), false, v.fecha_publicacion, OLD.primera_contratacion, -1);
  PERFORM kpi_sumar_empresa(coalesce(v.id_empresa, 0), false, v.fecha_publicacion, NEW.primera_contratacion, 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_vacantes_primera" AFTER UPDATE OF "primera_contratacion" ON "kpi_vacantes" FOR EACH ROW
  WHEN (OLD.primera_contratacion IS DISTINCT FROM NEW.primera_contratacion)
  EXECUTE FUNCTION kpi_primera_contratacion();
--> statement-breakpoint
-- An open application's day: it closes, reopens, changes (its updated_at), moves vacancy or goes.
CREATE OR REPLACE FUNCTION kpi_postulaciones_abiertas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF kpi_abierta(OLD.estado) THEN
    PERFORM kpi_mover_abierta(kpi_empresa(OLD.id_vacante), kpi_dia(OLD.updated_at), -1);
  END IF;
  IF TG_OP = 'UPDATE' AND kpi_abierta(NEW.estado) THEN
    PERFORM kpi_mover_abierta(kpi_empresa(NEW.id_vacante), kpi_dia(NEW.updated_at), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_postulaciones_abiertas_cambio" AFTER UPDATE OF "estado", "updated_at", "id_vacante"
  ON "postulaciones" FOR EACH ROW
  WHEN ((kpi_abierta(OLD.estado) OR kpi_abierta(NEW.estado)) AND (kpi_abierta(OLD.estado) <> kpi_abierta(NEW.estado)
    OR OLD.id_vacante <> NEW.id_vacante OR kpi_dia(OLD.updated_at) <> kpi_dia(NEW.updated_at)))
  EXECUTE FUNCTION kpi_postulaciones_abiertas();
--> statement-breakpoint
CREATE TRIGGER "kpi_postulaciones_abiertas_baja" AFTER DELETE ON "postulaciones" FOR EACH ROW
  WHEN (kpi_abierta(OLD.estado)) EXECUTE FUNCTION kpi_postulaciones_abiertas();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kpi_postulaciones_abiertas_alta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kpi_abiertas_dia AS k (id_empresa, dia, total)
    SELECT coalesce(v.id_empresa, 0), kpi_dia(n.updated_at), count(*) FROM nuevas n
      JOIN vacantes v ON v.id_vacante = n.id_vacante
    WHERE kpi_abierta(n.estado) GROUP BY 1, 2
  ON CONFLICT (id_empresa, dia) DO UPDATE SET total = k.total + excluded.total;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "kpi_postulaciones_abiertas_alta" AFTER INSERT ON "postulaciones"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION kpi_postulaciones_abiertas_alta();
--> statement-breakpoint
-- What is already there, in whole-table statements.
INSERT INTO kpi_empresas (id_empresa, vacantes_abiertas, vacantes_contratadas, segundos_para_contratar)
  SELECT coalesce(v.id_empresa, 0), count(*) FILTER (WHERE v.estado = 'abierta'), count(k.primera_contratacion),
    coalesce(sum(extract(epoch FROM k.primera_contratacion - v.fecha_publicacion)), 0)
  FROM vacantes v LEFT JOIN kpi_vacantes k ON k.id_vacante = v.id_vacante GROUP BY 1;
--> statement-breakpoint
INSERT INTO kpi_abiertas_dia (id_empresa, dia, total)
  SELECT coalesce(v.id_empresa, 0), kpi_dia(p.updated_at), count(*)
  FROM postulaciones p JOIN vacantes v ON v.id_vacante = p.id_vacante
  WHERE kpi_abierta(p.estado) GROUP BY 1, 2;
