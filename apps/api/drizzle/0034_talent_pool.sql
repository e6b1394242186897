-- The talent pool's typo-tolerant search (decision 0067): a trigram index over the pool's words. pg_trgm is
-- a trusted extension (PostgreSQL 13+), so a database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "ajustes_pool" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"id_usuario" integer,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidatos_pool" (
	"id_candidato" integer PRIMARY KEY NOT NULL,
	"busqueda" "tsvector" NOT NULL,
	"nombre_orden" text NOT NULL,
	"id_ciudad" integer,
	"departamento" text,
	"categorias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"disponibilidad" text,
	"aspiracion_salarial" integer,
	"tratamiento" boolean NOT NULL,
	"acepta_alertas" boolean NOT NULL,
	"comparte" boolean NOT NULL,
	"documentos_listos_hasta" date,
	"postulaciones" integer NOT NULL,
	"contrataciones" integer NOT NULL,
	"misiones" integer NOT NULL,
	"en_mision_hasta" date,
	"asistencias" integer NOT NULL,
	"inasistencias" integer NOT NULL,
	"ultima_actividad" timestamp with time zone NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidatos_pool_palabras" (
	"palabra" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidatos_pool_pendientes" (
	"id_candidato" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitaciones_postulacion" (
	"id_invitacion" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"id_vacante" integer NOT NULL,
	"id_proceso" integer,
	"id_usuario" integer NOT NULL,
	"token" text NOT NULL,
	"puntaje" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"abierta_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "id_ciudad" integer;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "experiencia" text;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "habilidades" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "categorias_experiencia" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "aspiracion_salarial" integer;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "disponibilidad" text;--> statement-breakpoint
ALTER TABLE "ajustes_pool" ADD CONSTRAINT "ajustes_pool_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatos_pool" ADD CONSTRAINT "candidatos_pool_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones_postulacion" ADD CONSTRAINT "invitaciones_postulacion_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones_postulacion" ADD CONSTRAINT "invitaciones_postulacion_id_vacante_vacantes_id_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."vacantes"("id_vacante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones_postulacion" ADD CONSTRAINT "invitaciones_postulacion_id_proceso_procesos_id_proceso_fk" FOREIGN KEY ("id_proceso") REFERENCES "public"."procesos"("id_proceso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones_postulacion" ADD CONSTRAINT "invitaciones_postulacion_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidatos_pool_busqueda" ON "candidatos_pool" USING gin ("busqueda");--> statement-breakpoint
CREATE INDEX "candidatos_pool_categorias" ON "candidatos_pool" USING gin ("categorias");--> statement-breakpoint
CREATE INDEX "candidatos_pool_ciudad" ON "candidatos_pool" USING btree ("id_ciudad");--> statement-breakpoint
CREATE INDEX "candidatos_pool_departamento" ON "candidatos_pool" USING btree ("departamento");--> statement-breakpoint
CREATE INDEX "candidatos_pool_actividad" ON "candidatos_pool" USING btree ("ultima_actividad","id_candidato") WHERE "candidatos_pool"."tratamiento";--> statement-breakpoint
CREATE INDEX "candidatos_pool_nombre" ON "candidatos_pool" USING btree ("nombre_orden","id_candidato") WHERE "candidatos_pool"."tratamiento";--> statement-breakpoint
CREATE INDEX "candidatos_pool_palabras_trgm" ON "candidatos_pool_palabras" USING gin ("palabra" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invitaciones_candidato_vacante" ON "invitaciones_postulacion" USING btree ("id_candidato","id_vacante");--> statement-breakpoint
CREATE UNIQUE INDEX "invitaciones_token" ON "invitaciones_postulacion" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invitaciones_candidato_fecha" ON "invitaciones_postulacion" USING btree ("id_candidato","creado_en");--> statement-breakpoint
CREATE INDEX "invitaciones_vacante" ON "invitaciones_postulacion" USING btree ("id_vacante");--> statement-breakpoint
CREATE INDEX "invitaciones_fecha" ON "invitaciones_postulacion" USING btree ("creado_en");--> statement-breakpoint
ALTER TABLE "candidatos" ADD CONSTRAINT "candidatos_id_ciudad_ciudades_id_ciudad_fk" FOREIGN KEY ("id_ciudad") REFERENCES "public"."ciudades"("id_ciudad") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A candidate's pool row is summed from seven tables: any change to one of them queues the candidate,
-- and `refreshPool` (modules/talent-pool) rebuilds the rows queued. Queuing is one tiny insert.
CREATE OR REPLACE FUNCTION queue_pool_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  candidate integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'misiones' THEN
    SELECT p.id_candidato INTO candidate FROM "postulaciones" p WHERE p.id_postulacion = changed.id_postulacion;
  ELSE
    candidate := changed.id_candidato;
  END IF;
  IF candidate IS NOT NULL THEN
    INSERT INTO "candidatos_pool_pendientes" ("id_candidato") VALUES (candidate) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidatos_pool_cola" AFTER INSERT OR UPDATE ON "candidatos"
  FOR EACH ROW EXECUTE FUNCTION queue_pool_refresh();
--> statement-breakpoint
CREATE TRIGGER "postulaciones_pool_cola" AFTER INSERT OR UPDATE OR DELETE ON "postulaciones"
  FOR EACH ROW EXECUTE FUNCTION queue_pool_refresh();
--> statement-breakpoint
CREATE TRIGGER "misiones_pool_cola" AFTER INSERT OR UPDATE ON "misiones"
  FOR EACH ROW EXECUTE FUNCTION queue_pool_refresh();
--> statement-breakpoint
CREATE TRIGGER "consentimientos_pool_cola" AFTER INSERT ON "consentimientos"
  FOR EACH ROW EXECUTE FUNCTION queue_pool_refresh();
--> statement-breakpoint
INSERT INTO "candidatos_pool_pendientes" ("id_candidato") SELECT "id_candidato" FROM "candidatos";
