CREATE TABLE "ajustes_tiempo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_mision" integer NOT NULL,
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"minutos" integer NOT NULL,
	"motivo" text NOT NULL,
	"id_usuario" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ajustes_tiempo_tipo_check" CHECK ("ajustes_tiempo"."tipo" in ('ordinaria_diurna', 'ordinaria_nocturna', 'dominical_diurna', 'dominical_nocturna', 'extra_diurna', 'extra_nocturna', 'extra_dominical_diurna', 'extra_dominical_nocturna')),
	CONSTRAINT "ajustes_tiempo_minutos_check" CHECK ("ajustes_tiempo"."minutos" <> 0)
);
--> statement-breakpoint
CREATE TABLE "periodos_nomina" (
	"id_periodo" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"inicio" date NOT NULL,
	"fin" date NOT NULL,
	"id_usuario" integer NOT NULL,
	"cerrado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodos_nomina_tipo_check" CHECK ("periodos_nomina"."tipo" in ('quincena', 'mes')),
	CONSTRAINT "periodos_nomina_fechas_check" CHECK ("periodos_nomina"."fin" >= "periodos_nomina"."inicio")
);
--> statement-breakpoint
CREATE TABLE "semanas_tiempo" (
	"id_mision" integer NOT NULL,
	"semana" date NOT NULL,
	"estado" text NOT NULL,
	"comentario" text,
	"id_usuario" integer,
	"revisada_en" timestamp with time zone,
	CONSTRAINT "semanas_tiempo_id_mision_semana_pk" PRIMARY KEY("id_mision","semana"),
	CONSTRAINT "semanas_tiempo_estado_check" CHECK ("semanas_tiempo"."estado" in ('pendiente', 'aprobada', 'devuelta'))
);
--> statement-breakpoint
CREATE TABLE "turnos" (
	"id_turno" serial PRIMARY KEY NOT NULL,
	"id_mision" integer NOT NULL,
	"fecha" date NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"descansos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minutos" integer NOT NULL,
	"origen" text NOT NULL,
	"id_candidato" integer,
	"id_usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnos_origen_check" CHECK ("turnos"."origen" in ('trabajador', 'empresa', 'importacion')),
	CONSTRAINT "turnos_fin_check" CHECK ("turnos"."fin" > "turnos"."inicio" and "turnos"."minutos" > 0),
	CONSTRAINT "turnos_autor_check" CHECK (("turnos"."id_candidato" is null) <> ("turnos"."id_usuario" is null))
);
--> statement-breakpoint
ALTER TABLE "parametros_legales" DROP CONSTRAINT "parametros_legales_clave_check";--> statement-breakpoint
ALTER TABLE "ajustes_tiempo" ADD CONSTRAINT "ajustes_tiempo_id_mision_misiones_id_mision_fk" FOREIGN KEY ("id_mision") REFERENCES "public"."misiones"("id_mision") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_tiempo" ADD CONSTRAINT "ajustes_tiempo_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodos_nomina" ADD CONSTRAINT "periodos_nomina_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semanas_tiempo" ADD CONSTRAINT "semanas_tiempo_id_mision_misiones_id_mision_fk" FOREIGN KEY ("id_mision") REFERENCES "public"."misiones"("id_mision") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semanas_tiempo" ADD CONSTRAINT "semanas_tiempo_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_id_mision_misiones_id_mision_fk" FOREIGN KEY ("id_mision") REFERENCES "public"."misiones"("id_mision") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ajustes_tiempo_mision_dia" ON "ajustes_tiempo" USING btree ("id_mision","dia");--> statement-breakpoint
CREATE UNIQUE INDEX "periodos_nomina_inicio" ON "periodos_nomina" USING btree ("inicio");--> statement-breakpoint
CREATE INDEX "turnos_mision_inicio" ON "turnos" USING btree ("id_mision","inicio");--> statement-breakpoint
CREATE INDEX "turnos_fecha" ON "turnos" USING btree ("fecha");--> statement-breakpoint
ALTER TABLE "parametros_legales" ADD CONSTRAINT "parametros_legales_clave_check" CHECK ("parametros_legales"."clave" in ('smmlv', 'auxilio_transporte', 'jornada_maxima_semanal', 'hora_inicio_nocturna', 'hora_fin_nocturna', 'recargo_nocturno', 'recargo_dominical_festivo', 'recargo_extra_diurna', 'recargo_extra_nocturna'));--> statement-breakpoint
-- The time figures read from the norms for this version (decision 0066); the same list is
-- packages/shared/src/timesheets/shipped-figures.ts, and a test checks they agree.
INSERT INTO "parametros_legales" ("clave", "vigente_desde", "valor", "fuente") VALUES
  ('jornada_maxima_semanal', '2023-07-15', 47, 'Ley 2101 de 2021, art. 3'),
  ('jornada_maxima_semanal', '2024-07-15', 46, 'Ley 2101 de 2021, art. 3'),
  ('jornada_maxima_semanal', '2025-07-15', 44, 'Ley 2101 de 2021, art. 3'),
  ('jornada_maxima_semanal', '2026-07-15', 42, 'Ley 2101 de 2021, art. 3'),
  ('hora_inicio_nocturna', '2017-07-18', 21, 'Ley 1846 de 2017, art. 1 (CST art. 160)'),
  ('hora_inicio_nocturna', '2025-12-25', 19, 'Ley 2466 de 2025, art. 10 (CST art. 160)'),
  ('hora_fin_nocturna', '2017-07-18', 6, 'Ley 1846 de 2017, art. 1 (CST art. 160)'),
  ('recargo_nocturno', '1965-09-04', 35, 'CST art. 168 num. 1 (Decreto 2351 de 1965, art. 24)'),
  ('recargo_extra_diurna', '1965-09-04', 25, 'CST art. 168 num. 2 (Decreto 2351 de 1965, art. 24)'),
  ('recargo_extra_nocturna', '1965-09-04', 75, 'CST art. 168 num. 3 (Decreto 2351 de 1965, art. 24)'),
  ('recargo_dominical_festivo', '2002-12-27', 75, 'Ley 789 de 2002, art. 26 (CST art. 179)'),
  ('recargo_dominical_festivo', '2025-07-01', 80, 'Ley 2466 de 2025, art. 14 (CST art. 179)'),
  ('recargo_dominical_festivo', '2026-07-01', 90, 'Ley 2466 de 2025, art. 14 (CST art. 179)'),
  ('recargo_dominical_festivo', '2027-07-01', 100, 'Ley 2466 de 2025, art. 14 (CST art. 179)');
